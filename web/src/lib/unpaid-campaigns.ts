import { ROUTES } from '../../../shared/api/routes';
import type { Locale } from '../i18n/locale';
import { apiRequest } from './api';

/** What a company does with a campaign it has not paid for yet, besides editing it: pay for it, or delete it. */

/** Starts the provider's checkout for an unpaid campaign of the signed-in company. */
async function startCampaignCheckout(campaignId: string): Promise<string> {
  const { checkoutUrl } = await apiRequest(ROUTES.startCampaignCheckout, { pathParameters: { id: campaignId } });
  return checkoutUrl;
}

/** The provider's page in the payer's language: it reads `lang`, and shows English without it. */
function checkoutUrlFor(checkoutUrl: string, locale: Locale): string {
  if (locale !== 'ar') return checkoutUrl;
  const url = new URL(checkoutUrl, window.location.href);
  url.searchParams.set('lang', 'ar');
  return url.toString();
}

/** Leaves the app for the provider's checkout page, which sends the payer back to /payment/success or /payment/failure. */
export async function goToCheckout(campaignId: string, locale: Locale): Promise<void> {
  const checkoutUrl = await startCampaignCheckout(campaignId);
  window.location.assign(checkoutUrlFor(checkoutUrl, locale));
}

/** Deletes an unpaid campaign of the caller's own; a paid one answers 409 CAMPAIGN_ALREADY_PAID. */
export async function deleteCampaign(id: string): Promise<void> {
  await apiRequest(ROUTES.deleteCampaign, { pathParameters: { id } });
}
