import { randomUUID } from 'node:crypto';
import { ConfirmSignUpCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { latestMailTo } from '../../scripts/local/mailbox';
import type { SignUpRole } from '../../shared/domain/constants';
import { SIGN_UP_ATTRIBUTES } from '../../shared/domain/sign-up';
import { api, cognito, signIn, stack } from './stack';

/**
 * Fresh accounts made the way a visitor makes them: Cognito sign-up carrying the name and country, the code from the
 * mailbox; the users pool's PostConfirmation trigger then creates the profile.
 */

export const TEST_PASSWORD = 'Test-pass-1';

export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@test.ugc.local`;
}

/** The name and country a test sign-up carries unless told otherwise (`profileBody`'s too). */
export const SIGN_UP_DETAILS = { fullName: 'Test Person', country: 'SA' };

/**
 * Signs up with the users pool's client, as the web app does; `role` is the immutable `custom:role`. `details` are
 * carried as attributes; `null` signs up as an older client did, with none.
 */
export async function signUp(
  email: string,
  role?: SignUpRole,
  details: { fullName: string; country: string; agreedToTermsAt?: string; language?: string } | null = SIGN_UP_DETAILS,
): Promise<string> {
  const carried = { role, ...details };
  const attributes = Object.entries(SIGN_UP_ATTRIBUTES).flatMap(([field, name]) => {
    const value = carried[field as keyof typeof carried];
    return value ? [{ Name: name, Value: value }] : [];
  });
  const { UserSub } = await cognito().send(
    new SignUpCommand({
      ClientId: stack().cognito.users.clientId,
      Username: email,
      Password: TEST_PASSWORD,
      UserAttributes: [{ Name: 'email', Value: email }, ...attributes],
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
  return JSON.stringify({ ...SIGN_UP_DETAILS, email, ...overrides });
}

/** `POST /{role}`: anonymous, or as the sign-up's owner with their access token (the only caller answered precisely). */
export function postProfile(role: SignUpRole, body: string, token?: string) {
  return api(`/${role}`, { method: 'POST', body, ...(token ? { token } : {}) });
}

/** A confirmed, signed-in creator or company with a profile record (made by the PostConfirmation trigger). */
export async function newMember(role: SignUpRole, language?: string, email = uniqueEmail(role)) {
  const id = await signUp(email, role, { ...SIGN_UP_DETAILS, ...(language ? { language } : {}) });
  await confirm(email);
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
