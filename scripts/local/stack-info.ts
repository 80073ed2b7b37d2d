/** What `.data/local-stack.json` holds: everything tests and tools need to find the stack. */
export interface LocalStackInfo {
  region: string;
  url: string;
  apiUrl: string;
  dynamodb: { endpoint: string; tableName: string };
  s3: { endpoint: string; mediaBucket: string };
  cognito: { endpoint: string; users: { poolId: string; clientId: string }; admins: { poolId: string; clientId: string } };
  mailDir: string;
  seeded: { role: string; email: string }[];
  demoPassword: string;
  /** The demo admin's authenticator key (base32), for a TOTP code at every admin sign-in. */
  demoAdminTotpSecret: string;
}

export const STACK_INFO_FILE = 'local-stack.json';
