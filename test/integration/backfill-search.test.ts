import { execFile } from 'node:child_process';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { userKey, userNameEntryKey } from '../../lambdas/data/keys';
import type { AdminUserList } from '../../shared/domain/admin-users';
import { table } from '../support/accounts';
import { adminToken, readyCompany } from '../support/profiles';
import { api, stack } from '../support/stack';

const ROOT = path.resolve(__dirname, '..', '..');
const run = promisify(execFile);

/** `npm run backfill:search`, as an operator runs it after deploying the users search, against this run's stack. */
function backfill(args: string[] = []) {
  return run(process.execPath, [require.resolve('tsx/cli'), path.join(ROOT, 'scripts', 'backfill-search.ts'), ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: path.dirname(process.env.LOCAL_STACK_INFO_FILE ?? '') },
  });
}

describe('npm run backfill:search', () => {
  it('gives a profile written before the users search its entries, so the admins find it by e-mail and by name again', async () => {
    const company = await readyCompany({ companyName: 'Qahwa Backfill Traders', description: 'Coffee.', vatNumber: '300000000000003', businessAddress: 'Jeddah', showAddressToCreators: false });
    const tableName = stack().dynamodb.tableName;
    // As a profile of the version before the index: no e-mail key, no name entries.
    await table().send(new UpdateCommand({ TableName: tableName, Key: userKey(company.id), UpdateExpression: 'REMOVE GSI4PK, GSI4SK' }));
    for (let slot = 0; slot < 8; slot++) await table().send(new DeleteCommand({ TableName: tableName, Key: userNameEntryKey(company.id, slot) }));
    const admin = await adminToken();
    const find = async (search: string) => ((await api(`/admin/companies?search=${encodeURIComponent(search)}`, { token: admin })).body as unknown as AdminUserList).data.map((row) => row.id);
    expect(await find(company.email)).not.toContain(company.id);

    const { stdout } = await backfill();
    expect(stdout).toMatch(/^company: [1-9]\d* profiles? given search entries in the local stack at /m);
    expect((await table().send(new GetCommand({ TableName: tableName, Key: userKey(company.id), ConsistentRead: true }))).Item).toMatchObject({ GSI4PK: 'USERSEARCH#company' });
    expect(await find(company.email)).toContain(company.id);
    expect(await find('backfill traders')).toContain(company.id);
    // Repeated, it finds nothing left to do for that profile.
    expect((await backfill()).stdout).toContain('company: 0 profiles given search entries');
  });

  it('refuses a --region without a --stage, in one line', async () => {
    await expect(backfill(['--region', 'me-south-1'])).rejects.toMatchObject({ stderr: '--region applies to a deployed stack only: pass --stage too.\n' });
  });
});
