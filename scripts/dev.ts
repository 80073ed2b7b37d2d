import './local/quiet-sdk';
import './local/log-mode';
import * as path from 'node:path';
import { LocalStackProblem } from './local/problem';
import { DEMO_ADMIN_TOTP_FILE } from './local/seed-admin-totp';
import { startLocalStack, type StackPorts } from './local/stack';

/**
 * `npm start`: the whole product on this machine. Ports come from PORT, DYNAMODB_PORT, S3_PORT and COGNITO_PORT;
 * with STACK_PORTS=auto, free ones are picked for those not set. Data from DATA_DIR (default .data). The stack stops
 * when its parent process is gone, or the process STACK_OWNER_PID names (stack-process.ts sets it). With
 * DYNAMODB_IN_MEMORY=true the table lives in DynamoDB Local's memory only (stack-process.ts sets it for a stack whose
 * data ends with it). SEED=accounts seeds the demo accounts alone (seed.ts: the bench's stacks that write their own rows).
 */

const env = process.env;
const portFrom = (name: string): number | undefined => {
  if (!env[name]) return undefined;
  const value = Number(env[name]);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    console.error(`${name} must be a port number, got "${env[name]}".`);
    process.exit(1);
  }
  return value;
};

const started = Date.now();
const log = (line: string) => console.log(`[local] ${line}`);
const given: Partial<StackPorts> = { gateway: portFrom('PORT'), dynamodb: portFrom('DYNAMODB_PORT'), s3: portFrom('S3_PORT'), cognito: portFrom('COGNITO_PORT') };
const ports =
  env.STACK_PORTS === 'auto'
    ? { auto: given }
    : { gateway: given.gateway ?? 3000, dynamodb: given.dynamodb ?? 8000, s3: given.s3 ?? 4569, cognito: given.cognito ?? 9229 };

let stopStack: (() => Promise<void>) | undefined;
let stopping = false;
/** Stops the running stack and exits; during the start, exits at once (the exit hooks kill what it has started). */
const shutdown = () => {
  if (stopping) return;
  stopping = true;
  log('stopping…');
  void (stopStack?.() ?? Promise.resolve()).then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

/** How often the stack checks that the processes that started it are still there. */
const STARTER_CHECK_MS = 1000;
/** Its parent (tsx's wrapper), and the test run or bench that started it (stack-process.ts), if any. */
const starters = [process.ppid, Number(env.STACK_OWNER_PID)].filter((pid) => Number.isInteger(pid) && pid > 1);
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process is there, but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};
// A stack whose starter is gone (killed, crashed) stops too, rather than living on orphaned.
setInterval(() => {
  if (!starters.every(alive)) shutdown();
}, STARTER_CHECK_MS).unref();

const dataDir = env.DATA_DIR ?? path.resolve(__dirname, '..', '.data');
startLocalStack({ dataDir, ports, watch: env.WATCH !== 'false', dynamodbInMemory: env.DYNAMODB_IN_MEMORY === 'true', seed: env.SEED === 'accounts' ? 'accounts' : 'demo', log }).then(
  ({ info, stop }) => {
    stopStack = stop;
    console.log(`
  UGC marketplace is running (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)
    app        ${info.url}
    api        ${info.apiUrl}/health
    mailbox    ${info.mailDir}
  Demo accounts (password ${info.demoPassword}):
${info.seeded.map(({ role, email }) => `    ${role.padEnd(8)}   ${email}${role === 'admin' ? `   (sign in at ${info.url}/admin/signin)` : ''}`).join('\n')}
  The demo admin's authenticator key (add it to an authenticator app; also in ${path.join(dataDir, DEMO_ADMIN_TOTP_FILE)}):
    ${info.demoAdminTotpSecret}
  Ctrl-C stops everything.
`);
  },
  (error: unknown) => {
    if (error instanceof LocalStackProblem) console.error(`Cannot start: ${error.message}`);
    else console.error('Cannot start:', error);
    process.exit(1);
  },
);
