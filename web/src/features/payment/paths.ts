/** Where the provider sends the payer back to: these pages read the campaign's id from `campaignId`. */
export function paymentSuccessPath(campaignId: string): string {
  return `/payment/success?campaignId=${encodeURIComponent(campaignId)}`;
}

export function campaignPath(campaignId: string): string {
  return `/campaigns/${encodeURIComponent(campaignId)}`;
}
