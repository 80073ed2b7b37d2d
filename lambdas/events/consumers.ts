import type { AnyDomainEvent } from '../../shared/domain/events';
import { tellRecipient } from '../domain/notices';

/** One effect of domain events; idempotent on the event's id (a redelivered event changes nothing twice). */
export interface EventConsumer {
  name: string;
  consume(event: AnyDomainEvent): Promise<void>;
}

/** Every consumer, in the order each event is handed to them. Later issues add theirs (payouts, chat). */
export const EVENT_CONSUMERS: readonly EventConsumer[] = [
  {
    name: 'notices',
    async consume(event) {
      await tellRecipient(event);
    },
  },
];
