import '../local/quiet-sdk';
import * as os from 'node:os';
import { ADMIN_LIST_SIZES, adminListRows, measureAdminLists } from './admin-lists';
import { exchangeRows, measureExchange } from './campaigns';
import { CHAT_SOCKETS, chatRows, HISTORY_MESSAGES, measureChat } from './chat';
import { exitOnSignals, removeLeftovers, stopAll } from './cleanup';
import { parseArguments, usage, UsageError, type Named } from './cli';
import { measureLambdas } from './cold-start';
import { deliveryRows, measureDelivery } from './delivery';
import { measureHealth } from './health';
import { measureNotifications, notificationRows } from './notifications';
import { benchCpuSeconds } from './processes';
import { printRows, printTimings, progressOf, timingText, type Progress, type Row, type Timing } from './report';
import { LazyStack, type BenchStack } from './stacks';
import { measureStartUp } from './startup';
import { measureTransactions, TRANSACTION_LIST_SIZES, transactionRows } from './transactions';
import { measureUploadChecks } from './uploads';
import { measureWeb } from './web';

/**
 * `npm run bench`: the figures the issues ask for, measured on this machine, section by section, each printed as soon
 * as it is done; `--only <section,…>` runs some (cli.ts).
 *
 * The sections run one after another, never side by side. Most run on the shared stack (fresh, data in memory),
 * started before the first of them; the admin lists and transactions measure their large size on it too, beside a
 * small stack they share (local-admin.ts). Before each section, the stacks it does not use are stopped: the start-up
 * (which brings its own) and the Lambda bundles run with no stack up. Everything started is stopped at the end, on
 * failure and on Ctrl-C (cleanup.ts).
 */

interface Stacks {
  shared: LazyStack;
  small: LazyStack;
}

interface Section extends Named {
  /** The stacks it runs on: the others are stopped before it starts. */
  uses: readonly (keyof Stacks)[];
  run: (stacks: Stacks, progress: Progress) => Promise<Row[]>;
}

/** A section on the shared stack. */
function onShared(run: (stack: BenchStack, progress: Progress) => Promise<Row[]>): Pick<Section, 'uses' | 'run'> {
  return {
    uses: ['shared'],
    run: async ({ shared }, progress) => run(await shared.get().catch(() => Promise.reject(new Error('The shared stack did not start (see above).'))), progress),
  };
}

const sizes = (list: readonly number[]) => list.map((size) => size.toLocaleString('en')).join(' and ');

const SECTIONS: readonly Section[] = [
  { name: 'start', about: 'first start and restart of the local stack to healthy (data on disk)', uses: [], run: (_stacks, progress) => measureStartUp(progress) },
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
  { name: 'web', about: '/signin first-load JavaScript and time to its form, then Lighthouse mobile (Chromium)', ...onShared(({ info }, progress) => measureWeb(info.url, progress)) },
  {
    name: 'admin-lists',
    about: `admin users search and list at ${sizes(ADMIN_LIST_SIZES)} creators (on a small stack and the shared one)`,
    uses: ['shared', 'small'],
    run: async ({ shared, small }, progress) => adminListRows(await measureAdminLists({ small, large: shared }, progress)),
  },
  {
    name: 'transactions',
    about: `admin transactions list and search at ${sizes(TRANSACTION_LIST_SIZES)} payouts (likewise), CSV export`,
    uses: ['shared', 'small'],
    run: async ({ shared, small }, progress) => transactionRows(await measureTransactions({ small, large: shared }, progress)),
  },
  { name: 'lambdas', about: 'Lambda bundle sizes and cold starts', uses: [], run: () => measureLambdas() },
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

  const stacks: Stacks = { shared: new LazyStack('shared'), small: new LazyStack('small') };
  const total = stopwatch();
  try {
    for (const section of selected) {
      for (const name of ['shared', 'small'] as const) if (!section.uses.includes(name)) await stacks[name].stop();
      if (section.uses.includes('shared') && !stacks.shared.started) {
        await timed('shared stack start', async () => {
          progressOf('shared stack')('starting a fresh local stack (data in memory)');
          await stacks.shared.get();
        });
      }
      await timed(section.name, async () => {
        const progress = progressOf(section.name);
        progress(section.about);
        printRows(await section.run(stacks, progress));
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
