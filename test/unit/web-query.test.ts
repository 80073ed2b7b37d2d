import type * as ApiModule from '../../web/src/lib/api';
import type * as QueryClientModule from '../../web/src/lib/query-client';
import { queryView } from '../../web/src/hooks/useApiQuery';

// lib/api imports the browser's identity and configuration modules; the retry policy needs only its error class.
jest.mock('../../web/src/lib/identity', () => ({}));
jest.mock('../../web/src/lib/config', () => ({}));
const { ApiError } = jest.requireActual<typeof ApiModule>('../../web/src/lib/api');
const { READ_RETRIES, readRetryDelay, shouldRetryRead } = jest.requireActual<typeof QueryClientModule>('../../web/src/lib/query-client');

describe('which failed reads are tried again', () => {
  it.each([
    ['the server could not be reached', new ApiError(0, 'NETWORK_ERROR', 'unreachable')],
    ['the server failed', new ApiError(500, 'INTERNAL', 'failed')],
    ['the server is unavailable', new ApiError(503, 'DEPENDENCY_UNAVAILABLE', 'unavailable')],
    ['too many requests', new ApiError(429, 'TOO_MANY_REQUESTS', 'slow down')],
  ])('%s: tried again, up to the limit', (_, error) => {
    for (let failures = 0; failures < READ_RETRIES; failures++) expect(shouldRetryRead(failures, error)).toBe(true);
    expect(shouldRetryRead(READ_RETRIES, error)).toBe(false);
  });

  it.each([
    ['not found', new ApiError(404, 'NOT_FOUND', 'missing')],
    ['forbidden', new ApiError(403, 'FORBIDDEN', 'no')],
    ['signed out', new ApiError(401, 'UNAUTHORIZED', 'who')],
    ['a bad request', new ApiError(400, 'VALIDATION_FAILED', 'bad')],
  ])('%s: shown at once, never tried again', (_, error) => {
    expect(shouldRetryRead(0, error)).toBe(false);
  });

  it('a failure of the page itself (not the API) is shown at once', () => {
    expect(shouldRetryRead(0, new TypeError('undefined is not a function'))).toBe(false);
  });

  it('waits up to longer before each try', () => {
    jest.spyOn(Math, 'random').mockReturnValue(1);
    expect([readRetryDelay(0), readRetryDelay(1)]).toEqual([1000, 2000]);
    jest.restoreAllMocks();
  });
});

describe('what a page shows of a read', () => {
  const error = new Error('down');
  it('loading until the first answer', () => {
    expect(queryView({ status: 'pending', data: undefined, error: null, isFetching: true })).toEqual({ status: 'loading' });
  });
  it('the data, also while it is read again behind it', () => {
    expect(queryView({ status: 'success', data: 7, error: null, isFetching: true })).toEqual({ status: 'ready', data: 7 });
  });
  it('why it failed, also when older data was on screen', () => {
    expect(queryView({ status: 'error', data: 7, error, isFetching: false })).toEqual({ status: 'failed', error });
  });
  it('loading again while a retry after a failure runs', () => {
    expect(queryView({ status: 'error', data: undefined, error, isFetching: true })).toEqual({ status: 'loading' });
  });
});
