import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { counterKey, roleCounterName } from '../../lambdas/data/keys';
import { nameEntryItems, userToItem } from '../../lambdas/data/users';
import type { AdminUserList } from '../../shared/domain/admin-users';
import type { SignUpRole } from '../../shared/domain/constants';
import { codePointOrder, normalizeSearchText } from '../../shared/domain/search-text';
import type { User } from '../../shared/domain/user';
import { confirm, newMember, signUp, table, TEST_PASSWORD, uniqueEmail } from '../support/accounts';
import { api, demoEmail, signIn, stack } from '../support/stack';

/** `GET /admin/{companies|creators}` (issue 13): the admins' Users screen, sorted, searched and paged from indexes. */

type ListAnswer = { status: number; body: AdminUserList & { code?: string; fields?: Record<string, string> } };

let adminToken: string | undefined;
async function admin(): Promise<string | undefined> {
  adminToken ??= (await signIn('admins', demoEmail('admin'))).AccessToken;
  return adminToken;
}

async function list(userType: string, query: Record<string, string | number> = {}, token?: string): Promise<ListAnswer> {
  const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)])).toString();
  const answer = await api(`/admin/${userType}${search ? `?${search}` : ''}`, { token: token ?? (await admin()) });
  return answer as unknown as ListAnswer;
}

/** A word no other user's name or address starts with: lower-case Latin letters, or Arabic letters. */
function uniqueWord(script: 'latin' | 'arabic'): string {
  const letters = script === 'latin' ? 'bcdfghjklmnpqrstvwxz' : 'بتثجحخدذرزسشصضطظعغفقكلمن';
  const bytes = randomUUID().replace(/-/g, '');
  return Array.from({ length: 8 }, (_, i) => letters[parseInt(bytes.slice(i * 2, i * 2 + 2), 16) % letters.length]).join('');
}

/** A confirmed, signed-in member signed up with this name, its profile made by the PostConfirmation trigger. */
async function memberNamed(role: SignUpRole, fullName: string, emailLabel = role) {
  const email = uniqueEmail(emailLabel);
  const id = await signUp(email, role, { fullName, country: 'SA' });
  await confirm(email);
  const { AccessToken } = await signIn('users', email, TEST_PASSWORD);
  return { id, email, token: AccessToken };
}

/** Users written straight into the table as sign-up writes them (profile, guard, name entries), for the paging cases. */
async function writeUsers(role: SignUpRole, names: readonly string[]): Promise<User[]> {
  const users: User[] = names.map((fullName, index) => ({
    id: randomUUID(),
    role,
    email: `${uniqueEmail('paged')}`,
    fullName,
    profileCompleted: true,
    activeCampaignsCount: 0,
    status: 'Active',
    createdAt: new Date(Date.now() - index * 1000).toISOString(),
  }));
  const items = users.flatMap((user) => [userToItem(user), ...nameEntryItems(role, user.id, user.fullName)]);
  for (let start = 0; start < items.length; start += 25) {
    await table().send(
      new BatchWriteCommand({ RequestItems: { [stack().dynamodb.tableName]: items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } })) } }),
    );
  }
  return users;
}

const idsOf = (answer: ListAnswer) => answer.body.data.map((user) => user.id);

