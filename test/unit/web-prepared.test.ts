import { awaitPrepared, PREPARED_POLL_MS, PREPARED_WAIT_MS, type Prepared } from '../../web/src/lib/prepared';

/** The wait for a document the server makes (a zip, a certificate, an invoice, an export): no clock, the pauses counted. */

const URL = 'https://media.example/zip?X-Amz-Signature=1';
const preparing: Prepared = { status: 'preparing' };
const ready: Prepared = { status: 'ready', url: URL };

function server(answers: readonly Prepared[]) {
  let asked = 0;
  return { load: async () => answers[Math.min(asked++, answers.length - 1)] ?? preparing, asked: () => asked };
}

describe('waiting for a prepared document', () => {
  it('asks again every 3 s while it is preparing, and answers its URL once ready', async () => {
    const pauses: number[] = [];
    const { load, asked } = server([preparing, preparing, ready]);
    const outcome = await awaitPrepared(load, new AbortController().signal, async (ms) => void pauses.push(ms));
    expect(outcome).toEqual({ url: URL });
    expect(asked()).toBe(3);
    expect(pauses).toEqual([PREPARED_POLL_MS, PREPARED_POLL_MS]);
  });

  it('gives up after 10 minutes of a document still preparing (its making failed), never polling for ever', async () => {
    let pauses = 0;
    const outcome = await awaitPrepared(server([preparing]).load, new AbortController().signal, async () => void pauses++);
    expect(outcome).toBe('too-long');
    expect(pauses * PREPARED_POLL_MS).toBe(PREPARED_WAIT_MS);
  });

  it('stops when the page is left, during a pause or an ask', async () => {
    const leaving = new AbortController();
    const duringPause = await awaitPrepared(server([preparing]).load, leaving.signal, async () => leaving.abort());
    expect(duringPause).toBe('stopped');
    const left = new AbortController();
    const duringAsk = await awaitPrepared(async () => (left.abort(), ready), left.signal, async () => undefined);
    expect(duringAsk).toBe('stopped');
  });
});
