import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { codeMail, type CodeMailKind } from '../../lambdas/auth/code-mail';
import { handler } from '../../lambdas/auth/custom-message';
import { testLambdaContext } from '../support/api-event';

/** The code mails of both pools (their CustomMessage trigger), in the user's language. */
describe('the code mails', () => {
  const KINDS: CodeMailKind[] = ['signUp', 'forgotPassword', 'adminCreateUser'];

  it.each(KINDS.flatMap((kind) => (['en', 'ar'] as const).map((language) => [kind, language] as const)))(
    '%s in %s carries the code where Cognito puts it, in a direction of its language',
    (kind, language) => {
      const mail = codeMail(kind, language, { codeParameter: '{####}', usernameParameter: '{username}' });
      expect(mail.message).toContain('{####}');
      expect(mail.message).toContain(`dir="${language === 'ar' ? 'rtl' : 'ltr'}"`);
      expect(mail.subject.length).toBeGreaterThan(0);
      expect(mail.subject.length).toBeLessThanOrEqual(140);
      if (kind === 'adminCreateUser') expect(mail.message).toContain('{username}');
    },
  );

  it('words them in Arabic for Arabic', () => {
    expect(codeMail('signUp', 'ar', { codeParameter: '{####}' }).subject).toBe('رمز التحقق من سوق المحتوى');
  });
});

describe('the CustomMessage trigger', () => {
  const documents = mockClient(DynamoDBDocumentClient);
  /** The profiles the trigger may read: the language each user chose in the app. */
  const chosen = new Map<string, string>();
  beforeAll(() => {
    Object.assign(process.env, { STAGE: 'test', AWS_REGION: 'eu-central-1', TABLE_NAME: 'ugc-test', POWERTOOLS_METRICS_DISABLED: 'true' });
  });
  beforeEach(() => {
    chosen.clear();
    documents.reset();
    documents.on(GetCommand).callsFake(({ Key }: { Key: { PK: string } }) => {
      const language = chosen.get(Key.PK.replace('USER#', ''));
      return { Item: language ? { language } : undefined };
    });
  });
  afterAll(() => documents.restore());

  const event = (triggerSource: CustomMessageTriggerEvent['triggerSource'], locale?: string): CustomMessageTriggerEvent => ({
    version: '1',
    region: 'eu-central-1',
    userPoolId: 'eu-central-1_pool',
    userName: 'sub-1',
    triggerSource,
    callerContext: { awsSdkVersion: 'test', clientId: 'client' },
    request: { userAttributes: { sub: 'sub-1', ...(locale ? { locale } : {}) }, codeParameter: '{####}', usernameParameter: null, linkParameter: '' },
    response: { smsMessage: null, emailMessage: null, emailSubject: null },
  });
  const run = (input: CustomMessageTriggerEvent) => handler(input, testLambdaContext('customMessage'));

  it("answers the sign-up's code mail in the user's language", async () => {
    const { response } = await run(event('CustomMessage_SignUp', 'ar'));
    expect(response.emailSubject).toBe(codeMail('signUp', 'ar', { codeParameter: '{####}' }).subject);
    expect(response.emailMessage).toContain('{####}');
  });

  it('answers in English when the user has no language, or one the app does not speak', async () => {
    expect((await run(event('CustomMessage_ForgotPassword'))).response.emailSubject).toBe('Reset your UGC Marketplace password');
    expect((await run(event('CustomMessage_ResendCode', 'fr'))).response.emailSubject).toBe('Your UGC Marketplace verification code');
  });

  it('answers a reset in the language the user last chose in the app, not the one they signed up in', async () => {
    chosen.set('sub-1', 'ar');
    expect((await run(event('CustomMessage_ForgotPassword', 'en'))).response.emailSubject).toBe(codeMail('forgotPassword', 'ar', { codeParameter: '{####}' }).subject);
    // A sign-up's code is sent before any profile exists: its locale decides, and nothing is read.
    documents.resetHistory();
    expect((await run(event('CustomMessage_SignUp', 'en'))).response.emailSubject).toBe('Your UGC Marketplace verification code');
    expect(documents.commandCalls(GetCommand)).toHaveLength(0);
  });

  it("leaves a mail it has no words for as Cognito's", async () => {
    expect((await run(event('CustomMessage_UpdateUserAttribute', 'ar'))).response).toEqual({ smsMessage: null, emailMessage: null, emailSubject: null });
  });
});
