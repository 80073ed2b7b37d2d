import { stopStackProcess } from '../../scripts/local/stack-process';

export default async function globalTeardown(): Promise<void> {
  if (globalThis.__LOCAL_STACK__) await stopStackProcess(globalThis.__LOCAL_STACK__);
}
