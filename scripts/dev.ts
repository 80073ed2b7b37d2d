import './local/quiet-sdk';
import './local/log-mode';
import * as path from 'node:path';
import { LocalStackProblem } from './local/problem';
import { startLocalStack } from './local/stack';

/**
 * `npm start`: the whole product on this machine. Ports come from PORT, DYNAMODB_PORT, S3_PORT and
 * COGNITO_PORT (or STACK_PORTS=auto for free ones), data from DATA_DIR (default .data).
 */

const env = process.env;
const numberFrom = (name: string, fallback: number) => {
  const value = Number(env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    console.error(`${name} must be a port number, got "${env[name]}".`);
    process.exit(1);
  }
  return value;
};

const started = Date.now();
const log = (line: string) => console.log(`[local] ${line}`);
const ports =
  env.STACK_PORTS === 'auto'
    ? ('auto' as const)
    : { gateway: numberFrom('PORT', 3000), dynamodb: numberFrom('DYNAMODB_PORT', 8000), s3: numberFrom('S3_PORT', 4569), cognito: numberFrom('COGNITO_PORT', 9229) };

startLocalStack({ dataDir: env.DATA_DIR ?? path.resolve(__dirname, '..', '.data'), ports, watch: env.WATCH !== 'false', log }).then(
  ({ info, stop }) => {
    console.log(`
  UGC marketplace is running (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)
    app        ${info.url}
    api        ${info.apiUrl}/health
    mailbox    ${info.mailDir}
  Demo accounts (password ${info.demoPassword}):
${info.seeded.map(({ role, email }) => `    ${role.padEnd(8)}   ${email}${role === 'admin' ? `   (sign in at ${info.url}/admin/signin)` : ''}`).join('\n')}
  Ctrl-C stops everything.
`);
    let stopping = false;
    const shutdown = () => {
      if (stopping) return;
      stopping = true;
      log('stopping…');
      stop().then(() => process.exit(0));
    };
    process.on('SIGINT', shutdown);
    process.on('SIGTERM', shutdown);
  },
  (error: unknown) => {
    if (error instanceof LocalStackProblem) console.error(`Cannot start: ${error.message}`);
    else console.error('Cannot start:', error);
    process.exit(1);
  },
);
