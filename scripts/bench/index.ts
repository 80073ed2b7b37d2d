import '../local/quiet-sdk';
import * as os from 'node:os';
import { ADMIN_LIST_SIZES, prepareAdminLists } from './admin-lists';
import { exchangeRows, measureExchange } from './campaigns';
import { CHAT_SOCKETS, chatRows, HISTORY_MESSAGES, measureChat } from './chat';
import { exitOnSignals, removeLeftovers, stopAll } from './cleanup';
import { parseArguments, usage, UsageError, type Named } from './cli';
import { measureLambdas } from './cold-start';
import { libraryRows, LIBRARY_SIZES, measureLibrary } from './library';
import { deliveryRows, measureDelivery } from './delivery';
import { measureHealth } from './health';
import { measureNotifications, notificationRows } from './notifications';
import { benchCpuSeconds } from './processes';
import { printRows, printTimings, progressOf, timingText, type Progress, type Row, type Timing } from './report';
import { LazyStack, type BenchStack } from './stacks';
import { measureStartUp } from './startup';
import { prepareTransactions, TRANSACTION_LIST_SIZES } from './transactions';
import { measureUploadChecks } from './uploads';
import { measureWeb } from './web';

/**
 * `npm run bench`: the figures the issues ask for, measured on this machine, section by section, each printed as soon
 * as it is done; `--only <section,…>` runs some (cli.ts).
 *
 * The sections measure one after another, never side by side. Most run on the shared stack (fresh, data in memory),
 * started before the first of them. The admin lists and transactions measure a small and a large size in turns: both
 * small sizes on one small stack, the users' large size on the shared stack (what the other sections left in its
 * table can only slow it), the ledger's on a fresh stack of its own. Their 50,000 rows each take minutes to write,
 * loaded with the table's stream off (local-admin.ts): the two are written at once, on two stacks, before either
 * measures; the ledger's stack then idles while the users' lists are measured. Before each section, the stacks
 * neither it nor a section prepared for later uses are stopped: the start-up (which brings its own stacks) and the
 * Lambda bundles run with none up. Everything started is stopped at the end, on failure and on Ctrl-C (cleanup.ts).
 */

interface Stacks {
  shared: LazyStack;
  small: LazyStack;
  ledger: LazyStack;
}

type Measure = () => Promise<Row[]>;

interface Section extends Named {
  /** The stacks it runs on. */
  uses: readonly (keyof Stacks)[];
  /** Writes what it measures, unmeasured, and answers the measure. */
  prepare: (stacks: Stacks, progress: Progress) => Promise<Measure>;
  /** Prepares at once with the sections after it that do too, before any of them measures. */
  preparesAhead?: true;
}

/** A section that writes nothing ahead, run with no stack of the bench's up (it may bring its own). */
function alone(run: (progress: Progress) => Promise<Row[]>): Pick<Section, 'uses' | 'prepare'> {
  return { uses: [], prepare: async (_stacks, progress) => () => run(progress) };
}

/** A section on the shared stack. */
function onShared(run: (stack: BenchStack, progress: Progress) => Promise<Row[]>): Pick<Section, 'uses' | 'prepare'> {
  return {
    uses: ['shared'],
    prepare: async ({ shared }, progress) => {
      const stack = await shared.get().catch(() => Promise.reject(new Error('The shared stack did not start (see above).')));
      return () => run(stack, progress);
    },
  };
}

const sizes = (list: readonly number[]) => list.map((size) => size.toLocaleString('en')).join(' and ');

const SECTIONS: readonly Section[] = [
  { name: 'start', about: 'first start and restart of the local stack to healthy (data on disk)', ...alone(measureStartUp) },
  { name: 'health', about: 'GET /api/health, a fresh check, then under 50 connections', ...onShared(({ info }) => measureHealth(info)) },
  { name: 'uploads', about: 'upload finished → file verified (a video, an image)', ...onShared(({ info }) => measureUploadChecks(info)) },
  { name: 'exchange', about: 'GET /api/campaigns at 1,000 and 20,000 open campaigns', ...onShared(async ({ info }, progress) => exchangeRows(await measureExchange(info, progress))) },
  {
    name: 'notifications',
    about: 'unread count and notification pages under load, event → socket push, dispatcher throughput',
    ...onShared(async ({ info }, progress) => notificationRows(await measureNotifications(info, progress))),
  },
  {
    name: 'chat',
    about: `send → delivered with ${CHAT_SOCKETS} sockets open, history pages of a ${HISTORY_MESSAGES.toLocaleString('en')}-message channel`,
    ...onShared(async (stack, progress) => chatRows(await measureChat(stack, progress))),
  },
  {
    name: 'delivery',
    about: 'brief check of a video, watermarked previews of a video and pictures, zip of a campaign',
    ...onShared(async ({ info }, progress) => deliveryRows(await measureDelivery(info, progress))),
  },
  {
    name: 'library',
    about: `the company's content library, first page and videos only, at ${sizes(LIBRARY_SIZES)} files`,
    ...onShared(async ({ info }, progress) => libraryRows(await measureLibrary(info, progress))),
  },
  { name: 'web', about: '/signin first-load JavaScript and time to its form, then Lighthouse mobile (Chromium)', ...onShared(({ info }, progress) => measureWeb(info.url, progress)) },
  {
    name: 'admin-lists',
    about: `admin users search and list at ${sizes(ADMIN_LIST_SIZES)} creators (small stack, shared stack)`,
    uses: ['small', 'shared'],
    prepare: ({ small, shared }, progress) => prepareAdminLists({ small, large: shared }, progress),
    preparesAhead: true,
  },
  {
    name: 'transactions',
    about: `admin transactions list and search at ${sizes(TRANSACTION_LIST_SIZES)} payouts (small stack, ledger stack), CSV export`,
    uses: ['small', 'ledger'],
    prepare: ({ small, ledger }, progress) => prepareTransactions({ small, large: ledger }, progress),
    preparesAhead: true,
  },
  { name: 'lambdas', about: 'Lambda bundle sizes and cold starts', ...alone(() => measureLambdas()) },
];

