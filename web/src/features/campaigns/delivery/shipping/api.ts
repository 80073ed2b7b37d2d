import { queryOptions } from '@tanstack/react-query';
import { ROUTES } from '../../../../../../shared/api/routes';
import type { NationalAddress, ShipmentView } from '../../../../../../shared/domain/shipping';
import type { ShipmentTrackingInput } from '../../../../../../shared/validation/shipping';
import { apiRequest } from '../../../../lib/api';
import { QUERY_ROOTS } from '../../../../lib/query-keys';

/**
 * Product shipping (issue 28): one creator's product on a campaign that needs it. Its read sits under the campaign's
 * key, so a notice about the campaign (shipped, received, a problem) or a change of the delivery reads it again.
 */
export const shipmentQueries = {
  one: (campaignId: string, creatorId: string) =>
    queryOptions({
      queryKey: [QUERY_ROOTS.campaigns, 'detail', campaignId, 'shipment', creatorId],
      queryFn: () => apiRequest(ROUTES.getShipment, { pathParameters: { id: campaignId, creatorId } }),
    }),
};

/** The creator's national address; again to correct it until the company ships (SHIPMENT_STEP_NOT_ALLOWED after). */
export function confirmShippingAddress(campaignId: string, creatorId: string, address: NationalAddress): Promise<ShipmentView> {
  return apiRequest(ROUTES.confirmShippingAddress, { pathParameters: { id: campaignId, creatorId }, body: address });
}

/** The company's carrier and tracking number; again to correct them, or to ship again after a problem. */
export function recordShipmentTracking(campaignId: string, creatorId: string, tracking: ShipmentTrackingInput): Promise<ShipmentView> {
  return apiRequest(ROUTES.recordShipmentTracking, { pathParameters: { id: campaignId, creatorId }, body: tracking });
}

/** The creator has the product (her delivery window starts), or what went wrong with it. */
export function answerShipment(campaignId: string, creatorId: string, answer: { received: true } | { received: false; problem: string }): Promise<ShipmentView> {
  return apiRequest(ROUTES.answerShipment, { pathParameters: { id: campaignId, creatorId }, body: answer });
}

/** The creator bought the product: the verified upload of her receipt and what she paid, halalas. */
export function submitPurchaseReceipt(campaignId: string, creatorId: string, key: string, amount: number): Promise<ShipmentView> {
  return apiRequest(ROUTES.submitPurchaseReceipt, { pathParameters: { id: campaignId, creatorId }, body: { key, amount } });
}
