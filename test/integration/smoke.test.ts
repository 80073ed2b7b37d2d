import { execFile } from 'node:child_process';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { stack } from '../support/stack';

/** `npm run smoke` against the local stack, as an operator runs it against a deployed stage: it must stay true. */

jest.setTimeout(240_000);

it('makes a whole deal against the running stack, every step timed, and deletes what it made', async () => {
  const dataDir = path.dirname(process.env.LOCAL_STACK_INFO_FILE ?? '');
  const { stdout } = await promisify(execFile)(process.execPath, [require.resolve('tsx/cli'), 'scripts/smoke.ts', '--url', stack().url], {
    cwd: path.resolve(__dirname, '..', '..'),
    env: { ...process.env, DATA_DIR: dataDir },
    timeout: 230_000,
  });
  const steps = stdout.split('\n').filter((line) => /^\s*\d+\. /.test(line));
  expect(steps.map((line) => line.replace(/\s+[\d.]+ s$/, '').replace(/^\s*\d+\. /, '').trim())).toEqual([
    'read the stage config and health',
    'sign up a company and a creator (AdminConfirmSignUp)',
    'make an admin for the run, TOTP set up',
    'complete both profiles; the admin approves the licence',
    'pay a campaign (sandbox) and see it published',
    'the creator applies; the company accepts',
    'upload a generated video and 5 pictures; their watermarked previews',
    'submit; the company approves; the campaign completes',
    'the creator adds a bank account; the admin sees it and pays the payout',
    'download the originals as a zip',
    'delete what the run made',
  ]);
  expect(stdout).toMatch(/Smoke test: 11 steps in [\d.]+ s/);
});
