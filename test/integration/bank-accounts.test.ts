import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { defaultBankAccountCheck, getDefaultBankAccount } from '../../lambdas/data/bank-accounts';
import { bankAccountKey, bankAccountSetKey } from '../../lambdas/data/keys';
import type { BankAccountList, BankAccountView } from '../../shared/domain/bank-accounts';
import { newMember, table } from '../support/accounts';
import type { Member } from '../support/profiles';
import { api, signIn, stack, useLambdaEnvironment } from '../support/stack';

/**
 * Creators' bank accounts on the local stack (issue 13): added with a Saudi IBAN and SWIFT code, listed masked (the
 * whole IBAN or account number never in any answer), one default always, at most five even when added at once; the
 * default a payout reads and the check its transaction holds.
 */

const tokenOf = (member: Member) => member.token ?? '';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
/** Valid checksums (ibantools' composeIBAN): Al Rajhi (80, the registry's example), SNB (10), Riyad Bank (20), and a code this product does not know (33). */
const IBANS = {
  rajhi: 'SA0380000000608010167519',
  snb: 'SA5110000000012345678901',
  riyad: 'SA8020000000002223334445',
  unknown: 'SA8433000000000011112222',
};
const SWIFT = { rajhi: 'RJHISARI', snb: 'NCBKSAJE', riyad: 'RIBLSARI' };

const account = (fields: Record<string, unknown> = {}) => ({ holderName: 'Noura Al-Qahtani', iban: IBANS.rajhi, swiftCode: SWIFT.rajhi, ...fields });

function post(member: Member, body: Record<string, unknown>) {
  return api('/payment/bank-accounts', { method: 'POST', token: tokenOf(member), body: JSON.stringify(body) });
}

