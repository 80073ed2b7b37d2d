import middy from '@middy/core';
import { observability } from '../core/observability';
import { EVENT_HANDLERS } from './consumers';
import { EVENT_ROUTES } from './event-routes';
import { dispatcherFor } from './stream-dispatch';

/**
 * The events dispatcher (lib/constructs/events.ts): every domain event of the table's stream to the handlers its
 * type names (event-routes.ts), which tell people (notices, the live channel) and tidy up after them. The delivery's documents (certificates, zips) have a
 * dispatcher of their own (documents.ts): their libraries would weigh on every notice's cold start.
 */
export const handler = middy(dispatcherFor(EVENT_HANDLERS, (type) => EVENT_ROUTES[type].events)).use(observability());
