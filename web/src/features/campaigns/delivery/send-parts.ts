import type { ResultPartsView } from '../../../../../shared/domain/results';
import { retrying, tryAgain, type RetryPolicy } from '../../../../../shared/retry';
import { putFile, sleep, UploadAborted } from '../../../components/upload/upload-client';
import { ApiError } from '../../../lib/api';

/**
 * Sends a large file's parts to their presigned URLs, a few at a time: a part whose connection drops is sent again
 * after a pause, with a fresh URL once its own has expired, so a flaky phone connection costs a part, not the file.
 * When a part still fails, the upload fails with the parts sent so far kept by storage: Retry resumes from there.
 */

/** Parts in flight at once: enough to fill a phone's uplink, few enough that a dropped connection loses little. */
const PARALLEL_PARTS = 3;
/** Attempts at a part, with growing pauses between them; after the last, the upload fails (and may be resumed). */
const PART_RETRY: RetryPolicy = { attempts: 4, baseMs: 2_000, capMs: 8_000 };

export async function sendParts(
  file: Blob,
  start: ResultPartsView,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
  freshUrls: () => Promise<ResultPartsView>,
): Promise<void> {
  if (signal.aborted) throw new UploadAborted();
  // One part failing for good stops the others: the upload as a whole has failed.
  const stop = new AbortController();
  const stopAll = () => stop.abort();
  signal.addEventListener('abort', stopAll, { once: true });
  const loaded = new Map<number, number>();
  const report = () => onProgress(Math.min(1, (start.sentBytes + [...loaded.values()].reduce((sum, bytes) => sum + bytes, 0)) / file.size));
  const queue = [...start.parts];

  const sendPart = async (part: ResultPartsView['parts'][number]) => {
    let url = part.url;
    let expired = false;
    const attempt = async () => {
      // Refused by storage (an expired URL): ask for the part again; gone from the list means storage has it.
      if (expired) {
        const again = (await freshUrls()).parts.find((candidate) => candidate.partNumber === part.partNumber);
        if (!again) return;
        url = again.url;
      }
      try {
        const bytes = file.slice(part.offset, part.offset + part.size);
        await putFile({ url, headers: {} }, bytes, (fraction) => (loaded.set(part.partNumber, fraction * part.size), report()), stop.signal);
        loaded.set(part.partNumber, part.size);
        return report();
      } catch (error) {
        loaded.delete(part.partNumber);
        report();
        if (error instanceof UploadAborted) throw error;
        expired = error instanceof ApiError && error.status === 403;
        return tryAgain(error);
      }
    };
    await retrying(PART_RETRY, attempt, { sleep: (ms) => sleep(ms, stop.signal) });
  };

  const worker = async () => {
    for (let part = queue.shift(); part; part = queue.shift()) await sendPart(part);
  };
  try {
    report();
    await Promise.all(Array.from({ length: Math.min(PARALLEL_PARTS, queue.length) }, worker));
  } catch (error) {
    stopAll();
    throw signal.aborted ? new UploadAborted() : error;
  } finally {
    signal.removeEventListener('abort', stopAll);
  }
}