describe('GET /admin/{companies|creators}: who may list', () => {
  it('is for admins only: a creator and a company get 403 FORBIDDEN, a visitor 401', async () => {
    const creator = await newMember('creator');
    const company = await newMember('company');
    for (const token of [creator.token, company.token]) {
      const refused = await list('creators', {}, token);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('FORBIDDEN');
    }
    expect((await api('/admin/companies')).status).toBe(401);
  });

  it('refuses an unknown user type, order or field with 400', async () => {
    expect((await list('admins')).body.code).toBe('INVALID_USER_TYPE');
    const badSort = await list('creators', { sortBy: 'password' });
    expect(badSort.status).toBe(400);
    expect(badSort.body.fields).toEqual({ sortBy: 'valueInvalid' });
    const tooLong = await list('creators', { search: 'x'.repeat(101) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fields).toEqual({ search: 'titleTooLong' });
    expect((await list('creators', { role: 'admin' })).body.fields).toEqual({ role: 'unknownField' });
  });
});

describe('GET /admin/{companies|creators}: search', () => {
  it('finds a company by the start of its e-mail address, any case, and only among companies', async () => {
    const company = await newMember('company');
    const prefix = company.email.slice(0, company.email.indexOf('@') - 2).toUpperCase();
    const found = await list('companies', { search: prefix });
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ page: 1, totalEntries: 1, totalPages: 1, totalIsLowerBound: false });
    expect(found.body.data).toEqual([
      expect.objectContaining({ id: company.id, role: 'company', email: company.email, fullName: 'Test Person', status: 'Active', profileCompleted: false }),
    ]);
    // The whole address, with its @, reads e-mail entries only; the same search among creators finds nobody.
    expect(idsOf(await list('companies', { search: company.email }))).toEqual([company.id]);
    expect((await list('creators', { search: prefix })).body).toMatchObject({ data: [], totalEntries: 0, totalPages: 0 });
  });

  it('finds a creator by the start of any word of an English name, whatever the case', async () => {
    const word = uniqueWord('latin');
    const creator = await memberNamed('creator', `Sara ${word[0]?.toUpperCase()}${word.slice(1)}-Smith`);
    for (const search of [word.slice(0, 5), `sara ${word.slice(0, 4)}`, `${word} SMI`, `${word.toUpperCase()}`]) {
      expect([search, idsOf(await list('creators', { search }))]).toEqual([search, [creator.id]]);
    }
    expect(idsOf(await list('creators', { search: `${word}x` }))).toEqual([]);
  });

  it('finds an Arabic name by any spelling of alef, hamza, teh marbuta and diacritics, and by a later word', async () => {
    const family = uniqueWord('arabic');
    const creator = await memberNamed('creator', `إبراهيم ${family}ة`);
    for (const search of [`ابراهيم ${family.slice(0, 3)}`, `إِبْرَاهِيم ${family}ه`, family.slice(0, 4), `${family}ة`]) {
      expect([search, idsOf(await list('creators', { search }))]).toEqual([search, [creator.id]]);
    }
    const { body } = await list('creators', { search: family });
    expect(body.data[0]).toMatchObject({ id: creator.id, fullName: `إبراهيم ${family}ة` });
  });

  it('follows a change of name (PUT /user) and forgets a deleted account', async () => {
    const [before, after] = [uniqueWord('latin'), uniqueWord('latin')];
    const creator = await memberNamed('creator', `${before} Person`);
    expect(idsOf(await list('creators', { search: before }))).toEqual([creator.id]);
    const renamed = await api('/user', { method: 'PUT', token: creator.token, body: JSON.stringify({ fullName: `Noura ${after}` }) });
    expect(renamed.status).toBe(200);
    expect(renamed.body.fullName).toBe(`Noura ${after}`);
    expect(idsOf(await list('creators', { search: before }))).toEqual([]);
    expect(idsOf(await list('creators', { search: after }))).toEqual([creator.id]);
    // A change of country alone leaves the name entries as they are.
    expect((await api('/user', { method: 'PUT', token: creator.token, body: JSON.stringify({ country: 'AE' }) })).status).toBe(200);
    expect(idsOf(await list('creators', { search: after }))).toEqual([creator.id]);

    expect((await api('/user', { method: 'DELETE', token: creator.token })).status).toBe(204);
    expect(idsOf(await list('creators', { search: after }))).toEqual([]);
    expect(idsOf(await list('creators', { search: creator.email }))).toEqual([]);
  });

  it('follows a company profile save, which names the company', async () => {
    const word = uniqueWord('latin');
    const company = await newMember('company');
    const saved = await api('/company/profile', {
      method: 'PUT',
      token: company.token,
      body: JSON.stringify({ companyName: `${word} Roasters`, vatNumber: '300000000000003', businessAddress: 'Riyadh', showAddressToCreators: false }),
    });
    expect(saved.status).toBe(200);
    expect((await list('companies', { search: `${word} roa` })).body.data).toEqual([expect.objectContaining({ id: company.id, fullName: `${word} Roasters`, profileCompleted: true })]);
    expect(idsOf(await list('companies', { search: 'roasters' }))).toContain(company.id);
  });

  it('lists matches by the text that matched, each user once', async () => {
    // Starting with w, the word sorts after "charlie" whatever its other letters.
    const word = `w${uniqueWord('latin')}`;
    const users = await writeUsers('creator', [`${word} Charlie`, `${word} alpha`, `Bravo ${word}`, `${word} ${word}`]);
    const { body } = await list('creators', { search: word });
    const byName = new Map(users.map((user) => [user.id, user.fullName]));
    // Keys sort as the index sorts them, `<text>#<id>`: "w alpha#", "w charlie#", "w w#", then Bravo by its later
    // word, "w#" (a space sorts before #).
    expect(body.data.map((user) => byName.get(user.id))).toEqual([`${word} alpha`, `${word} Charlie`, `${word} ${word}`, `Bravo ${word}`]);
    expect(body).toMatchObject({ totalEntries: 4, totalPages: 1, totalIsLowerBound: false });
  });
});

