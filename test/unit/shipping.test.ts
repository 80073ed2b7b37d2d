import { campaignPrice, creatorEarning } from '../../shared/domain/pricing';
import { currentDueAt, deliveryDueAt } from '../../shared/domain/results';
import { carrierLabel, initialShipmentStatus, SHIPMENT_STATUSES, shipmentAllows, type ShipmentAction } from '../../shared/domain/shipping';
import { createCampaignSchema } from '../../shared/validation/campaign';
import { validate } from '../../shared/validation/validate';
import { purchaseReceiptSchema, shipmentReceiptSchema, shipmentTrackingSchema, shippingAddressSchema } from '../../shared/validation/shipping';

/** Product shipping's pure rules (issue 28): the steps each status allows, the window's start, the price, the forms. */

const ADDRESS = { buildingNumber: '8228', street: 'King Fahd Road', district: 'Al Olaya', city: 'Riyadh', postalCode: '12214', additionalNumber: '2121' };

/** The field errors' keys the API would answer, sorted. */
const errorsOf = (schema: Parameters<typeof validate>[0], value: unknown): string[] => {
  const result = validate(schema, value);
  return 'errors' in result ? Object.values(result.errors).sort() : [];
};

describe('the shipment steps', () => {
  it('starts where its handover does', () => {
    expect(initialShipmentStatus('ship')).toBe('address-needed');
    expect(initialShipmentStatus('reimburse')).toBe('purchase-needed');
  });

  const allowed: Record<ShipmentAction, readonly string[]> = {
    'confirm-address': ['address-needed', 'awaiting-shipment'],
    'record-shipment': ['awaiting-shipment', 'shipped', 'problem'],
    'confirm-receipt': ['shipped', 'problem'],
    'report-problem': ['awaiting-shipment', 'shipped'],
    'submit-receipt': ['purchase-needed'],
  };
  it.each(Object.entries(allowed))('%s only from %j', (action, from) => {
    for (const status of SHIPMENT_STATUSES) expect(shipmentAllows(status, action as ShipmentAction)).toBe(from.includes(status));
  });

  it('names a carrier as it writes itself, or as the company wrote it', () => {
    expect(carrierLabel('en', 'smsa')).toBe('SMSA Express');
    expect(carrierLabel('ar', 'aramex')).toBe('أرامكس');
    expect(carrierLabel('en', 'other', 'Zajil')).toBe('Zajil');
  });
});

describe('the delivery window of a campaign that needs the product', () => {
  const acceptedAt = '2026-11-01T09:00:00.000Z';
  it('has no due date until the product is received, then 15 days from receipt', () => {
    expect(currentDueAt({ status: 'in-progress', acceptedAt, productNeeded: true })).toBeUndefined();
    expect(currentDueAt({ status: 'in-progress', acceptedAt, productNeeded: true, productReceivedAt: '2026-11-10T12:00:00.000Z' })).toBe(deliveryDueAt('2026-11-10T12:00:00.000Z'));
    expect(currentDueAt({ status: 'in-progress', acceptedAt })).toBe(deliveryDueAt(acceptedAt));
  });
  it('starts again at a request for revision, and an extension wins', () => {
    const revised = { status: 'needs-revision' as const, acceptedAt, reviewedAt: '2026-11-20T08:00:00.000Z', productNeeded: true, productReceivedAt: '2026-11-10T12:00:00.000Z' };
    expect(currentDueAt(revised)).toBe(deliveryDueAt('2026-11-20T08:00:00.000Z'));
    expect(currentDueAt({ ...revised, extendedDueAt: '2026-12-24T00:00:00.000Z' })).toBe('2026-12-24T00:00:00.000Z');
  });
});

describe('the price of a campaign that reimburses a purchase', () => {
  const brief = { videoDuration: 30, aspectRatio: '9:16', numberOfContentCreators: 2, picturesNeeded: false } as const;
  it('charges the limit per creator up front, VAT included, and leaves the creator’s earning as it was', () => {
    const plain = campaignPrice(brief);
    const reimbursed = campaignPrice({ ...brief, product: { handover: 'reimburse', reimbursementLimit: 15_000 } });
    expect(reimbursed.productBudgetPerCreator).toBe(15_000);
    expect(reimbursed.total).toBe(plain.total + 2 * 15_000);
    expect(reimbursed.net + reimbursed.vat).toBe(reimbursed.total);
    expect(creatorEarning(reimbursed)).toBe(creatorEarning(plain));
    expect(campaignPrice({ ...brief, product: { handover: 'ship' } }).total).toBe(plain.total);
  });
});

describe('the forms', () => {
  it('takes a whole national address and names each wrong part', () => {
    expect(errorsOf(shippingAddressSchema, ADDRESS)).toEqual([]);
    expect(errorsOf(shippingAddressSchema, { ...ADDRESS, buildingNumber: '82', postalCode: 'abcde', additionalNumber: '12345', city: '' })).toEqual(['additionalNumberInvalid', 'buildingNumberInvalid', 'postalCodeInvalid', 'required']);
    expect(errorsOf(shippingAddressSchema, { ...ADDRESS, phone: '0551234567' })).toEqual(['unknownField']);
  });

  it('asks the name of an "other" carrier and a waybill-like tracking number', () => {
    expect(errorsOf(shipmentTrackingSchema, { carrier: 'smsa', trackingNumber: '290412857731' })).toEqual([]);
    expect(errorsOf(shipmentTrackingSchema, { carrier: 'other', trackingNumber: 'ZJ-1234' })).toEqual(['required']);
    expect(errorsOf(shipmentTrackingSchema, { carrier: 'pigeon', trackingNumber: '12 34' })).toEqual(['trackingNumberInvalid', 'valueInvalid']);
    expect(shipmentTrackingSchema.validateSync({ carrier: 'spl', carrierName: 'ignored', trackingNumber: 'RR123456785SA' })).toEqual({ carrier: 'spl', trackingNumber: 'RR123456785SA' });
  });

  it('wants the words of a problem, and none with a receipt', () => {
    expect(errorsOf(shipmentReceiptSchema, { received: false })).toEqual(['required']);
    expect(shipmentReceiptSchema.validateSync({ received: true, problem: 'ignored' })).toEqual({ received: true });
  });

  it('takes a purchase of at most SAR 5,000 and a brief’s reimbursement limit between SAR 10 and SAR 5,000', () => {
    expect(errorsOf(purchaseReceiptSchema, { key: 'uploads/u/receipt/x-r.png', amount: 500_001 })).toEqual(['reimbursementOverLimit']);
    const campaign = {
      campaignTitle: 'Dripper',
      description: 'Brew with it.',
      contentType: 'product-review',
      aspectRatio: '9:16',
      videoDuration: 15,
      numberOfContentCreators: 1,
      preferredAge: '25-34',
      gender: 'female',
      creatorInterests: ['food-cooking'],
      creatorShouldShow: ['house'],
      location: 'kitchen',
    };
    expect(errorsOf(createCampaignSchema, { ...campaign, product: { handover: 'reimburse', reimbursementLimit: 500 } })).toEqual(['reimbursementLimitOutOfRange']);
    expect(errorsOf(createCampaignSchema, { ...campaign, product: { handover: 'reimburse' } })).toEqual(['required']);
    expect(createCampaignSchema.validateSync({ ...campaign, product: { handover: 'ship', reimbursementLimit: 15_000 } }).product).toEqual({ handover: 'ship' });
    expect(createCampaignSchema.validateSync(campaign).product).toBeUndefined();
  });
});
