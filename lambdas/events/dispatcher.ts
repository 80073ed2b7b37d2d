import middy from '@middy/core';
import { observability } from '../core/observability';
import { EVENT_CONSUMERS } from './consumers';
import { dispatcherFor } from './stream-dispatch';

/**
 * The events dispatcher (lib/constructs/events.ts): every domain event of the table's stream to the consumers that
 * tell people (notices, the live channel) and tidy up after them. The delivery's documents (certificates, zips) have a
 * dispatcher of their own (documents.ts): their libraries would weigh on every notice's cold start.
 */
export const handler = middy(dispatcherFor(EVENT_CONSUMERS)).use(observability());
