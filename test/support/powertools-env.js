// Handlers run in the test process as on the local stack: Powertools in dev mode writes its log lines through the
// global console (so tests can capture or silence them as before) and prints no metrics (lambdas/core/observability.ts).
process.env.POWERTOOLS_DEV = 'true';
