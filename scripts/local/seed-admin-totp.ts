import * as fs from 'node:fs';
import * as path from 'node:path';
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { LocalStackProblem } from './problem';
import { passwordSignIn } from './totp-sign-in';

/** The demo admin's authenticator key, beside the local data it belongs to (`npm run reset` removes both). */
export const DEMO_ADMIN_TOTP_FILE = 'demo-admin-totp.txt';

/**
 * The demo admin's authenticator, set up at the first start by signing in as the admin would (the admins pool asks
 * for the set-up at the first sign-in), its key written to `.data/` for `npm start` to print, for a person to add to
 * an authenticator app, and for the tests; a later start signs in with it, which proves it still works.
 */
export async function ensureDemoAdminTotp(
  cognito: CognitoIdentityProviderClient,
  { clientId, email, password, dataDir }: { clientId: string; email: string; password: string; dataDir: string },
): Promise<string> {
  const file = path.join(dataDir, DEMO_ADMIN_TOTP_FILE);
  const kept = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : undefined;
  let secret = kept;
  await passwordSignIn(cognito, clientId, {
    email,
    password,
    keys: {
      get: () => kept,
      set: (_email, newSecret) => {
        secret = newSecret;
        fs.writeFileSync(file, `${newSecret}\n`);
      },
    },
  }).catch((error: unknown) => {
    throw new LocalStackProblem(
      `the demo admin could not sign in with the authenticator key in ${file} (${error instanceof Error ? error.message : String(error)}): run npm run reset to start from fresh demo data.`,
    );
  });
  if (!secret) throw new LocalStackProblem(`the demo admin has no authenticator key in ${file}: run npm run reset to start from fresh demo data.`);
  return secret;
}
