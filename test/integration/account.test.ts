import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { campaignKey, emailGuardKey, userKey } from '../../lambdas/data/keys';
import { confirm, newMember, postProfile, profileBody, signUp, table, TEST_PASSWORD, uniqueEmail } from '../support/accounts';
import { setCampaignStatus } from '../support/campaigns';
import { api, demoEmail, signIn, stack } from '../support/stack';

const userPath = (email: string) => `/user?email=${encodeURIComponent(email)}`;

async function record(key: Record<string, string>) {
  return (await table().send(new GetCommand({ TableName: stack().dynamodb.tableName, Key: key }))).Item;
}

async function setActiveCampaigns(userId: string, count: number) {
  await table().send(
    new UpdateCommand({
      TableName: stack().dynamodb.tableName,
      Key: userKey(userId),
      UpdateExpression: 'SET activeCampaignsCount = :count',
      ExpressionAttributeValues: { ':count': count },
    }),
  );
}

async function newCampaign(company: { token?: string }): Promise<string> {
  const brief = {
    campaignTitle: 'Dates gift box',
    description: 'Unbox our dates gift box.',
    contentType: 'product-showcase',
    aspectRatio: '1:1',
    videoDuration: 15,
    numberOfContentCreators: 1,
    preferredAge: '25-34',
    gender: 'male',
    creatorInterests: ['food-cooking'],
    creatorShouldShow: ['house'],
    location: 'kitchen',
  };
  const { status, body } = await api('/campaigns', { method: 'POST', token: company.token, body: JSON.stringify(brief) });
  if (status !== 201) throw new Error(`POST /campaigns answered ${status}: ${JSON.stringify(body)}`);
  return body.id as string;
}

describe('GET /user', () => {
  it('refuses another user\'s record to a member with 403', async () => {
    const member = await newMember('company');
    const { status, body } = await api(userPath(demoEmail('creator')), { token: member.token });
    expect(status).toBe(403);
    expect(body.code).toBe('FORBIDDEN');
  });

  it('answers a signed-in caller without a profile yet with 404, for any e-mail, reading nothing', async () => {
    const email = uniqueEmail('noprofile');
    await signUp(email, 'creator', null);
    await confirm(email);
    const { AccessToken } = await signIn('users', email, TEST_PASSWORD);
    for (const asked of [email, demoEmail('creator')]) {
      const { status, body } = await api(userPath(asked), { token: AccessToken });
      expect(status).toBe(404);
      expect(body.code).toBe('NOT_FOUND');
    }
    expect((await api('/user', { method: 'PUT', token: AccessToken, body: '{"fullName":"X"}' })).status).toBe(403);
  });
});

describe('PUT /user', () => {
  it('updates the caller\'s own name and country and answers the record', async () => {
    const member = await newMember('creator');
    const { status, body } = await api('/user', { method: 'PUT', token: member.token, body: JSON.stringify({ fullName: '  New Name ', country: 'AE' }) });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: member.id, email: member.email, fullName: 'New Name', country: 'AE', role: 'creator' });
    expect((await api(userPath(member.email), { token: member.token })).body).toEqual(body);
  });

  it.each([
    ['a field no one may set', { role: 'admin' }, 'role', 'unknownField'],
    ['a field the profile does not have here', { email: 'other@x.io' }, 'email', 'unknownField'],
    ['a 51-character name', { fullName: 'a'.repeat(51) }, 'fullName', 'nameTooLong'],
    ['an empty name', { fullName: '' }, 'fullName', 'required'],
    ['a country not in ISO 3166 form', { country: 'UAE' }, 'country', 'countryInvalid'],
  ])('refuses %s with 400 and changes nothing', async (_label, change, field, key) => {
    const member = await newMember('company');
    const before = await record(userKey(member.id));
    const { status, body } = await api('/user', { method: 'PUT', token: member.token, body: JSON.stringify({ fullName: 'Valid', ...change }) });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: key } });
    expect(await record(userKey(member.id))).toEqual(before);
  });

  it('refuses a request that changes nothing with 400 NOTHING_TO_UPDATE', async () => {
    const member = await newMember('creator');
    const { status, body } = await api('/user', { method: 'PUT', token: member.token, body: '{}' });
    expect(status).toBe(400);
    expect(body.code).toBe('NOTHING_TO_UPDATE');
  });

  it('is not an admin route', async () => {
    const { AccessToken } = await signIn('admins', demoEmail('admin'));
    expect((await api('/user', { method: 'PUT', token: AccessToken, body: '{"fullName":"X"}' })).status).toBe(403);
  });
});

