import middy from '@middy/core';
import { observability } from '../core/observability';
import { DOCUMENT_HANDLERS } from './document-consumers';
import { EVENT_ROUTES } from './event-routes';
import { dispatcherFor } from './stream-dispatch';

/**
 * The delivery's documents (lib/constructs/events.ts): a second reader of the table's stream, filtered on AWS to the
 * events that make a document — an approval's licence certificate, a completed campaign's zip, a paid campaign's tax
 * invoice — with its own retries and dead-letter queue, memory and time for media work.
 */
export const handler = middy(dispatcherFor(DOCUMENT_HANDLERS, (type) => EVENT_ROUTES[type].documents)).use(observability());
