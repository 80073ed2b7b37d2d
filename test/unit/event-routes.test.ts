import { marshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue, DynamoDBStreamEvent } from 'aws-lambda';
import { DOCUMENT_HANDLER_NAMES, DOCUMENT_EVENT_TYPES, EVENT_HANDLER_NAMES, EVENT_ROUTES } from '../../lambdas/events/event-routes';
import { EVENT_HANDLERS } from '../../lambdas/events/consumers';
import { DOCUMENT_HANDLERS } from '../../lambdas/events/document-consumers';
import { dispatcherFor } from '../../lambdas/events/stream-dispatch';
import { eventKey } from '../../lambdas/data/keys';
import { DOMAIN_EVENT_TYPES, type AnyDomainEvent } from '../../shared/domain/events';
import { NOTIFICATION_TYPES } from '../../shared/domain/notifications';

/** Issue 29: one map from an event's type to its handlers, which the dispatchers follow. */
describe('the routes of domain events', () => {
  it('give every event type of the catalogue an entry, and nothing else', () => {
    expect(Object.keys(EVENT_ROUTES).sort()).toEqual([...DOMAIN_EVENT_TYPES].sort());
  });

  it('name every handler of each dispatcher somewhere, and only handlers that exist', () => {
    const named = (which: 'events' | 'documents') => new Set(DOMAIN_EVENT_TYPES.flatMap((type) => EVENT_ROUTES[type][which]));
    expect([...named('events')].sort()).toEqual([...EVENT_HANDLER_NAMES].sort());
    expect([...named('documents')].sort()).toEqual([...DOCUMENT_HANDLER_NAMES].sort());
    expect(Object.keys(EVENT_HANDLERS).sort()).toEqual([...EVENT_HANDLER_NAMES].sort());
    expect(Object.keys(DOCUMENT_HANDLERS).sort()).toEqual([...DOCUMENT_HANDLER_NAMES].sort());
  });

  it('tell every notice (stored, mailed, pushed), and filter the documents stream to the events that make one', () => {
    for (const type of NOTIFICATION_TYPES) expect({ type, notices: EVENT_ROUTES[type].events.includes('notices') }).toEqual({ type, notices: true });
    expect([...DOCUMENT_EVENT_TYPES].sort()).toEqual(['campaign.completed', 'campaign.published', 'ledger.export.requested', 'library.archive.requested', 'result.approved']);
  });

  it('hand an event only to the handlers its type names, in order', async () => {
    const calls: string[] = [];
    const handler = (name: string) => async (event: AnyDomainEvent) => void calls.push(`${name} ${event.type}`);
    const dispatch = dispatcherFor<'first' | 'second' | 'never'>({ first: handler('first'), second: handler('second'), never: handler('never') }, (type) => (type === 'payout.paid' ? ['second', 'first'] : []));
    const record = (event: AnyDomainEvent, sequence: string) => ({
      eventName: 'INSERT' as const,
      dynamodb: { SequenceNumber: sequence, NewImage: marshall({ ...eventKey(event.id), ...event }) as Record<string, AttributeValue> },
    });
    const payout: AnyDomainEvent = {
      id: 'e1',
      type: 'payout.paid',
      occurredAt: '2026-11-29T10:00:00.000Z',
      payload: { campaignId: 'c1', campaignTitle: 'Dates', companyId: 'co1', creatorId: 'cr1', amount: 100, bankName: 'Bank', ibanLast4: '1234' },
    };
    const read: AnyDomainEvent = { id: 'e2', type: 'notification.read', occurredAt: '2026-11-29T10:00:01.000Z', payload: { userId: 'cr1', notificationId: 'n1' } };
    const answer = await dispatch({ Records: [record(payout, '1'), record(read, '2')] } as DynamoDBStreamEvent);
    expect(answer).toEqual({ batchItemFailures: [] });
    expect(calls).toEqual(['second payout.paid', 'first payout.paid']);
  });
});
