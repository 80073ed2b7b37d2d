import { randomUUID } from 'node:crypto';
import { ROUTES } from '../../shared/api/routes';
import { newMember } from '../support/accounts';
import { api } from '../support/stack';

/**
 * Issue 13: every route only admins may call (the `/admin/*` routes, `/transactions` and the rest of the route table's
 * admin-only entries) refuses a company and a creator with 403, whatever the route — listed from the route table
 * itself, so a new admin route is covered the day it is added.
 */

/** A value each path parameter accepts, so the refusal is the role's and never the parameter's. */
const SAMPLE: Record<string, string> = { userType: 'creators', number: 'INV-000001' };

const ADMIN_ONLY = Object.entries(ROUTES)
  .filter(([, route]) => route.access !== 'public' && route.access.length === 1 && route.access[0] === 'admin')
  .map(([name, route]) => ({ name, method: route.method, path: route.path.replace(/\{(\w+)\}/g, (_, param: string) => SAMPLE[param] ?? randomUUID()) }));

describe('admin-only routes', () => {
  it('are listed from the route table: /admin/*, /transactions and the compensation decisions among them', () => {
    const paths = ADMIN_ONLY.map(({ path }) => path);
    expect(paths.some((path) => path.startsWith('/transactions'))).toBe(true);
    expect(paths.filter((path) => path.startsWith('/admin/')).length).toBeGreaterThanOrEqual(8);
    expect(ADMIN_ONLY.map(({ name }) => name)).toEqual(expect.arrayContaining(['listCompensationRequests', 'decideCompensation', 'markPayoutPaid', 'listTransactions']));
  });

  it.each(['company', 'creator'] as const)('refuse a %s with 403 on every one', async (role) => {
    const member = await newMember(role);
    const answers = await Promise.all(
      ADMIN_ONLY.map(async ({ name, method, path }) => {
        const { status } = await api(path, { method, token: member.token ?? '', ...(method === 'GET' ? {} : { body: '{}' }) });
        return `${name} ${method} ${path.replace(/[0-9a-f-]{36}/g, '{id}')}: ${status}`;
      }),
    );
    expect(answers.filter((answer) => !answer.endsWith(': 403'))).toEqual([]);
  });
});
