import { answerShipment, confirmShippingAddress, recordTracking, submitPurchase } from '../../lambdas/domain/shipments';
import type { NationalAddress } from '../../shared/domain/shipping';
import { purchaseReceiptSchema, shipmentReceiptSchema, shipmentTrackingSchema, shippingAddressSchema } from '../../shared/validation/shipping';
import type { DemoCreatorName } from './demo-campaigns';
import { parseDemoInput } from './seed-input';
import { DOCUMENT_PNG, uploadDemoFile } from './seed-profiles';

/**
 * The demo's products (issue 28), made through the shipping use cases: a creator's address, the company's shipment
 * with its carrier and tracking number, her receipt of it; or, to be reimbursed, her purchase's receipt and amount.
 */

/**
 * How far a product has come: shipped (in transit), received, a problem the creator reported (in her words), or bought
 * by the creator (halalas paid, VAT included).
 */
export type DemoShipmentStage = { stage: 'shipped' | 'received' } | { stage: 'problem'; problem: string } | { stage: 'purchased'; amount: number };

/** Where each demo creator has her products sent (one address in English, one in Arabic), and how they travel. */
const SHIPPING: Record<DemoCreatorName, { address: NationalAddress; tracking: { carrier: string; trackingNumber: string } }> = {
  noura: {
    address: { buildingNumber: '8228', street: 'King Fahd Road', district: 'Al Olaya', city: 'Riyadh', postalCode: '12214', additionalNumber: '2121' },
    tracking: { carrier: 'smsa', trackingNumber: '290412857731' },
  },
  reem: {
    address: { buildingNumber: '3141', street: 'شارع الأمير سلطان', district: 'حي الروضة', city: 'جدة', postalCode: '23432', additionalNumber: '7016' },
    tracking: { carrier: 'spl', trackingNumber: 'RR123456785SA' },
  },
};

export async function seedDemoShipment(companyId: string, campaignId: string, creator: { id: string; by: DemoCreatorName }, stage: DemoShipmentStage): Promise<void> {
  const caller = { userId: creator.id, role: 'creator' as const };
  if (stage.stage === 'purchased') {
    const { key } = await uploadDemoFile(creator.id, 'receipt', 'receipt.png', DOCUMENT_PNG);
    await submitPurchase(caller, campaignId, creator.id, parseDemoInput(purchaseReceiptSchema, { key, amount: stage.amount }));
    return;
  }
  const { address } = SHIPPING[creator.by];
  // The parcel that arrived broken came with another carrier than her others.
  const tracking = stage.stage === 'problem' ? { carrier: 'aramex', trackingNumber: '31234567890' } : SHIPPING[creator.by].tracking;
  await confirmShippingAddress(caller, campaignId, creator.id, parseDemoInput(shippingAddressSchema, address));
  await recordTracking({ userId: companyId, role: 'company' }, campaignId, creator.id, parseDemoInput(shipmentTrackingSchema, tracking));
  if (stage.stage === 'received') await answerShipment(caller, campaignId, creator.id, parseDemoInput(shipmentReceiptSchema, { received: true }));
  if (stage.stage === 'problem') await answerShipment(caller, campaignId, creator.id, parseDemoInput(shipmentReceiptSchema, { received: false, problem: stage.problem }));
}
