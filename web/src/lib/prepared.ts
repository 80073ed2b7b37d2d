/**
 * A document the server makes after the fact (a campaign's zip, a licence certificate, an invoice, an export, a
 * library zip), waited for: asked for, and asked again every 3 s while it is `preparing`, for 10 minutes at most.
 * Pure of React and of the clock (the wait between two asks is given), so its rules are unit-tested.
 */

/** How often a document is asked for again while the server makes it. */
export const PREPARED_POLL_MS = 3000;

/**
 * How long the page waits for it: well past the documents function's 5 minutes and a retry, so a document still
 * preparing then has failed (its event waits in the dead-letter queue) and the wait ends with a word, not a spinner.
 */
export const PREPARED_WAIT_MS = 10 * 60_000;

export type Prepared = { status: 'ready'; url: string } | { status: 'preparing' };

/** Where the wait ended: the document's URL, the time allowed spent, or the page left (`signal` aborted). */
export type PreparedOutcome = { url: string } | 'too-long' | 'stopped';

export async function awaitPrepared(load: () => Promise<Prepared>, signal: AbortSignal, pause: (ms: number) => Promise<void>): Promise<PreparedOutcome> {
  for (let waited = 0; ; waited += PREPARED_POLL_MS) {
    const document = await load();
    if (signal.aborted) return 'stopped';
    if (document.status === 'ready') return { url: document.url };
    if (waited >= PREPARED_WAIT_MS) return 'too-long';
    await pause(PREPARED_POLL_MS);
    if (signal.aborted) return 'stopped';
  }
}
