// send-parts imports the API client, which loads the identity module and the runtime configuration lazily; neither is used here.
jest.mock('../../web/src/lib/identity', () => ({ loadAuth: async () => ({ getAccessToken: async () => undefined }) }));
jest.mock('../../web/src/lib/config', () => ({ loadRuntimeConfig: async () => ({ apiBase: '/api' }) }));
import { RESULT_MAX_BYTES } from '../../shared/domain/constants';
import { MAX_UPLOAD_PARTS, missingParts, MULTIPART_FROM_BYTES, partSizeFor, partsOf, sendsInParts, UPLOAD_PART_BYTES } from '../../shared/domain/upload-parts';
import type { ResultPartsView } from '../../shared/domain/results';
import { UploadAborted } from '../../web/src/components/upload/upload-client';
import { sendParts } from '../../web/src/features/campaigns/delivery/send-parts';
import { settledOnFakeClock } from '../support/wait';

const MiB = 1024 * 1024;

describe('the parts of a large file', () => {
  test('a file under 8 MB is one PUT; from 8 MB it goes in 5 MB parts, the last one the rest', () => {
    expect(sendsInParts(MULTIPART_FROM_BYTES - 1)).toBe(false);
    expect(sendsInParts(MULTIPART_FROM_BYTES)).toBe(true);
    expect(partsOf(12 * MiB)).toEqual([
      { partNumber: 1, offset: 0, size: 5 * MiB },
      { partNumber: 2, offset: 5 * MiB, size: 5 * MiB },
      { partNumber: 3, offset: 10 * MiB, size: 2 * MiB },
    ]);
    expect(partsOf(10 * MiB).map((part) => part.size)).toEqual([5 * MiB, 5 * MiB]);
    expect(partsOf(40 * 1000 * 1000)).toHaveLength(8);
    expect(partsOf(0)).toEqual([]);
  });

  test('a file too large for 64 parts of 5 MB (issue 27: a 4K clip) goes in larger parts, in whole MiB, 64 at most', () => {
    expect(partSizeFor(320 * MiB)).toBe(5 * MiB);
    expect(partsOf(350 * 1000 * 1000)).toHaveLength(56);
    expect(partSizeFor(350 * 1000 * 1000)).toBe(6 * MiB);
    const gigabyte = partsOf(RESULT_MAX_BYTES);
    expect(gigabyte).toHaveLength(MAX_UPLOAD_PARTS);
    expect(new Set(gigabyte.map((part) => part.size))).toEqual(new Set([16 * MiB]));
    expect(gigabyte.reduce((sum, part) => sum + part.size, 0)).toBe(RESULT_MAX_BYTES);
    // One byte more than a whole number of parts: the last part holds it.
    expect(partsOf(RESULT_MAX_BYTES - 16 * MiB + 1).at(-1)).toMatchObject({ partNumber: 64, size: 1 });
  });

  test('the missing parts are the planned ones storage lacks, or holds at another size', () => {
    const plan = partsOf(12 * MiB);
    expect(missingParts(plan, [])).toEqual(plan);
    expect(missingParts(plan, [{ partNumber: 1, size: UPLOAD_PART_BYTES }, { partNumber: 3, size: 2 * MiB }])).toEqual([plan[1]]);
    expect(missingParts(plan, [{ partNumber: 1, size: 1 }, { partNumber: 2, size: UPLOAD_PART_BYTES }, { partNumber: 3, size: 2 * MiB }])).toEqual([plan[0]]);
    expect(missingParts(plan, plan)).toEqual([]);
  });
});

/** What the fake storage answers a PUT of `url`: an HTTP status, or a dropped connection. */
type Answer = number | 'drop';

