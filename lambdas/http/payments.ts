import { ROUTES } from '../../shared/api/routes';
import { areaHandler, defineRoute } from '../core/http';
import { addOwnBankAccount, listOwnBankAccounts, removeOwnBankAccount, setOwnDefaultBankAccount } from '../domain/bank-accounts';
import { addOwnCard, listOwnCards, receivePaymentWebhook, removeOwnCard, setOwnDefaultCard, startCampaignCheckout } from '../domain/payments';
import { creatorEarnings } from '../domain/earnings';
import { INVOICE_ROUTES } from './invoices';

export const handler = areaHandler('payments', [
  defineRoute(ROUTES.startCampaignCheckout, ({ caller, params }) => startCampaignCheckout(caller.userId, params.id)),
  /** Public: the signature over the raw body is the only credential, and the domain checks it before anything else. */
  defineRoute(ROUTES.paymentWebhook, ({ rawBody, headers }) => receivePaymentWebhook(rawBody, headers)),
  defineRoute(ROUTES.listCards, ({ caller }) => listOwnCards(caller.userId)),
  defineRoute(ROUTES.addCard, ({ caller, body }) => addOwnCard(caller.userId, body.token)),
  defineRoute(ROUTES.removeCard, ({ caller, params }) => removeOwnCard(caller.userId, params.id)),
  defineRoute(ROUTES.setDefaultCard, ({ caller, params }) => setOwnDefaultCard(caller.userId, params.id)),
  defineRoute(ROUTES.listBankAccounts, ({ caller }) => listOwnBankAccounts(caller.userId)),
  defineRoute(ROUTES.addBankAccount, ({ caller, body }) => addOwnBankAccount(caller.userId, body)),
  defineRoute(ROUTES.removeBankAccount, ({ caller, params }) => removeOwnBankAccount(caller.userId, params.id)),
  defineRoute(ROUTES.setDefaultBankAccount, ({ caller, params }) => setOwnDefaultBankAccount(caller.userId, params.id)),
  defineRoute(ROUTES.getEarnings, ({ caller }) => creatorEarnings(caller.userId)),
  ...INVOICE_ROUTES,
]);
