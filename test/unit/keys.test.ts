import { HttpError } from '../../lambdas/core/errors';
import * as keys from '../../lambdas/data/keys';

/** Every key builder of keys.ts (the functions that answer key attributes), so a new one is checked as soon as it exists. */
type KeyBuilder = (...parts: string[]) => unknown;

/** Every key builder of keys.ts (the functions that answer key attributes), so a new one is checked as soon as it exists. */
const KEY_BUILDERS = Object.entries<unknown>(keys).flatMap(([name, value]): [string, KeyBuilder][] => {
  if (typeof value !== 'function') return [];
  const build = value as KeyBuilder;
  return typeof build(...Array.from({ length: build.length }, () => 'x')) === 'object' ? [[name, build]] : [];
});

function refusal(build: () => unknown): unknown {
  try {
    build();
  } catch (error) {
    return error instanceof HttpError ? { status: error.statusCode, code: error.code } : error;
  }
  return 'built';
}

describe('keys are bounded before they reach DynamoDB', () => {
  it('finds the key builders', () => {
    expect(KEY_BUILDERS.map(([name]) => name)).toEqual(expect.arrayContaining(['userKey', 'campaignKey', 'uploadItemKey', 'idempotencyKey', 'rateLimitKey']));
  });

  it.each(KEY_BUILDERS)('%s refuses a 100,000-character part with a 400, not a failed request', (_name, build) => {
    const parts = Array.from({ length: build.length }, () => 'x'.repeat(100_000));
    expect(refusal(() => build(...parts))).toEqual({ status: 400, code: 'INVALID_IDENTIFIER' });
  });

  it.each(KEY_BUILDERS)('%s refuses a part that is not valid Unicode (a lone surrogate)', (_name, build) => {
    const parts = Array.from({ length: build.length }, () => 'a\ud800b');
    expect(refusal(() => build(...parts))).toEqual({ status: 400, code: 'INVALID_IDENTIFIER' });
  });

  it('takes DynamoDB\'s limits in UTF-8 bytes: 2,048 for a partition key, 1,024 for a sort key', () => {
    expect(refusal(() => keys.uploadItemKey('x'.repeat(2048 - 'UPLOAD#'.length)))).toBe('built');
    expect(refusal(() => keys.uploadItemKey('x'.repeat(2049 - 'UPLOAD#'.length)))).toEqual({ status: 400, code: 'INVALID_IDENTIFIER' });
    expect(refusal(() => keys.counterKey('é'.repeat(512)))).toBe('built');
    expect(refusal(() => keys.counterKey('é'.repeat(513)))).toEqual({ status: 400, code: 'INVALID_IDENTIFIER' });
  });
});
