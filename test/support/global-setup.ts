import { startStackProcess, type RunningStack } from '../../scripts/local/stack-process';

declare global {
  // The running stack, handed from global setup to global teardown (same process).
  var __LOCAL_STACK__: RunningStack | undefined;
}

/** Starts the local stack once for every integration and browser test of the run. */
export default async function globalSetup(): Promise<void> {
  const stack = await startStackProcess();
  globalThis.__LOCAL_STACK__ = stack;
  process.env.LOCAL_STACK_INFO_FILE = stack.infoFile;
}
