import { AdminConfirmSignUpCommand, ResendConfirmationCodeCommand, UpdateUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { emailGuardKey, userKey } from '../../lambdas/data/keys';
import { mailsTo } from '../../scripts/local/mailbox';
import { confirm, latestCode, postProfile, profileBody, signUp, table, TEST_PASSWORD, uniqueEmail } from '../support/accounts';
import { api, cognito, signIn, stack } from '../support/stack';

describe('sign-up: Cognito with the name and country, the code from the mailbox, and the profile made at confirmation', () => {
  const record = async (sub: string) => (await table().send(new GetCommand({ TableName: stack().dynamodb.tableName, Key: userKey(sub) }))).Item;

  it('creates the profile of a confirmed sign-up from its own name and country, with its role and the Cognito sub as id', async () => {
    const email = uniqueEmail('creator');
    const agreedToTermsAt = '2026-11-20T08:30:00.000Z';
    const sub = await signUp(email, 'creator', { fullName: 'Sara Creator', country: 'EG', agreedToTermsAt });

    await confirm(email);

    const { AccessToken } = await signIn('users', email, TEST_PASSWORD);
    const own = await api(`/user?email=${encodeURIComponent(email)}`, { token: AccessToken });
    expect(own).toEqual({
      status: 200,
      body: {
        id: sub,
        role: 'creator',
        email,
        fullName: 'Sara Creator',
        country: 'EG',
        profileCompleted: false,
        activeCampaignsCount: 0,
        status: 'Active',
        createdAt: expect.any(String),
        agreedToTermsAt,
      },
    });
  });

  it('never overwrites it: a later POST with another name is 409 ACCOUNT_EXISTS and the record stays as it was', async () => {
    const email = uniqueEmail('twice');
    const sub = await signUp(email, 'creator', { fullName: 'First Name', country: 'SA' });
    await confirm(email);
    const before = await record(sub);
    expect(before).toMatchObject({ fullName: 'First Name', country: 'SA' });

    const again = await postProfile('creator', profileBody(email, { fullName: 'Second Name', country: 'AE' }));

    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'ACCOUNT_EXISTS', message: 'An account with this e-mail already exists.' });
    expect(await record(sub)).toEqual(before);
  });

  it('cannot be squatted before confirmation: POST with a name the sign-up did not carry is 409 and writes nothing', async () => {
    const email = uniqueEmail('squat');
    const sub = await signUp(email, 'creator', { fullName: 'Real Owner', country: 'SA' });

    const forged = await postProfile('creator', profileBody(email, { fullName: 'Squatter', country: 'SA' }));

    expect(forged.status).toBe(409);
    expect(forged.body).toMatchObject({ code: 'SIGN_UP_DETAILS_MISMATCH', message: 'The name and country must be the ones given at sign-up.' });
    expect(await record(sub)).toBeUndefined();
    await confirm(email);
    expect(await record(sub)).toMatchObject({ fullName: 'Real Owner', country: 'SA' });
  });

  it('makes the profile on an administrator\'s confirmation too (AdminConfirmSignUp)', async () => {
    const email = uniqueEmail('adminconfirm');
    const sub = await signUp(email, 'company', { fullName: 'Brand Co', country: 'AE' });
    await cognito().send(new AdminConfirmSignUpCommand({ UserPoolId: stack().cognito.users.poolId, Username: email }));
    expect(await record(sub)).toMatchObject({ role: 'company', fullName: 'Brand Co', country: 'AE' });
  });

  it('lets an older sign-up without details be completed only by its owner: signed in, it sets them, then POST', async () => {
    const email = uniqueEmail('older');
    const sub = await signUp(email, 'creator', null);
    await confirm(email);
    expect(await record(sub)).toBeUndefined();

    const anonymous = await postProfile('creator', profileBody(email, { fullName: 'Squatter' }));
    expect(anonymous.status).toBe(409);
    expect(anonymous.body.code).toBe('SIGN_UP_DETAILS_MISMATCH');
    expect(await record(sub)).toBeUndefined();

    const { AccessToken } = await signIn('users', email, TEST_PASSWORD);
    await cognito().send(
      new UpdateUserAttributesCommand({
        AccessToken,
        UserAttributes: [
          { Name: 'name', Value: 'Late Owner' },
          { Name: 'custom:country', Value: 'KW' },
        ],
      }),
    );
    const created = await postProfile('creator', profileBody(email, { fullName: 'Late Owner', country: 'KW' }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: sub, fullName: 'Late Owner', country: 'KW' });
  });

  it('never re-roles an account: POST /company for a creator is 409 ROLE_MISMATCH', async () => {
    const email = uniqueEmail('rerole');
    await signUp(email, 'creator');
    await confirm(email);

    const asCompany = await postProfile('company', profileBody(email));

    expect(asCompany.status).toBe(409);
    expect(asCompany.body.code).toBe('ROLE_MISMATCH');
  });

  it('refuses a role other than the one chosen at Cognito sign-up, even before any profile exists', async () => {
    const email = uniqueEmail('chosen');
    await signUp(email, 'company');
    const asCreator = await postProfile('creator', profileBody(email));
    expect(asCreator.status).toBe(409);
    expect(asCreator.body.code).toBe('ROLE_MISMATCH');
    expect((await postProfile('company', profileBody(email))).status).toBe(201);
  });

  it('takes the role from the route when the sign-up carried none, and keeps it: a POST for the other role is 409', async () => {
    const email = uniqueEmail('norole');
    await signUp(email);
    await confirm(email);
    const created = await postProfile('company', profileBody(email));
    expect(created.status).toBe(201);
    expect(created.body.role).toBe('company');
    const other = await postProfile('creator', profileBody(email));
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('ACCOUNT_EXISTS');
  });

  it('accepts a sign-up that is not confirmed yet (the spec\'s sign-up page sends the profile before the code is entered)', async () => {
    const email = uniqueEmail('unconfirmed');
    await signUp(email, 'creator');
    expect((await postProfile('creator', profileBody(email))).status).toBe(201);
    await confirm(email);
    expect((await postProfile('creator', profileBody(email))).body.code).toBe('ACCOUNT_EXISTS');
  });

  it('answers an e-mail without a Cognito sign-up with 404 SIGN_UP_NOT_FOUND and writes nothing', async () => {
    const email = uniqueEmail('ghost');
    const { status, body } = await postProfile('creator', profileBody(email));
    expect(status).toBe(404);
    expect(body.code).toBe('SIGN_UP_NOT_FOUND');
    const guard = await table().send(new GetCommand({ TableName: stack().dynamodb.tableName, Key: emailGuardKey(email) }));
    expect(guard.Item).toBeUndefined();
  });

  const valid = { fullName: 'Valid Name', email: 'valid@test.ugc.local', country: 'SA' };
  it.each([
    ['an empty name', { fullName: '' }, 'fullName', 'required', 'This field is required'],
    ['a blank name', { fullName: '   ' }, 'fullName', 'required', 'This field is required'],
    ['no name', { fullName: undefined }, 'fullName', 'required', 'This field is required'],
    ['a 51-character name', { fullName: 'a'.repeat(51) }, 'fullName', 'nameTooLong', 'Must be no longer than 50 characters'],
    ['no e-mail', { email: undefined }, 'email', 'required', 'This field is required'],
    ['a malformed e-mail', { email: 'not-an-email' }, 'email', 'emailInvalid', 'Please, enter a valid email'],
    ['an e-mail over 255 characters', { email: `${'a'.repeat(250)}@x.com` }, 'email', 'emailTooLong', 'Must be no longer than 255 characters'],
    ['no country', { country: undefined }, 'country', 'required', 'This field is required'],
    ['a country not in ISO 3166 form', { country: 'Saudi Arabia' }, 'country', 'countryInvalid', 'Please select a country from the list'],
    ['a terms date that is not ISO 8601', { agreedToTermsAt: 'yesterday' }, 'agreedToTermsAt', 'dateInvalid', 'Enter a date and time in ISO 8601 format'],
    ['a name of the wrong type', { fullName: { first: 'A' } }, 'fullName', 'valueInvalid', 'This value is not valid'],
    ['a field the route does not take', { role: 'admin' }, 'role', 'unknownField', 'This field cannot be set here'],
  ])('answers %s with 400, the field key and the English message', async (_label, change, field, key, message) => {
    const { status, body } = await postProfile('creator', JSON.stringify({ ...valid, ...change }));
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', message, fields: { [field]: key } });
  });

  it('names every failing field and leads with the first in form order', async () => {
    const { status, body } = await postProfile('company', JSON.stringify({ email: 'bad', country: 'x' }));
    expect(status).toBe(400);
    expect(body).toMatchObject({ message: 'This field is required', fields: { fullName: 'required', email: 'emailInvalid', country: 'countryInvalid' } });
  });

  it.each([
    ['malformed JSON', '{"fullName": ', 'INVALID_JSON'],
    ['a JSON array', '[]', 'INVALID_BODY'],
    ['JSON null', 'null', 'INVALID_BODY'],
  ])('answers %s with 400, never 500', async (_label, body, code) => {
    const answer = await postProfile('creator', body);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(code);
  });

  it('resends the confirmation code to the mailbox, and the new code confirms', async () => {
    const email = uniqueEmail('resend');
    await signUp(email, 'creator');
    const [first] = mailsTo(stack().mailDir, email);

    const { CodeDeliveryDetails } = await cognito().send(new ResendConfirmationCodeCommand({ ClientId: stack().cognito.users.clientId, Username: email }));

    expect(CodeDeliveryDetails).toMatchObject({ DeliveryMedium: 'EMAIL', Destination: email });
    // A second mail, beside the first (the mailbox orders mails sent within the same millisecond).
    const mails = mailsTo(stack().mailDir, email);
    expect(mails).toHaveLength(2);
    expect(mails[0]).toEqual(first);
    expect(mails[1]?.code).toEqual(expect.any(String));
    await confirm(email, latestCode(email));
    await expect(signIn('users', email, TEST_PASSWORD)).resolves.toMatchObject({ AccessToken: expect.any(String) });
  });
});
