import { outboxReducer, pendingIn, toResend, type Outbox, type OutboxAction } from '../../web/src/lib/chat/outbox-state';

const queued = (clientId: string, channelId = 'ch1', senderId = 'me'): OutboxAction => ({
  type: 'queued',
  message: { clientId, channelId, senderId, text: `hello ${clientId}`, attachments: [], createdAt: '2026-03-01T10:00:00.000Z' },
});

/** The outbox after these actions, from empty. */
const after = (...actions: OutboxAction[]): Outbox => actions.reduce(outboxReducer, []);

describe('the outbox of pending messages', () => {
  it('keeps one entry per clientId, sending at first', () => {
    const outbox = after(queued('a'), queued('a'));
    expect(outbox).toEqual([expect.objectContaining({ clientId: 'a', state: 'sending' })]);
  });

  it('waits for the connection after a lost try, and resends the waiting and the unanswered with the same clientId', () => {
    let outbox: Outbox = after(queued('a'), queued('b'), queued('c'));
    outbox = outboxReducer(outbox, { type: 'disconnected', clientId: 'a' });
    outbox = outboxReducer(outbox, { type: 'refused', clientId: 'c', code: 'ATTACHMENT_NOT_READY' });
    expect(outbox.map((pending) => pending.state)).toEqual(['waiting', 'sending', 'failed']);
    expect(toResend(outbox, 'me').map((pending) => pending.clientId)).toEqual(['a', 'b']);
    expect(toResend(outbox, 'someone else')).toEqual([]);
  });

  it('a new try makes a waiting or failed message sending again, without its refusal', () => {
    let outbox: Outbox = after(queued('a'));
    outbox = outboxReducer(outbox, { type: 'refused', clientId: 'a', code: 'INTERNAL' });
    outbox = outboxReducer(outbox, { type: 'trying', clientId: 'a' });
    expect(outbox[0]).toMatchObject({ state: 'sending', code: undefined });
  });

  it('a disconnection leaves a refused message refused', () => {
    const refused = outboxReducer(after(queued('a')), { type: 'refused', clientId: 'a', code: 'INTERNAL' });
    expect(outboxReducer(refused, { type: 'disconnected', clientId: 'a' })).toBe(refused);
  });

  it('forgets a message once stored or discarded; an unknown clientId changes nothing', () => {
    const outbox = after(queued('a'), queued('b'));
    expect(outboxReducer(outbox, { type: 'stored', clientId: 'a' }).map((pending) => pending.clientId)).toEqual(['b']);
    expect(outboxReducer(outbox, { type: 'discarded', clientId: 'b' }).map((pending) => pending.clientId)).toEqual(['a']);
    expect(outboxReducer(outbox, { type: 'stored', clientId: 'z' })).toBe(outbox);
  });

  it("lists a channel's pending messages of the sender, in the order written", () => {
    const outbox = after(queued('a'), queued('b', 'ch2'), queued('c'), queued('d', 'ch1', 'other'));
    expect(pendingIn(outbox, 'ch1', 'me').map((pending) => pending.clientId)).toEqual(['a', 'c']);
  });
});
