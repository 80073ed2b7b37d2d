import { routeKey, ROUTES } from '../../shared/api/routes';
import { contactMessageSchema } from '../../shared/validation/rules';
import { clientAddress } from '../core/client-address';
import { areaHandler, type ApiRequest } from '../core/http';
import { parseInput } from '../core/input';
import { sendContactMessage } from '../domain/support';

/** `POST /support` (spec §7, public): the landing page's contact form. Invalid input is refused before any write. */
async function contactSupport({ body, headers }: ApiRequest) {
  const input = parseInput(contactMessageSchema, body);
  return { statusCode: 201, body: await sendContactMessage(input, clientAddress(headers)) };
}

export const handler = areaHandler('support', {
  [routeKey(ROUTES.contactSupport)]: contactSupport,
});