describe('GET /admin/{companies|creators}: pages, totals and order', () => {
  it('pages a search: exact totals while every match is counted, each user on one page', async () => {
    const word = uniqueWord('latin');
    const users = await writeUsers('company', Array.from({ length: 23 }, (_, i) => `${word} Company ${String(i).padStart(2, '0')}`));
    const pages = await Promise.all([1, 2, 3].map((page) => list('companies', { search: word, page })));
    for (const { body } of pages) expect(body).toMatchObject({ totalEntries: 23, totalPages: 3, totalIsLowerBound: false });
    expect(pages.map(({ body }) => body.data.length)).toEqual([10, 10, 3]);
    const listed = pages.flatMap(idsOf);
    expect(new Set(listed)).toEqual(new Set(users.map((user) => user.id)));
    expect(listed).toEqual([...users].sort((a, b) => codePointOrder(a.fullName.toLowerCase(), b.fullName.toLowerCase())).map((user) => user.id));
    expect((await list('companies', { search: word, page: 4 })).body).toMatchObject({ data: [], totalEntries: 23 });
  });

  it('says "at least" once more users match than a search counts, and offers the next page', async () => {
    const word = uniqueWord('latin');
    await writeUsers('creator', Array.from({ length: 64 }, (_, i) => `${word} Creator ${String(i).padStart(2, '0')}`));
    const first = await list('creators', { search: word });
    expect(first.body).toMatchObject({ totalEntries: 50, totalIsLowerBound: true, totalPages: 6 });
    const sixth = await list('creators', { search: word, page: 6 });
    expect(sixth.body.data.map((user) => user.fullName)).toEqual(Array.from({ length: 10 }, (_, i) => `${word} Creator ${String(50 + i)}`));
    expect(sixth.body.totalEntries).toBeGreaterThanOrEqual(60);
    const seventh = await list('creators', { search: word, page: 7 });
    expect(seventh.body).toMatchObject({ totalEntries: 64, totalPages: 7, totalIsLowerBound: false });
    expect(seventh.body.data).toHaveLength(4);
  });

  it('counts every user of the role without a search, from the role counter', async () => {
    await newMember('creator');
    const counted = async () =>
      Number((await table().send(new GetCommand({ TableName: stack().dynamodb.tableName, Key: counterKey(roleCounterName('creator')) }))).Item?.count);
    // Other test files sign up creators meanwhile: the answer's total lies between two reads of the counter.
    const before = await counted();
    const { body } = await list('creators');
    const after = await counted();
    expect(body.totalEntries).toBeGreaterThanOrEqual(before);
    expect(body.totalEntries).toBeLessThanOrEqual(after);
    expect(body.totalPages).toBe(Math.ceil(body.totalEntries / 10));
    expect(body.totalEntries).toBeGreaterThan(200);
    expect(body.totalIsLowerBound).toBe(false);
    // A page past the end reads no rows (well past it: other test files sign up creators meanwhile).
    const past = (await list('creators', { page: body.totalPages + 100 })).body;
    expect(past.data).toEqual([]);
    expect(past.totalEntries).toBeGreaterThanOrEqual(body.totalEntries);
  });

  it('lists newest first by default, and by name or e-mail either way', async () => {
    const newest = await list('companies');
    const createdAt = newest.body.data.map((user) => user.createdAt);
    expect(createdAt).toEqual([...createdAt].sort().reverse());
    const oldest = await list('companies', { sortBy: 'createdAt', sortOrder: 'asc' });
    expect(oldest.body.data.map((user) => user.createdAt)).toEqual(oldest.body.data.map((user) => user.createdAt).sort());
    expect(oldest.body.data[0]?.createdAt.localeCompare(createdAt.at(-1) ?? '')).toBeLessThan(0);

    // The index's own keys: the text, # and the id (a name that is the start of another sorts after it).
    for (const [sortBy, keyOf] of [
      ['email', (user: { id: string; email: string }) => `${user.email}#${user.id}`],
      ['fullName', (user: { id: string; fullName: string }) => `${normalizeSearchText(user.fullName)}#${user.id}`],
    ] as const) {
      const ascending = (await list('creators', { sortBy, sortOrder: 'ASC' })).body.data.map(keyOf);
      const second = (await list('creators', { sortBy, sortOrder: 'ASC', page: 2 })).body.data.map(keyOf);
      const descending = (await list('creators', { sortBy, sortOrder: 'DESC' })).body.data.map(keyOf);
      expect([sortBy, ascending]).toEqual([sortBy, [...ascending].sort(codePointOrder)]);
      expect(codePointOrder(ascending.at(-1) ?? '', second[0] ?? '')).toBeLessThanOrEqual(0);
      expect([sortBy, descending]).toEqual([sortBy, [...descending].sort(codePointOrder).reverse()]);
      expect(codePointOrder(descending[0] ?? '', ascending.at(-1) ?? '')).toBeGreaterThan(0);
    }
  });

  it('shows a demo directory of Arabic and English names on a fresh stack', async () => {
    const { body } = await list('companies', { search: 'مقهى' });
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data[0]?.fullName).toMatch(/^مقهى الرياض/);
    // A family or place name is found without its article, as people type it.
    expect((await list('companies', { search: 'رياض' })).body.data.map((user) => user.fullName)).toContain('مقهى الرياض');
  });
});

