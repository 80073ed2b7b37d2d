import { AdminConfirmSignUpCommand, ForgotPasswordCommand, ResendConfirmationCodeCommand, UpdateUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { emailGuardKey, userKey } from '../../lambdas/data/keys';
import { latestMailTo, mailsTo } from '../../scripts/local/mailbox';
import { codeMail } from '../../lambdas/auth/code-mail';
import { confirm, latestCode, newMember, postProfile, profileBody, signUp, table, TEST_PASSWORD, uniqueEmail } from '../support/accounts';
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

  /** The one answer of `POST /{role}` to anyone but the sign-up's signed-in owner. */
  const ACCEPTED = { status: 202, body: { accepted: true } };
  const ownToken = async (email: string) => (await signIn('users', email, TEST_PASSWORD)).AccessToken;

  it('never overwrites it: a later POST with another name changes nothing; its owner is told 409 ACCOUNT_EXISTS', async () => {
    const email = uniqueEmail('twice');
    const sub = await signUp(email, 'creator', { fullName: 'First Name', country: 'SA' });
    await confirm(email);
    const before = await record(sub);
    expect(before).toMatchObject({ fullName: 'First Name', country: 'SA' });

    expect(await postProfile('creator', profileBody(email, { fullName: 'Second Name', country: 'AE' }))).toEqual(ACCEPTED);
    const own = await postProfile('creator', profileBody(email, { fullName: 'Second Name', country: 'AE' }), await ownToken(email));

    expect(own.status).toBe(409);
    expect(own.body).toMatchObject({ code: 'ACCOUNT_EXISTS', message: 'An account with this e-mail already exists.' });
    expect(await record(sub)).toEqual(before);
  });

  it('makes no profile for a sign-up that is not confirmed: an anonymous POST writes nothing, even with its own details', async () => {
    const email = uniqueEmail('unconfirmed');
    const sub = await signUp(email, 'creator', { fullName: 'Real Owner', country: 'SA' });

    expect(await postProfile('creator', profileBody(email, { fullName: 'Squatter', country: 'SA' }))).toEqual(ACCEPTED);
    expect(await postProfile('creator', profileBody(email, { fullName: 'Real Owner', country: 'SA' }))).toEqual(ACCEPTED);
    // Neither a profile (the admins' users list shows profiles) nor the e-mail's claim was written.
    expect(await record(sub)).toBeUndefined();
    expect((await table().send(new GetCommand({ TableName: stack().dynamodb.tableName, Key: emailGuardKey(email) }))).Item).toBeUndefined();

    await confirm(email);
    expect(await record(sub)).toMatchObject({ fullName: 'Real Owner', country: 'SA', status: 'Active' });
  });

  it('tells an anonymous caller nothing: the same answer for no sign-up, an unconfirmed one, another role, and an account', async () => {
    const ghost = uniqueEmail('ghost');
    const unconfirmed = uniqueEmail('pending');
    await signUp(unconfirmed, 'company');
    const creator = uniqueEmail('creatorrole');
    await signUp(creator, 'creator');
    await confirm(creator);

    const answers = await Promise.all([
      postProfile('creator', profileBody(ghost)),
      postProfile('creator', profileBody(unconfirmed)),
      postProfile('company', profileBody(creator)),
      postProfile('creator', profileBody(creator)),
    ]);

    expect(answers).toEqual([ACCEPTED, ACCEPTED, ACCEPTED, ACCEPTED]);
    const guard = await table().send(new GetCommand({ TableName: stack().dynamodb.tableName, Key: emailGuardKey(ghost) }));
    expect(guard.Item).toBeUndefined();
  });

  it("mails the code in the sign-up's language: Arabic for an Arabic sign-up, English otherwise", async () => {
    const arabic = uniqueEmail('arabic');
    await signUp(arabic, 'creator', { fullName: 'سارة', country: 'SA', language: 'ar' });
    const english = uniqueEmail('english');
    await signUp(english, 'company');

    const arabicMail = latestMailTo(stack().mailDir, arabic);
    expect(arabicMail?.subject).toBe('رمز التحقق من سوق المحتوى');
    expect(arabicMail?.text).toContain('dir="rtl"');
    expect(arabicMail?.text).toContain(arabicMail?.code);
    expect(latestMailTo(stack().mailDir, english)?.subject).toBe('Your UGC Marketplace verification code');
    await confirm(arabic);
  });

  it('mails a reset code in the language the user last chose in the app, not the one they signed up in (issue 27)', async () => {
    const member = await newMember('creator');
    expect((await api('/user', { method: 'PUT', token: member.token ?? '', body: JSON.stringify({ language: 'ar' }) })).status).toBe(200);
    await cognito().send(new ForgotPasswordCommand({ ClientId: stack().cognito.users.clientId, Username: member.email }));
    const mail = latestMailTo(stack().mailDir, member.email);
    expect(mail?.subject).toBe(codeMail('forgotPassword', 'ar', { codeParameter: '' }).subject);
    expect(mail?.text).toContain('dir="rtl"');
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

    expect(await postProfile('creator', profileBody(email, { fullName: 'Squatter' }))).toEqual(ACCEPTED);
    expect(await record(sub)).toBeUndefined();

    const AccessToken = await ownToken(email);
    await cognito().send(
      new UpdateUserAttributesCommand({
        AccessToken,
        UserAttributes: [
          { Name: 'name', Value: 'Late Owner' },
          { Name: 'custom:country', Value: 'KW' },
        ],
      }),
    );
    const created = await postProfile('creator', profileBody(email, { fullName: 'Late Owner', country: 'KW' }), AccessToken);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: sub, fullName: 'Late Owner', country: 'KW' });
  });

  it('never re-roles an account: its owner asking POST /company for a creator is told 409 ROLE_MISMATCH', async () => {
    const email = uniqueEmail('rerole');
    await signUp(email, 'creator');
    await confirm(email);

    const asCompany = await postProfile('company', profileBody(email), await ownToken(email));

    expect(asCompany.status).toBe(409);
    expect(asCompany.body.code).toBe('ROLE_MISMATCH');
  });

  it("tells the owner of another sign-up nothing about this one: another user's token is answered as anonymous", async () => {
    const email = uniqueEmail('someone');
    await signUp(email, 'company');
    const other = uniqueEmail('other');
    await signUp(other, 'creator');
    await confirm(other);
    expect(await postProfile('creator', profileBody(email), await ownToken(other))).toEqual(ACCEPTED);
  });

  it('takes the role from the route when the sign-up carried none, and keeps it: the owner asking for the other role is told 409', async () => {
    const email = uniqueEmail('norole');
    await signUp(email);
    await confirm(email);
    const token = await ownToken(email);
    const created = await postProfile('company', profileBody(email), token);
    expect(created.status).toBe(201);
    expect(created.body.role).toBe('company');
    const other = await postProfile('creator', profileBody(email), token);
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('ACCOUNT_EXISTS');
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
