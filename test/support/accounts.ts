import { randomUUID } from 'node:crypto';
import { ConfirmSignUpCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ROLE_ATTRIBUTE } from '../../lib/definitions';
import { latestMailTo } from '../../scripts/local/mailbox';
import type { SignUpRole } from '../../shared/domain/constants';
import { api, cognito, signIn, stack } from './stack';

/** Fresh accounts made the way a visitor makes them: Cognito sign-up, the code from the mailbox, then `POST /{role}`. */

export const TEST_PASSWORD = 'Test-pass-1';

export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@test.ugc.local`;
}

/** Signs up with the users pool's client, as the web app does; `role` is the immutable `custom:role`. */
export async function signUp(email: string, role?: SignUpRole): Promise<string> {
  const { UserSub } = await cognito().send(
    new SignUpCommand({
      ClientId: stack().cognito.users.clientId,
      Username: email,
      Password: TEST_PASSWORD,
      UserAttributes: [{ Name: 'email', Value: email }, ...(role ? [{ Name: `custom:${ROLE_ATTRIBUTE}`, Value: role }] : [])],
    }),
  );
  if (!UserSub) throw new Error(`SignUp returned no sub for ${email}`);
  return UserSub;
}

/** The code of the newest mail to `email`, as a person reads it in the local mailbox. */
export function latestCode(email: string): string {
  const code = latestMailTo(stack().mailDir, email)?.code;
  if (!code) throw new Error(`No code in the mailbox for ${email}`);
  return code;
}

export async function confirm(email: string, code = latestCode(email)): Promise<void> {
  await cognito().send(new ConfirmSignUpCommand({ ClientId: stack().cognito.users.clientId, Username: email, ConfirmationCode: code }));
}

export function profileBody(email: string, overrides: Record<string, unknown> = {}) {
  return JSON.stringify({ fullName: 'Test Person', email, country: 'SA', ...overrides });
}

export function postProfile(role: SignUpRole, body: string) {
  return api(`/${role}`, { method: 'POST', body });
}

/** A confirmed, signed-in creator or company with a profile record. */
export async function newMember(role: SignUpRole) {
  const email = uniqueEmail(role);
  const id = await signUp(email, role);
  await confirm(email);
  const created = await postProfile(role, profileBody(email));
  if (created.status !== 201) throw new Error(`POST /${role} answered ${created.status}: ${JSON.stringify(created.body)}`);
  const tokens = await signIn('users', email, TEST_PASSWORD);
  return { id, email, token: tokens.AccessToken, refreshToken: tokens.RefreshToken };
}

let documents: DynamoDBDocumentClient | undefined;

/** The local table, for tests that set up state no API call makes yet (and check what a call left behind). */
export function table(): DynamoDBDocumentClient {
  const { region, dynamodb } = stack();
  documents ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({ region, endpoint: dynamodb.endpoint, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } }),
  );
  return documents;
}
