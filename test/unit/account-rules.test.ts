import { accountDeletionBlocker } from '../../shared/domain/account-deletion';
import { newProfile, signUpIdentityOf } from '../../shared/domain/sign-up';
import { roleOfUserType } from '../../shared/domain/user-types';

describe('accountDeletionBlocker', () => {
  it.each([
    [0, undefined],
    [1, 'ACCOUNT_HAS_ACTIVE_CAMPAIGNS'],
    [5, 'ACCOUNT_HAS_ACTIVE_CAMPAIGNS'],
  ])('with %i active campaigns: %s', (activeCampaignsCount, blocker) => {
    expect(accountDeletionBlocker({ activeCampaignsCount })).toBe(blocker);
  });

  it.each([
    [[], undefined],
    [['unpaid', 'unpaid'], undefined],
    [['completed', 'unpaid'], undefined],
    [['unpaid', 'open'], 'ACCOUNT_HAS_OPEN_CAMPAIGNS'],
    [['completed', 'in-progress'], 'ACCOUNT_HAS_OPEN_CAMPAIGNS'],
  ] as const)('for a company whose campaigns are %j: %s', (statuses, blocker) => {
    expect(accountDeletionBlocker({ activeCampaignsCount: 0 }, statuses)).toBe(blocker);
  });

  it('keeps a creator whose payouts are still owed, until they are transferred', () => {
    expect(accountDeletionBlocker({ activeCampaignsCount: 0 }, [], 1)).toBe('ACCOUNT_HAS_OWED_PAYOUTS');
    expect(accountDeletionBlocker({ activeCampaignsCount: 0 }, [], 0)).toBeUndefined();
    // Work in progress is said first.
    expect(accountDeletionBlocker({ activeCampaignsCount: 1 }, [], 2)).toBe('ACCOUNT_HAS_ACTIVE_CAMPAIGNS');
  });
});

describe('newProfile', () => {
  const input = { fullName: 'Sara', email: ' Sara@Example.COM ', country: 'SA' };
  const now = '2026-11-22T10:00:00.000Z';
  /** What the sign-up itself carried: the profile may only be made of that. */
  const carried = { fullName: 'Sara', country: 'SA' };

  it('is a fresh, active, incomplete profile with the route\'s role, the Cognito sub as id and the e-mail in lower case', () => {
    expect(newProfile(input, 'creator', { sub: 'sub-1', role: 'creator', ...carried }, now)).toEqual({
      user: {
        id: 'sub-1',
        role: 'creator',
        email: 'sara@example.com',
        fullName: 'Sara',
        country: 'SA',
        profileCompleted: false,
        activeCampaignsCount: 0,
        status: 'Active',
        createdAt: now,
      },
    });
  });

  it('keeps the moment the terms were agreed, in UTC', () => {
    const result = newProfile({ ...input, agreedToTermsAt: '2026-11-22T13:00:00+03:00' }, 'company', { sub: 's', ...carried }, now);
    expect('user' in result && result.user.agreedToTermsAt).toBe('2026-11-22T10:00:00.000Z');
  });

  it('keeps the terms time the sign-up carried rather than the one the request sends', () => {
    const identity = { sub: 's', ...carried, agreedToTermsAt: '2026-11-20T08:00:00.000Z' };
    const result = newProfile({ ...input, agreedToTermsAt: '2026-11-22T13:00:00Z' }, 'company', identity, now);
    expect('user' in result && result.user.agreedToTermsAt).toBe('2026-11-20T08:00:00.000Z');
  });

  it.each([
    ['another name', { fullName: 'Squatter' }],
    ['another country', { country: 'AE' }],
    ['a name when the sign-up carried none', { fullName: undefined }],
    ['a country when the sign-up carried none', { country: undefined }],
  ])('refuses %s than the sign-up carried: the public call cannot choose them', (_label, change) => {
    expect(newProfile(input, 'creator', { sub: 's', role: 'creator', ...carried, ...change }, now)).toEqual({ refused: 'SIGN_UP_DETAILS_MISMATCH' });
  });

  it('compares the carried name without the spaces around it', () => {
    expect('user' in newProfile(input, 'creator', { sub: 's', ...carried, fullName: ' Sara ' }, now)).toBe(true);
  });

  it.each([
    ['creator', { sub: 's', role: 'company' }, { refused: 'ROLE_MISMATCH' }],
    ['company', { sub: 's', role: 'creator' }, { refused: 'ROLE_MISMATCH' }],
    ['company', { sub: 's', role: 'admin' }, { refused: 'ROLE_MISMATCH' }],
    ['company', { sub: 's', role: '' }, { refused: 'ROLE_MISMATCH' }],
  ] as const)('refuses the %s route for a sign-up whose role is %o', (role, identity, expected) => {
    expect(newProfile(input, role, { ...identity, ...carried }, now)).toEqual(expected);
  });

  it('takes the route\'s role when the sign-up chose none', () => {
    const result = newProfile(input, 'company', { sub: 's', ...carried }, now);
    expect('user' in result && result.user.role).toBe('company');
  });
});

describe('signUpIdentityOf', () => {
  it('reads the sub, role, name, country and terms time from Cognito attributes', () => {
    expect(
      signUpIdentityOf({
        sub: 'sub-1',
        email: 'a@b.c',
        'custom:role': 'creator',
        name: 'Sara',
        'custom:country': 'SA',
        'custom:agreedToTermsAt': '2026-11-20T08:00:00.000Z',
      }),
    ).toEqual({ sub: 'sub-1', email: 'a@b.c', role: 'creator', fullName: 'Sara', country: 'SA', agreedToTermsAt: '2026-11-20T08:00:00.000Z' });
  });

  it('leaves out what an older client did not send', () => {
    expect(signUpIdentityOf({ sub: 'sub-1', email: 'a@b.c' })).toEqual({ sub: 'sub-1', email: 'a@b.c' });
  });

  it('has no identity without a sub', () => {
    expect(signUpIdentityOf({ email: 'a@b.c' })).toBeUndefined();
  });
});

describe('roleOfUserType', () => {
  it.each([
    ['creators', 'creator'],
    ['companies', 'company'],
    ['admins', undefined],
    ['creator', undefined],
    ['constructor', undefined],
    [undefined, undefined],
  ])('%s lists %s', (userType, role) => {
    expect(roleOfUserType(userType)).toBe(role);
  });
});
