import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { COALESCED_EVENTS, DOMAIN_EVENT_TYPES, recipientOf, type AnyDomainEvent } from '../../shared/domain/events';
import { errorDetails, logError, logWarn } from '../core/log';
import { EVENT_PREFIX } from '../data/keys';
import type { DomainEventType } from '../../shared/domain/events';
import type { EventHandler } from './consumers';

/** How many users' events are handled at once: their writes touch different items, so they do not collide. */
const LANES_AT_ONCE = 8;

/**
 * A dispatcher of the table's stream: hands each new outbox item (`EVENT#<id>`, pattern E1 of docs/data-model.md) to
 * the handlers `routeOf` names for its type (event-routes.ts), in that order, each user's events in the stream's order. On AWS the stream invokes it (lib/constructs/events.ts) with
 * batch item failures on: a failed event is reported with its sequence number and the rest of the batch is left for
 * the retry, which starts at that event; handlers are idempotent on the event's id, so what was done before the
 * failure is not done twice. On the local stack scripts/local/stream-poller.ts feeds it DynamoDB Local's stream.
 */
export function dispatcherFor<Name extends string>(handlers: { readonly [Key in Name]: EventHandler }, routeOf: (type: DomainEventType) => readonly Name[]) {
  return (streamEvent: DynamoDBStreamEvent) => dispatch(streamEvent, (event) => routeOf(event.type).map((name) => handlers[name]));
}

async function dispatch(streamEvent: DynamoDBStreamEvent, handlersOf: (event: AnyDomainEvent) => readonly EventHandler[]): Promise<DynamoDBBatchResponse> {
  const entries = streamEvent.Records.map((record, index) => ({ index, record, event: domainEventOf(record) }));
  const due = entries.flatMap(({ index, record, event }) =>
    event && !isSuperseded(event, entries.slice(index + 1).map((later) => later.event)) ? [{ index, record, event }] : [],
  );
  // One lane per user told: each user's events in the stream's order, several users' at once.
  const lanes = new Map<string, typeof due>();
  for (const entry of due) {
    const recipient = recipientOf(entry.event);
    lanes.set(recipient, [...(lanes.get(recipient) ?? []), entry]);
  }
  const failed: number[] = [];
  const queue = [...lanes.values()];
  const runLanes = async () => {
    for (let lane = queue.shift(); lane; lane = queue.shift()) {
      for (const { index, event } of lane) {
        try {
          for (const handle of handlersOf(event)) await handle(event);
        } catch (error) {
          logError('Event not dispatched: reported for retry', { eventId: event.id, type: event.type, ...errorDetails(error) });
          failed.push(index);
          break;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(LANES_AT_ONCE, queue.length) }, runLanes));
  if (!failed.length) return { batchItemFailures: [] };
  // The retry starts at the first failed record; what succeeded after it is handed on again and changes nothing.
  const first = entries[Math.min(...failed)];
  return { batchItemFailures: [{ itemIdentifier: first?.record.dynamodb?.SequenceNumber ?? '' }] };
}


/** A coalesced event (COALESCED_EVENTS) followed in the same batch by one of the same type for the same user. */
function isSuperseded(event: AnyDomainEvent, later: readonly (AnyDomainEvent | undefined)[]): boolean {
  return COALESCED_EVENTS.includes(event.type) && later.some((next) => next?.type === event.type && recipientOf(next) === recipientOf(event));
}

/** The domain event a stream record inserted, if it is an outbox item; other items' changes are not events. */
export function domainEventOf(record: DynamoDBRecord): AnyDomainEvent | undefined {
  const image = record.dynamodb?.NewImage;
  if (record.eventName !== 'INSERT' || !image || !image.PK?.S?.startsWith(EVENT_PREFIX)) return undefined;
  // The stream's attribute values are the SDK's (aws-lambda's types describe the same JSON).
  const item = unmarshall(image as Record<string, AttributeValue>);
  const { id, type, occurredAt, payload } = item;
  if (typeof id !== 'string' || typeof occurredAt !== 'string' || typeof payload !== 'object' || !(DOMAIN_EVENT_TYPES as readonly unknown[]).includes(type)) {
    // An event this version does not know would fail every retry: it is logged and passed over.
    logWarn('Outbox item is not an event of the catalogue: skipped', { pk: image.PK.S, type: String(type) });
    return undefined;
  }
  return { id, type, occurredAt, payload } as AnyDomainEvent;
}
