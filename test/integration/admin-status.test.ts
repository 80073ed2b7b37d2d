import { GetTokensFromRefreshTokenCommand, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { mailsTo } from '../../scripts/local/mailbox';
import type { NotificationPage } from '../../shared/domain/notifications';
import { newMember, TEST_PASSWORD } from '../support/accounts';
import { Tab } from '../support/chat-live';
import { eventually } from '../support/events';
import { api, cognito, demoEmail, signIn, stack } from '../support/stack';

const statusPath = (userType: string, id: string) => `/admin/${userType}/${encodeURIComponent(id)}/status`;

async function adminToken() {
  return (await signIn('admins', demoEmail('admin'))).AccessToken;
}

function setStatus(token: string | undefined, userType: string, id: string, body: unknown) {
  return api(statusPath(userType, id), { method: 'PUT', token, body: JSON.stringify(body) });
}

describe('PUT /admin/{userType}/{id}/status', () => {
  it('deactivates a creator: their next request is 403 ACCOUNT_INACTIVE and their next sign-in is refused; activating undoes both', async () => {
    const creator = await newMember('creator');
    const admin = await adminToken();
    const own = `/user?email=${encodeURIComponent(creator.email)}`;

    const off = await setStatus(admin, 'creators', creator.id, { status: 'Inactive' });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ id: creator.id, role: 'creator', status: 'Inactive' });

    const refused = await api(own, { token: creator.token });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'ACCOUNT_INACTIVE', message: 'Your account has been deactivated. Please contact support.' });
    await expect(signIn('users', creator.email, TEST_PASSWORD)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    await expect(
      cognito().send(
        new InitiateAuthCommand({ ClientId: stack().cognito.users.clientId, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: creator.refreshToken ?? '' } }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    // Amplify's own refresh is refused the same way.
    await expect(
      cognito().send(new GetTokensFromRefreshTokenCommand({ ClientId: stack().cognito.users.clientId, RefreshToken: creator.refreshToken ?? '' })),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });

    const on = await setStatus(admin, 'creators', creator.id, { status: 'Active' });
    expect(on.status).toBe(200);
    expect(on.body.status).toBe('Active');
    const { AccessToken } = await signIn('users', creator.email, TEST_PASSWORD);
    expect((await api(own, { token: AccessToken })).status).toBe(200);
    expect((await api(own, { token: creator.token })).status).toBe(200);
  });

  it("tells the user, once, in their language: the open tab signs out, a mail says how to reach support; activation is told too", async () => {
    const creator = await newMember('creator', 'ar');
    const admin = await adminToken();
    const tab = await Tab.open(creator.token);
    const mails = (subject: string) => mailsTo(stack().mailDir, creator.email).filter((mail) => mail.subject === subject);
    try {
      await setStatus(admin, 'creators', creator.id, { status: 'Inactive' });
      // A second call changes nothing and tells no one again.
      expect((await setStatus(admin, 'creators', creator.id, { status: 'Inactive' })).status).toBe(200);
      await tab.next('account-deactivated');
      const [mail] = await eventually(async () => mails('تم إيقاف حسابك'), (found) => found.length > 0, 15_000);
      expect(mail?.text).toContain(`${stack().url}/account-deactivated`);
    } finally {
      await tab.close();
    }

    await setStatus(admin, 'creators', creator.id, { status: 'Active' });
    const [back] = await eventually(async () => mails('أُعيد تفعيل حسابك'), (found) => found.length > 0, 15_000);
    expect(back?.text).toContain(`${stack().url}/signin`);
    const { body } = await api('/notifications/creator', { token: creator.token });
    expect((body as unknown as NotificationPage).notifications.notifications.map((notice) => notice.type)).toEqual(['account.reactivated']);
    expect(mails('تم إيقاف حسابك')).toHaveLength(1);
    expect(tab.all('account-deactivated')).toHaveLength(1);
  });

  it('deactivates a company through the companies type', async () => {
    const company = await newMember('company');
    const { status, body } = await setStatus(await adminToken(), 'companies', company.id, { status: 'Inactive' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ role: 'company', status: 'Inactive' });
  });

  it('answers 404 for an unknown id, and for a user of the other type, changing nothing', async () => {
    const creator = await newMember('creator');
    const admin = await adminToken();
    expect((await setStatus(admin, 'creators', 'no-such-user', { status: 'Inactive' })).status).toBe(404);
    const wrongType = await setStatus(admin, 'companies', creator.id, { status: 'Inactive' });
    expect(wrongType.status).toBe(404);
    expect(wrongType.body.code).toBe('NOT_FOUND');
    expect((await api(`/user?email=${encodeURIComponent(creator.email)}`, { token: creator.token })).status).toBe(200);
  });

  it('answers an id longer than any key can hold with a 400, changing nothing', async () => {
    const answer = await setStatus(await adminToken(), 'creators', 'x'.repeat(3000), { status: 'Inactive' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'INVALID_IDENTIFIER', requestId: expect.any(String) });
  });

  it.each([
    ['an unknown user type', 'admins', { status: 'Inactive' }, 'INVALID_USER_TYPE', undefined],
    ['a status that does not exist', 'creators', { status: 'Paused' }, 'VALIDATION_FAILED', { status: 'statusInvalid' }],
    ['no status', 'creators', {}, 'VALIDATION_FAILED', { status: 'required' }],
    ['another field', 'creators', { status: 'Active', role: 'admin' }, 'VALIDATION_FAILED', { role: 'unknownField' }],
  ])('answers %s with 400', async (_label, userType, body, code, fields) => {
    const answer = await setStatus(await adminToken(), userType, 'any-id', body);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(code);
    if (fields) expect(answer.body.fields).toEqual(fields);
  });

  it('is for admins only: a creator gets 403, a visitor 401', async () => {
    const creator = await newMember('creator');
    const forbidden = await setStatus(creator.token, 'creators', creator.id, { status: 'Inactive' });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe('FORBIDDEN');
    expect((await setStatus(undefined, 'creators', creator.id, { status: 'Inactive' })).status).toBe(401);
  });
});
