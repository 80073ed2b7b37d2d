import { randomBytes } from 'node:crypto';
import type { DomainEvent, DomainEventPayloads, DomainEventType } from '../../shared/domain/events';
import { uuidV7 } from '../../shared/domain/ids';
import { eventKey } from './keys';
import { tableName, type TransactItem } from './table';
import { TABLE_TTL_ATTRIBUTE } from './table-definition';

/**
 * The outbox (docs/data-model.md, pattern E1): each domain event is an item put in the same transaction as the state
 * change it describes, so a change is never stored without its event nor an event without its change. The table's
 * stream hands the item to the dispatcher; the item itself expires after `EVENT_RETENTION_DAYS` (its stream record
 * does not depend on it staying).
 */

export const EVENT_RETENTION_DAYS = 7;

/** A new event; its id is time-ordered (UUID v7), so what it causes (a notification) can be keyed and ordered by it. */
export function newEvent<Type extends DomainEventType>(type: Type, payload: DomainEventPayloads[Type], occurredAt = new Date().toISOString()): DomainEvent<Type> {
  return { id: uuidV7(Date.parse(occurredAt), randomBytes(10)), type, occurredAt, payload };
}

/** The transaction item that stores `event`; never overwrites (an id is used once). */
export function eventPut(event: DomainEvent): TransactItem {
  const expiresAt = Math.floor(Date.parse(event.occurredAt) / 1000) + EVENT_RETENTION_DAYS * 86_400;
  return {
    Put: {
      TableName: tableName(),
      Item: { ...eventKey(event.id), ...event, [TABLE_TTL_ATTRIBUTE]: expiresAt },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}
