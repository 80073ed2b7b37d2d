import * as yup from 'yup';
import { routeKey, ROUTES } from '../../shared/api/routes';
import { isUuid } from '../../shared/domain/ids';
import type { ValidationMessageKey } from '../../shared/validation/messages';
import { string } from '../../shared/validation/typed';
import { BadRequestError, ForbiddenError } from '../core/errors';
import { areaHandler, type ApiRequest } from '../core/http';
import { parseInput } from '../core/input';
import { addOwnCard, listOwnCards, receivePaymentWebhook, removeOwnCard, setOwnDefaultCard, startCampaignCheckout } from '../domain/payments';

const message = (key: ValidationMessageKey) => key;

/** `POST /payment/cards`: the provider's token for a card the browser tokenized with it; nothing else. */
const addCardSchema = yup
  .object({
    token: string()
      .required(message('required'))
      .max(200, message('valueInvalid'))
      .matches(/^[\w-]+$/, message('valueInvalid')),
  })
  .noUnknown(message('unknownField'));

/** The route's roles are checked before a handler runs; these only need the caller's id. */
function callerIdOf({ caller }: ApiRequest): string {
  if (!caller?.role) throw new ForbiddenError();
  return caller.userId;
}

function campaignIdOf(request: ApiRequest): string {
  const id = request.pathParameters.id;
  if (!isUuid(id)) throw new BadRequestError('INVALID_CAMPAIGN_ID');
  return id;
}

function cardIdOf(request: ApiRequest): string {
  const id = request.pathParameters.id;
  if (!isUuid(id)) throw new BadRequestError('INVALID_CARD_ID');
  return id;
}

async function startCheckout(request: ApiRequest) {
  const companyId = callerIdOf(request);
  return { body: await startCampaignCheckout(companyId, campaignIdOf(request)) };
}

/** Public: the signature over the raw body is the only credential, and the domain checks it before anything else. */
async function paymentWebhook(request: ApiRequest) {
  return { body: await receivePaymentWebhook(request.rawBody, request.headers) };
}

async function listCards(request: ApiRequest) {
  return { body: await listOwnCards(callerIdOf(request)) };
}

async function addCard(request: ApiRequest) {
  const userId = callerIdOf(request);
  const { token } = parseInput(addCardSchema, request.body);
  return { statusCode: 201, body: await addOwnCard(userId, token) };
}

async function removeCard(request: ApiRequest) {
  const userId = callerIdOf(request);
  await removeOwnCard(userId, cardIdOf(request));
  return { statusCode: 204 };
}

async function setDefaultCard(request: ApiRequest) {
  const userId = callerIdOf(request);
  return { body: await setOwnDefaultCard(userId, cardIdOf(request)) };
}

export const handler = areaHandler('payments', {
  [routeKey(ROUTES.startCampaignCheckout)]: startCheckout,
  [routeKey(ROUTES.paymentWebhook)]: paymentWebhook,
  [routeKey(ROUTES.listCards)]: listCards,
  [routeKey(ROUTES.addCard)]: addCard,
  [routeKey(ROUTES.removeCard)]: removeCard,
  [routeKey(ROUTES.setDefaultCard)]: setDefaultCard,
});
