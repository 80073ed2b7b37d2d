// Imported first by `npm start` (scripts/dev.ts), before any handler module creates its Powertools logger. The
// handlers' log lines are the records they write on Lambda, pretty-printed by Powertools' dev mode so a person can
// read them on a console; dev mode also keeps the metrics' EMF records off the console (lambdas/core/observability.ts).
// POWERTOOLS_DEV=false shows the one-line JSON of Lambda instead.
process.env.POWERTOOLS_DEV ??= 'true';