/** XMLHttpRequest as the page uses it, answering each PUT from a script; it records every request it got. */
class FakeXhr {
  static answer: (url: string) => Answer = () => 200;
  static requests: { url: string; bytes: number }[] = [];
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  private url = '';
  private aborted = false;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  send(body: Blob) {
    FakeXhr.requests.push({ url: this.url, bytes: body.size });
    setTimeout(() => {
      if (this.aborted) return;
      this.upload.onprogress?.({ lengthComputable: true, loaded: body.size / 2, total: body.size });
      const answer = FakeXhr.answer(this.url);
      if (answer === 'drop') return this.onerror?.();
      this.status = answer;
      this.onload?.();
    }, 5);
  }
}

/** Runs the fake clock until `promise` settles: retries pause for seconds, which the test need not wait. */
const settled = <T>(promise: Promise<T>): Promise<T> => settledOnFakeClock(promise);

describe('sending the parts', () => {
  const file = new Blob([new Uint8Array(12 * MiB)]);
  const start: ResultPartsView = { parts: partsOf(file.size).map((part) => ({ ...part, url: `https://storage/part-${part.partNumber}?v=1` })), sentBytes: 0 };
  const noFreshUrls = async (): Promise<ResultPartsView> => {
    throw new Error('not expected');
  };

  beforeAll(() => Object.assign(globalThis, { XMLHttpRequest: FakeXhr }));
  beforeEach(() => {
    jest.useFakeTimers();
    FakeXhr.requests = [];
    FakeXhr.answer = () => 200;
  });
  afterEach(() => jest.useRealTimers());

  test('sends every part at its size and reports progress up to the whole file', async () => {
    const progress: number[] = [];
    await settled(sendParts(file, start, (fraction) => progress.push(fraction), new AbortController().signal, noFreshUrls));
    expect(FakeXhr.requests.map((request) => request.bytes).sort()).toEqual([2 * MiB, 5 * MiB, 5 * MiB].sort());
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  test('a dropped connection costs the part, sent again after a pause; the others are sent once', async () => {
    let drops = 1;
    FakeXhr.answer = (url) => (url.includes('part-2') && drops-- > 0 ? 'drop' : 200);
    await settled(sendParts(file, start, () => undefined, new AbortController().signal, noFreshUrls));
    expect(FakeXhr.requests.map((request) => request.url).filter((url) => url.includes('part-2'))).toHaveLength(2);
    expect(FakeXhr.requests).toHaveLength(4);
  });

  test('an expired URL (403) is replaced by a fresh one; a part storage already has is not sent again', async () => {
    FakeXhr.answer = (url) => (url.endsWith('v=1') && !url.includes('part-1') ? 403 : 200);
    const fresh = jest.fn(async (): Promise<ResultPartsView> => ({ parts: [{ ...partsOf(file.size)[2]!, url: 'https://storage/part-3?v=2' }], sentBytes: 10 * MiB }));
    await settled(sendParts(file, start, () => undefined, new AbortController().signal, fresh));
    expect(fresh).toHaveBeenCalledTimes(2);
    expect(FakeXhr.requests.map((request) => request.url).sort()).toEqual(['https://storage/part-1?v=1', 'https://storage/part-2?v=1', 'https://storage/part-3?v=1', 'https://storage/part-3?v=2']);
  });

  test('a part that keeps failing fails the upload after four attempts', async () => {
    FakeXhr.answer = (url) => (url.includes('part-1') ? 'drop' : 200);
    await expect(settled(sendParts(file, start, () => undefined, new AbortController().signal, noFreshUrls))).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(FakeXhr.requests.filter((request) => request.url.includes('part-1'))).toHaveLength(4);
  });

  test('a resumed upload starts its progress from what storage has; cancelling rejects as aborted', async () => {
    const progress: number[] = [];
    const controller = new AbortController();
    const resumed = { parts: start.parts.slice(2), sentBytes: 10 * MiB };
    await settled(sendParts(file, resumed, (fraction) => progress.push(fraction), controller.signal, noFreshUrls));
    expect(progress[0]).toBeCloseTo(10 / 12);
    expect(FakeXhr.requests).toHaveLength(1);
    controller.abort();
    await expect(settled(sendParts(file, start, () => undefined, controller.signal, noFreshUrls))).rejects.toBeInstanceOf(UploadAborted);
  });
});
