import { execFile } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { uniqueEmail } from '../support/accounts';
import { api, signIn } from '../support/stack';

const ROOT = path.resolve(__dirname, '..', '..');
const run = promisify(execFile);

/** `npm run admin:create`, as an operator runs it, against the stack of this test run. */
function adminCreate(args: string[], dataDir = path.dirname(process.env.LOCAL_STACK_INFO_FILE ?? '')) {
  return run(process.execPath, [require.resolve('tsx/cli'), path.join(ROOT, 'scripts', 'admin-create.ts'), ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir },
  });
}

describe('npm run admin:create', () => {
  it('creates an admin in the admins pool with a profile, and prints a generated password that signs in', async () => {
    const email = uniqueEmail('ops');
    const { stdout } = await adminCreate([email, '--name', 'Ops Person']);
    const password = /^Password: (\S+)$/m.exec(stdout)?.[1];
    expect(password).toBeDefined();

    const { AccessToken } = await signIn('admins', email, password);
    const { status, body } = await api(`/user?email=${encodeURIComponent(email)}`, { token: AccessToken });
    expect(status).toBe(200);
    expect(body).toMatchObject({ email, role: 'admin', fullName: 'Ops Person', status: 'Active' });
    await expect(signIn('users', email, password)).rejects.toThrow();

    const again = await adminCreate([email]);
    expect(again.stdout).toContain('already exists');
    await expect(signIn('admins', email, password)).resolves.toBeDefined();
  });

  it('takes a password, and refuses one the pool would refuse', async () => {
    const email = uniqueEmail('ops');
    await adminCreate([email, '--password', 'Chosen-pass-9']);
    await expect(signIn('admins', email, 'Chosen-pass-9')).resolves.toBeDefined();
    await expect(adminCreate([uniqueEmail('ops'), '--password', 'weakpass'])).rejects.toMatchObject({
      stderr: expect.stringContaining('Should contain at least 1 lowercase letter, 1 uppercase letter, 1 number and 1 special character'),
    });
  });

  it('says in one line that the local stack is not running', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'ugc-no-stack-'));
    try {
      const failure = await adminCreate([uniqueEmail('ops')], empty).then(
        () => undefined,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failure?.code).toBe(1);
      expect(failure?.stderr.trim().split('\n').filter((line) => !line.startsWith('npm warn'))).toEqual([
        expect.stringMatching(/^The local stack is not running .*npm start/),
      ]);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
