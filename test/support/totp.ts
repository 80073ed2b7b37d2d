import { generate } from 'cognito-local/lib/services/totp';

/** An authenticator code of the right shape that the key does not give now (nor within a step either side). */
export const wrongTotpCode = (secret: string): string => String((Number(generate(secret)) + 500_000) % 1_000_000).padStart(6, '0');
