import { ROUTES } from '../../shared/api/routes';
import { clientAddress } from '../core/client-address';
import { areaHandler, defineRoute } from '../core/http';
import { sendContactMessage } from '../domain/support';

export const handler = areaHandler('support', [
  /** `POST /support` (spec §7, public): the landing page's contact form. Invalid input is refused before any write. */
  defineRoute(ROUTES.contactSupport, ({ body, headers }) => sendContactMessage(body, clientAddress(headers))),
]);