async function add(member: Member, body: Record<string, unknown>): Promise<BankAccountView> {
  const answer = await post(member, body);
  if (answer.status !== 201) throw new Error(`POST /payment/bank-accounts answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body as unknown as BankAccountView;
}

async function accountsOf(member: Member): Promise<BankAccountView[]> {
  const { status, body } = await api('/payment/bank-accounts', { token: tokenOf(member) });
  expect(status).toBe(200);
  return (body as unknown as BankAccountList).bankAccounts;
}

/** Every answer's text, to check no IBAN or account number leaves the API whole. */
const answered: string[] = [];
const noWholeNumbers = () => {
  const text = answered.join('\n');
  for (const iban of Object.values(IBANS)) {
    expect(text).not.toContain(iban);
    expect(text).not.toContain(iban.slice(6));
  }
  expect(text).not.toContain('608010167519');
};

async function recorded<T extends { body: unknown }>(answer: Promise<T>): Promise<T> {
  const done = await answer;
  answered.push(JSON.stringify(done.body));
  return done;
}

beforeAll(() => {
  // The payout's data functions (getDefaultBankAccount, defaultBankAccountCheck) read the table from the configuration.
  useLambdaEnvironment();
});

describe('bank accounts', () => {
  it('adds, lists masked (default first), switches the default and removes; removing the default promotes the newest', async () => {
    const creator = await newMember('creator');
    expect(await accountsOf(creator)).toEqual([]);
    const first = (await recorded(post(creator, account({ iban: 'sa03 8000 0000 6080 1016 7519', accountNumber: '6080 1016 7519', swiftCode: 'rjhi sari' })))).body as unknown as BankAccountView;
    expect(first).toEqual({
      id: expect.any(String),
      holderName: 'Noura Al-Qahtani',
      bankName: 'Al Rajhi Bank',
      bankCode: '80',
      ibanLast4: '7519',
      ibanMasked: 'SA•• •••• •••• •••• •••• 7519',
      accountLast4: '7519',
      swiftCode: 'RJHISARI',
      isDefault: true,
      createdAt: expect.any(String),
    });
    const second = (await recorded(post(creator, account({ iban: IBANS.snb, swiftCode: SWIFT.snb, bankName: 'Not the bank' })))).body as unknown as BankAccountView;
    const third = (await recorded(post(creator, account({ iban: IBANS.unknown, swiftCode: 'ABCDSARI', bankName: 'Future Bank' })))).body as unknown as BankAccountView;
    // A known code names the bank, whatever was sent; an unknown one keeps the name typed.
    expect([second.bankName, second.isDefault, third.bankName, third.isDefault]).toEqual(['The Saudi National Bank', false, 'Future Bank', false]);
    expect((await accountsOf(creator)).map(({ id, isDefault }) => [id, isDefault])).toEqual([
      [first.id, true],
      [third.id, false],
      [second.id, false],
    ]);

    const changed = await recorded(api(`/payment/bank-accounts/${second.id}/default`, { method: 'PUT', token: tokenOf(creator) }));
    expect(changed.status).toBe(200);
    expect((changed.body as unknown as BankAccountList).bankAccounts.map(({ id, isDefault }) => [id, isDefault])).toEqual([
      [second.id, true],
      [third.id, false],
      [first.id, false],
    ]);
    expect((await getDefaultBankAccount(creator.id))?.id).toBe(second.id);

    expect((await api(`/payment/bank-accounts/${second.id}`, { method: 'DELETE', token: tokenOf(creator) })).status).toBe(204);
    expect((await accountsOf(creator)).map(({ id, isDefault }) => [id, isDefault])).toEqual([
      [third.id, true],
      [first.id, false],
    ]);
    expect((await api(`/payment/bank-accounts/${third.id}`, { method: 'DELETE', token: tokenOf(creator) })).status).toBe(204);
    expect((await api(`/payment/bank-accounts/${first.id}`, { method: 'DELETE', token: tokenOf(creator) })).status).toBe(204);
    expect(await accountsOf(creator)).toEqual([]);
    expect(await getDefaultBankAccount(creator.id)).toBeUndefined();
  });

  it('stores the whole IBAN and account number for the transfer, and no answer ever carries them', async () => {
    const creator = await newMember('creator');
    const saved = (await recorded(post(creator, account()))).body as unknown as BankAccountView;
    answered.push(JSON.stringify((await recorded(api('/payment/bank-accounts', { token: tokenOf(creator) }))).body));
    const { Item } = await table().send(new GetCommand({ TableName: stack().dynamodb.tableName, Key: bankAccountKey(creator.id, saved.id), ConsistentRead: true }));
    expect(Object.keys(Item ?? {}).sort()).toEqual(['PK', 'SK', 'id', 'holderName', 'bankName', 'iban', 'accountNumber', 'swiftCode', 'isDefault', 'createdAt'].sort());
    expect(Item).toMatchObject({ iban: IBANS.rajhi, accountNumber: '000000608010167519' });
    expect(await getDefaultBankAccount(creator.id)).toEqual({
      id: saved.id,
      holderName: 'Noura Al-Qahtani',
      bankName: 'Al Rajhi Bank',
      iban: IBANS.rajhi,
      accountNumber: '000000608010167519',
      swiftCode: SWIFT.rajhi,
      isDefault: true,
      createdAt: saved.createdAt,
    });
    noWholeNumbers();
  });

  it('holds a payout to the default only while it is still the default', async () => {
    const creator = await newMember('creator');
    const first = await add(creator, account());
    const second = await add(creator, account({ iban: IBANS.riyad, swiftCode: SWIFT.riyad }));
    // A write of the payout's transaction: here, a marker item beside the check.
    const marker = (n: number) => ({ Put: { TableName: stack().dynamodb.tableName, Item: { PK: `TEST#bank-check#${creator.id}`, SK: String(n) } } });
    const payout = (accountId: string, n: number) => table().send(new TransactWriteCommand({ TransactItems: [defaultBankAccountCheck(creator.id, accountId), marker(n)] }));
    await expect(payout(first.id, 1)).resolves.toBeDefined();
    await expect(payout(second.id, 2)).rejects.toThrow(/ConditionalCheckFailed|cancel/i);
    expect((await api(`/payment/bank-accounts/${second.id}/default`, { method: 'PUT', token: tokenOf(creator) })).status).toBe(200);
    await expect(payout(first.id, 3)).rejects.toThrow(/ConditionalCheckFailed|cancel/i);
    expect((await api(`/payment/bank-accounts/${second.id}`, { method: 'DELETE', token: tokenOf(creator) })).status).toBe(204);
    // The first became the default again (the newest remaining); the removed one can never pass.
    await expect(payout(second.id, 4)).rejects.toThrow(/ConditionalCheckFailed|cancel/i);
    await expect(payout(first.id, 5)).resolves.toBeDefined();
  });

  it('keeps at most 5 accounts, with exactly one default, even when they are added at once', async () => {
    const creator = await newMember('creator');
    const ibans = [IBANS.rajhi, IBANS.snb, IBANS.riyad, IBANS.unknown, 'SA2305000068201234567000', 'SA2945000000123456789012', 'SA7080000000608010169999'];
    const answers = await Promise.all(ibans.map((iban) => recorded(post(creator, account({ iban, swiftCode: 'ABCDSARI', bankName: 'Future Bank' })))));
    expect(answers.every((answer) => answer.status === 201 || (answer.status === 409 && ['CONFLICT', 'BANK_ACCOUNT_LIMIT'].includes(answer.body.code as string)))).toBe(true);
    const saved = answers.filter((answer) => answer.status === 201).length;
    expect(saved).toBeLessThanOrEqual(5);
    let accounts = await accountsOf(creator);
    expect(accounts).toHaveLength(saved);
    expect(accounts.filter((one) => one.isDefault)).toHaveLength(1);
    for (const iban of ibans) {
      if (accounts.length >= 5) break;
      if (accounts.some((one) => one.ibanLast4 === iban.slice(-4))) continue;
      await add(creator, account({ iban, swiftCode: 'ABCDSARI', bankName: 'Future Bank' }));
      accounts = await accountsOf(creator);
    }
    const sixth = await post(creator, account({ iban: ibans.find((iban) => !accounts.some((one) => one.ibanLast4 === iban.slice(-4))), swiftCode: 'ABCDSARI', bankName: 'x' }));
    expect(sixth).toMatchObject({ status: 409, body: { code: 'BANK_ACCOUNT_LIMIT', message: 'You can keep up to 5 bank accounts. Remove one to add another.' } });
    expect(await accountsOf(creator)).toHaveLength(5);
    const { Item } = await table().send(new GetCommand({ TableName: stack().dynamodb.tableName, Key: bankAccountSetKey(creator.id), ConsistentRead: true }));
    expect(Item?.count).toBe(5);
    noWholeNumbers();
  });

  it('refuses the same IBAN twice', async () => {
    const creator = await newMember('creator');
    await add(creator, account());
    expect(await post(creator, account({ iban: 'SA03 8000 0000 6080 1016 7519' }))).toMatchObject({ status: 409, body: { code: 'BANK_ACCOUNT_EXISTS' } });
    expect(await accountsOf(creator)).toHaveLength(1);
  });

  it.each([
    ['an IBAN with a wrong checksum', { iban: 'SA0380000000608010167518' }, 'iban', 'ibanInvalid', 'This IBAN is not valid. Check it against your bank statement'],
    ['a German IBAN', { iban: 'DE89370400440532013000' }, 'iban', 'ibanNotSaudi', 'Enter a Saudi IBAN: SA followed by 22 characters'],
    ['a malformed SWIFT code', { swiftCode: 'RJHI' }, 'swiftCode', 'swiftInvalid', 'Enter a valid SWIFT code: 8 or 11 letters and digits'],
    ['a foreign SWIFT code with a Saudi IBAN', { swiftCode: 'DEUTDEFF' }, 'swiftCode', 'swiftNotSaudi', 'This SWIFT code is not of a bank in Saudi Arabia'],
    ['an account number the IBAN does not hold', { accountNumber: '123' }, 'accountNumber', 'accountNumberMismatch', 'This account number does not match the IBAN'],
    ['no bank name for a code this product does not know', { iban: IBANS.unknown }, 'bankName', 'required', 'This field is required'],
    ['a holder name of 51 characters', { holderName: 'n'.repeat(51) }, 'holderName', 'nameTooLong', 'Must be no longer than 50 characters'],
    ['a default flag', { isDefault: true }, 'isDefault', 'unknownField', 'This field cannot be set here'],
  ])('refuses %s with 400 and the field\'s message', async (_label, fields, field, key, message) => {
    const creator = await newMember('creator');
    expect(await recorded(post(creator, account(fields)))).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', message, fields: { [field]: key } } });
    expect(await accountsOf(creator)).toEqual([]);
    noWholeNumbers();
  });

  it('is for creators only, and names only the caller\'s own accounts', async () => {
    const [creator, other, company] = await Promise.all([newMember('creator'), newMember('creator'), newMember('company')]);
    const saved = await add(creator, account());
    expect(await api('/payment/bank-accounts', { token: tokenOf(company) })).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    expect((await post(company, account())).status).toBe(403);
    expect((await api(`/payment/bank-accounts/${saved.id}`, { method: 'DELETE', token: tokenOf(company) })).status).toBe(403);
    expect((await api(`/payment/bank-accounts/${saved.id}/default`, { method: 'PUT', token: tokenOf(company) })).status).toBe(403);
    expect((await api('/payment/bank-accounts')).status).toBe(401);

    expect(await api('/payment/bank-accounts/not-an-account', { method: 'DELETE', token: tokenOf(creator) })).toMatchObject({ status: 400, body: { code: 'INVALID_BANK_ACCOUNT_ID' } });
    expect(await api('/payment/bank-accounts/not-an-account/default', { method: 'PUT', token: tokenOf(creator) })).toMatchObject({ status: 400, body: { code: 'INVALID_BANK_ACCOUNT_ID' } });
    expect((await api(`/payment/bank-accounts/${UNKNOWN_ID}`, { method: 'DELETE', token: tokenOf(creator) })).status).toBe(404);
    expect((await api(`/payment/bank-accounts/${saved.id}`, { method: 'DELETE', token: tokenOf(other) })).status).toBe(404);
    expect((await api(`/payment/bank-accounts/${saved.id}/default`, { method: 'PUT', token: tokenOf(other) })).status).toBe(404);
    expect(await accountsOf(other)).toEqual([]);
    expect(await accountsOf(creator)).toHaveLength(1);
  });

  it('is seeded for the demo creators: the first two with a default account, the third (with approved work) with none', async () => {
    const creators = stack().seeded.filter((seeded) => seeded.role === 'creator');
    expect(creators).toHaveLength(3);
    const lists = await Promise.all(
      creators.map(async ({ email }) => {
        const { AccessToken } = await signIn('users', email);
        return (await recorded(api('/payment/bank-accounts', { token: AccessToken }))).body as unknown as BankAccountList;
      }),
    );
    expect(lists.map(({ bankAccounts }) => bankAccounts.map(({ bankName, isDefault }) => [bankName, isDefault]))).toEqual([
      [
        ['Al Rajhi Bank', true],
        ['The Saudi National Bank', false],
      ],
      [['Riyad Bank', true]],
      [],
    ]);
    noWholeNumbers();
  });

  it('goes with the creator\'s account when it is deleted', async () => {
    const creator = await newMember('creator');
    const saved = await add(creator, account());
    expect((await api('/user?softDelete=false', { method: 'DELETE', token: tokenOf(creator) })).status).toBe(204);
    for (const Key of [bankAccountKey(creator.id, saved.id), bankAccountSetKey(creator.id)]) {
      const { Item } = await table().send(new GetCommand({ TableName: stack().dynamodb.tableName, Key, ConsistentRead: true }));
      expect(Item).toBeUndefined();
    }
  });
});