const load = () => os.loadavg()[0]?.toFixed(1);

/** Starts timing: answers a function that tells the time since, wall-clock and CPU (processes.ts). */
function stopwatch(): (name: string, failed?: boolean) => Timing {
  const started = { ms: performance.now(), cpu: benchCpuSeconds() };
  return (name, failed = false) => {
    const cpu = benchCpuSeconds();
    return { name, ms: performance.now() - started.ms, cpuSeconds: cpu === undefined || started.cpu === undefined ? undefined : cpu - started.cpu, failed };
  };
}

async function main(): Promise<number> {
  const choice = parseArguments(process.argv.slice(2), SECTIONS);
  if (choice.help) {
    console.log(usage(SECTIONS));
    return 0;
  }
  exitOnSignals();
  const leftovers = await removeLeftovers();
  if (leftovers) console.log(`Removed ${leftovers} scratch director${leftovers === 1 ? 'y' : 'ies'} of bench runs that were killed.`);
  const selected = SECTIONS.filter(({ name }) => !choice.only || choice.only.has(name));
  console.log(`Bench on ${os.cpus().length} cores, Node ${process.version}, load average ${load()}: ${selected.map(({ name }) => name).join(', ')}\n`);

  const timings: Timing[] = [];
  /** Runs `work`, prints and keeps its time; a failure is printed, and the bench goes on. */
  const timed = async (name: string, work: () => Promise<void>) => {
    const elapsed = stopwatch();
    let failed = false;
    try {
      await work();
    } catch (error) {
      failed = true;
      console.error(`✗ ${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    }
    const timing = elapsed(name, failed);
    timings.push(timing);
    console.log(`  (${name}: ${timingText(timing)}, load average ${load()})\n`);
  };

  // The small and ledger stacks hold the rows they measure and the demo's accounts (the admin reads them), no more.
  const stacks: Stacks = { shared: new LazyStack('shared'), small: new LazyStack('small', { seed: 'accounts' }), ledger: new LazyStack('ledger', { seed: 'accounts' }) };
  /** The measures of sections prepared ahead, not yet run. */
  const prepared = new Map<Section, Promise<Measure>>();
  const total = stopwatch();
  try {
    for (const [index, section] of selected.entries()) {
      const needed = new Set([section, ...prepared.keys()].flatMap(({ uses }) => uses));
      for (const name of ['shared', 'small', 'ledger'] as const) if (!needed.has(name)) await stacks[name].stop();
      if (section.uses.includes('shared') && !stacks.shared.started) {
        await timed('shared stack start', async () => {
          progressOf('shared stack')('starting a fresh local stack (data in memory)');
          await stacks.shared.get();
        });
      }
      if (section.preparesAhead && !prepared.has(section)) {
        const next = selected.slice(index).findIndex((later) => !later.preparesAhead);
        const group = selected.slice(index, next < 0 ? undefined : index + next);
        await timed(`${group.map(({ name }) => name).join(' + ')}: writing`, async () => {
          for (const each of group) {
            const progress = progressOf(each.name);
            progress(each.about);
            prepared.set(each, each.prepare(stacks, progress));
          }
          // Each failure is told by its section's measure.
          await Promise.allSettled(prepared.values());
        });
      }
      await timed(section.name, async () => {
        const progress = progressOf(section.name);
        let measure = prepared.get(section);
        prepared.delete(section);
        if (!measure) {
          progress(section.about);
          measure = section.prepare(stacks, progress);
        }
        printRows(await (await measure)());
      });
    }
  } finally {
    await stopAll();
  }
  console.log(`Durations (wall-clock, and the CPU time of the bench with all it started; load average now ${load()}):`);
  printTimings([...timings, total('total')]);
  return timings.some(({ failed }) => failed) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  async (error: unknown) => {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${usage(SECTIONS)}`);
      process.exit(2);
    }
    console.error(error);
    await stopAll();
    process.exit(1);
  },
);
