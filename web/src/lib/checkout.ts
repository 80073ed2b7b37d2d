import { ROUTES } from '../../../shared/api/routes';
import type { Locale } from '../i18n/locale';
import { apiRequest } from './api';

/** Starts the provider's checkout for an unpaid campaign of the signed-in company. */
export async function startCampaignCheckout(campaignId: string): Promise<string> {
  const { checkoutUrl } = await apiRequest(ROUTES.startCampaignCheckout, { pathParameters: { id: campaignId } });
  return checkoutUrl;
}

/** The provider's page in the payer's language: it reads `lang`, and shows English without it. */
export function checkoutUrlFor(checkoutUrl: string, locale: Locale): string {
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
