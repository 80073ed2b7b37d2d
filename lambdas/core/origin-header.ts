/** The header CloudFront adds, with a secret value, to every request it forwards to the API (lib/constructs/origin.ts). */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