describe('PUT /admin/{userType}/{id}/status from the list', () => {
  it('deactivates a creator found by the search: the list says Inactive and their next request is refused', async () => {
    const word = uniqueWord('latin');
    const creator = await memberNamed('creator', `${word} Deactivated`);
    const [found] = (await list('creators', { search: word })).body.data;
    expect(found).toMatchObject({ id: creator.id, status: 'Active' });

    const off = await api(`/admin/creators/${creator.id}/status`, { method: 'PUT', token: await admin(), body: JSON.stringify({ status: 'Inactive' }) });
    expect(off.status).toBe(200);
    expect((await list('creators', { search: word })).body.data[0]).toMatchObject({ id: creator.id, status: 'Inactive' });
    const refused = await api(`/user?email=${encodeURIComponent(creator.email)}`, { token: creator.token });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('ACCOUNT_INACTIVE');

    expect((await api(`/admin/creators/${creator.id}/status`, { method: 'PUT', token: await admin(), body: JSON.stringify({ status: 'Active' }) })).status).toBe(200);
    expect((await list('creators', { search: word })).body.data[0]).toMatchObject({ status: 'Active' });
  });

  it('toggles a demo directory user, who has no sign-in to refuse', async () => {
    const { body } = await list('creators', { search: 'sara.haddad1@' });
    const [sara] = body.data;
    expect(sara).toMatchObject({ fullName: 'Sara Haddad' });
    const path = `/admin/creators/${sara?.id}/status`;
    expect((await api(path, { method: 'PUT', token: await admin(), body: JSON.stringify({ status: 'Inactive' }) })).body.status).toBe('Inactive');
    expect((await api(path, { method: 'PUT', token: await admin(), body: JSON.stringify({ status: 'Active' }) })).body.status).toBe('Active');
  });
});
