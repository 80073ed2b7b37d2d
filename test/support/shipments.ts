import type { ShipmentView, ProductNeed } from '../../shared/domain/shipping';
import { openCampaign } from './campaigns';
import type { Member } from './profiles';
import { api } from './stack';

/** Product shipping (issue 28) set up for the browser journeys: deals whose creator needs the product. */

/**
 * An open campaign of `company` (one place) whose creators need the product as `product` says, with `creator`
 * applied and accepted through the API as the Requests tab accepts: her delivery waits for the product.
 */
export async function acceptedProductDeal(company: Member, companyName: string, creator: Member, product: ProductNeed): Promise<{ id: string; title: string }> {
  const campaign = await openCampaign(company, companyName, { numberOfContentCreators: 1, product });
  const applied = await api(`/campaigns/apply/${campaign.id}?applyAnyway=true`, { method: 'POST', token: creator.token });
  if (applied.status !== 201) throw new Error(`Applying answered ${applied.status}: ${JSON.stringify(applied.body)}`);
  const accepted = await api(`/campaigns/${campaign.id}/accept/${creator.id}`, { method: 'POST', token: company.token });
  if (accepted.status !== 200) throw new Error(`Accepting answered ${accepted.status}: ${JSON.stringify(accepted.body)}`);
  return campaign;
}

/** `GET /campaigns/{id}/shipments/{creatorId}` as `member` (the campaign's company or the creator). */
export async function shipmentOf(member: Member, campaignId: string, creatorId: string): Promise<ShipmentView> {
  const { status, body } = await api(`/campaigns/${campaignId}/shipments/${creatorId}`, { token: member.token });
  if (status !== 200) throw new Error(`GET the shipment answered ${status}: ${JSON.stringify(body)}`);
  return body as unknown as ShipmentView;
}