describe('DELETE /user', () => {
  it('refuses while the user has active campaigns, then deletes the Cognito user and every record, and the e-mail can sign up again', async () => {
    const member = await newMember('creator');
    await setActiveCampaigns(member.id, 2);

    const refused = await api('/user?softDelete=false', { method: 'DELETE', token: member.token });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'ACCOUNT_HAS_ACTIVE_CAMPAIGNS', message: 'Please finish your active campaigns before deleting your account.' });
    expect(await record(userKey(member.id))).toBeDefined();
    await expect(signIn('users', member.email, TEST_PASSWORD)).resolves.toBeDefined();

    await setActiveCampaigns(member.id, 0);
    const deleted = await api('/user?softDelete=false', { method: 'DELETE', token: member.token });
    expect(deleted.status).toBe(204);
    expect(await record(userKey(member.id))).toBeUndefined();
    expect(await record(emailGuardKey(member.email))).toBeUndefined();
    await expect(signIn('users', member.email, TEST_PASSWORD)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    expect((await api(userPath(member.email), { token: member.token })).status).toBe(404);

    const newId = await signUp(member.email, 'company');
    await confirm(member.email);
    const { AccessToken } = await signIn('users', member.email, TEST_PASSWORD);
    const again = await api(userPath(member.email), { token: AccessToken });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: newId, role: 'company' });
    expect(newId).not.toBe(member.id);
    expect((await postProfile('company', profileBody(member.email), AccessToken)).body.code).toBe('ACCOUNT_EXISTS');
  });

  it('refuses a company with open or in-progress campaigns; with only unpaid ones, deletes them with the account', async () => {
    const company = await newMember('company');
    const campaignIds = await Promise.all([newCampaign(company), newCampaign(company), newCampaign(company)]);
    const [unpaid, other, live] = campaignIds as [string, string, string];
    for (const status of ['open', 'in-progress']) {
      await setCampaignStatus(live, status);
      const refused = await api('/user?softDelete=false', { method: 'DELETE', token: company.token });
      expect(refused).toMatchObject({
        status: 409,
        body: { code: 'ACCOUNT_HAS_OPEN_CAMPAIGNS', message: 'Please wait until your open and in-progress campaigns are completed before deleting your account.' },
      });
      expect(await record(userKey(company.id))).toBeDefined();
      expect(await record(campaignKey(unpaid))).toBeDefined();
    }

    await setCampaignStatus(live, 'completed');
    expect((await api('/user?softDelete=false', { method: 'DELETE', token: company.token })).status).toBe(204);
    expect(await record(userKey(company.id))).toBeUndefined();
    expect(await record(campaignKey(unpaid))).toBeUndefined();
    expect(await record(campaignKey(other))).toBeUndefined();
    expect(await record(campaignKey(live))).toMatchObject({ status: 'completed' });
  });

  it('refuses softDelete=true with 400 and keeps the account', async () => {
    const member = await newMember('company');
    const { status, body } = await api('/user?softDelete=true', { method: 'DELETE', token: member.token });
    expect(status).toBe(400);
    expect(body.code).toBe('SOFT_DELETE_UNSUPPORTED');
    expect((await api('/user?softDelete=maybe', { method: 'DELETE', token: member.token })).status).toBe(400);
    expect(await record(userKey(member.id))).toBeDefined();
  });

  it('lets a signed-in caller without a profile delete their Cognito user (finishing a deletion that stopped half-way)', async () => {
    const email = uniqueEmail('halfway');
    await signUp(email, 'creator', null);
    await confirm(email);
    const { AccessToken } = await signIn('users', email, TEST_PASSWORD);
    expect((await api('/user', { method: 'DELETE', token: AccessToken })).status).toBe(204);
    await expect(signIn('users', email, TEST_PASSWORD)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('is not an admin route', async () => {
    const { AccessToken } = await signIn('admins', demoEmail('admin'));
    expect((await api('/user', { method: 'DELETE', token: AccessToken })).status).toBe(403);
  });
});
