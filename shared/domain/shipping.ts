import type { Language } from './language';
import type { NamedPage } from './page';

/**
 * Product shipping (issue 28): a campaign may need its creators to hold the product. The company either ships it
 * (`ship`: the creator confirms a Saudi national address at acceptance, the company records the carrier and the
 * tracking number, the creator confirms receipt or reports a problem) or the creator buys it and is reimbursed
 * (`reimburse`: she uploads the receipt; what she paid, up to the brief's limit, is paid with her payout). For such a
 * campaign the 15-day delivery window starts when the product is received, not at acceptance.
 */

/** How a creator gets the product. */
export const PRODUCT_HANDOVERS = ['ship', 'reimburse'] as const;
export type ProductHandover = (typeof PRODUCT_HANDOVERS)[number];

/** The brief's product terms: absent when creators need no product. */
export interface ProductNeed {
  handover: ProductHandover;
  /** `reimburse` only: the most a creator is paid back, halalas, VAT included like every price. */
  reimbursementLimit?: number;
}

/** The lowest and highest reimbursement limit a brief may state, halalas (SAR 10 to SAR 5,000). */
export const MIN_REIMBURSEMENT_HALALAS = 1_000;
export const MAX_REIMBURSEMENT_HALALAS = 500_000;

/** The carriers that deliver parcels in Saudi Arabia, and `other` with its name written out. */
export const SAUDI_CARRIERS = ['spl', 'aramex', 'smsa', 'naqel', 'jt', 'dhl', 'fedex', 'ups', 'other'] as const;
export type Carrier = (typeof SAUDI_CARRIERS)[number];
export const isCarrier = (value: string): value is Carrier => (SAUDI_CARRIERS as readonly string[]).includes(value);

/** The carriers' own names, as each writes it in English and in Arabic (brand names: not translated by the catalogues). */
export const CARRIER_NAMES: { readonly [L in Language]: { readonly [C in Exclude<Carrier, 'other'>]: string } } = {
  en: { spl: 'SPL (Saudi Post)', aramex: 'Aramex', smsa: 'SMSA Express', naqel: 'Naqel Express', jt: 'J&T Express', dhl: 'DHL', fedex: 'FedEx', ups: 'UPS' },
  ar: { spl: 'سبل (البريد السعودي)', aramex: 'أرامكس', smsa: 'سمسا إكسبرس', naqel: 'ناقل إكسبرس', jt: 'جي آند تي إكسبرس', dhl: 'دي إتش إل', fedex: 'فيديكس', ups: 'يو بي إس' },
};

/** The name to show of a shipment's carrier: the brand's, or the one the company wrote for "other". */
export function carrierLabel(language: Language, carrier: Carrier, carrierName?: string): string {
  return carrier === 'other' ? (carrierName ?? '') : CARRIER_NAMES[language][carrier];
}

/**
 * A Saudi national address (SPL's "العنوان الوطني"): a 4-digit building number, the street, the district, the city,
 * a 5-digit postal code and a 4-digit additional number.
 */
export interface NationalAddress {
  buildingNumber: string;
  street: string;
  district: string;
  city: string;
  postalCode: string;
  additionalNumber: string;
}

export const NATIONAL_ADDRESS_FIELDS = ['buildingNumber', 'street', 'district', 'city', 'postalCode', 'additionalNumber'] as const satisfies readonly (keyof NationalAddress)[];
export const BUILDING_NUMBER_PATTERN = /^\d{4}$/;
export const POSTAL_CODE_PATTERN = /^\d{5}$/;
export const ADDITIONAL_NUMBER_PATTERN = /^\d{4}$/;
export const ADDRESS_LINE_MAX_LENGTH = 100;
export const TRACKING_NUMBER_MAX_LENGTH = 40;
/** Letters, digits and dashes: what carriers print on a waybill. */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9-]{4,40}$/;
export const CARRIER_NAME_MAX_LENGTH = 60;
export const SHIPPING_PROBLEM_MAX_LENGTH = 1_000;
/** The address leaves the campaign this many days after the creator's deal ends (her set approved). */
export const ADDRESS_RETENTION_DAYS = 30;

/**
 * Where the product stands for one creator:
 * - `address-needed` (ship): accepted, waiting for her address;
 * - `awaiting-shipment` (ship): the company has the address and has not shipped yet;
 * - `shipped` (ship): on its way, with the carrier and tracking number;
 * - `problem` (ship): she reported a problem (damaged, wrong item, not arrived); the company and the admins see it,
 *   and the company ships again or she confirms receipt after all;
 * - `purchase-needed` (reimburse): she is to buy it and upload the receipt;
 * - `received`: she has it (a receipt for `reimburse`); her delivery window has started.
 */
export const SHIPMENT_STATUSES = ['address-needed', 'awaiting-shipment', 'shipped', 'problem', 'purchase-needed', 'received'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** What the creator may do next: the steps are hers or the company's, never both. */
export type ShipmentAction = 'confirm-address' | 'record-shipment' | 'confirm-receipt' | 'report-problem' | 'submit-receipt';

/** The receipt a creator uploaded for a product she bought. */
export interface ReceiptView {
  /** Halalas, VAT included: what she paid, at most the brief's limit. */
  amount: number;
  uploadedAt: string;
  fileName: string;
  /** A short-lived read URL of the receipt, to her and to the company. */
  url?: string;
}

/** A reported problem: her words, and when. */
export interface ShipmentProblem {
  text: string;
  reportedAt: string;
}

/** What a shipment records of its steps, as stored and as both sides see it. */
export interface ShipmentFacts {
  handover: ProductHandover;
  status: ShipmentStatus;
  address?: NationalAddress;
  addressConfirmedAt?: string;
  /** Set once the address was deleted from the campaign. */
  addressDeletedAt?: string;
  carrier?: Carrier;
  /** The carrier's name when `carrier` is `other`. */
  carrierName?: string;
  trackingNumber?: string;
  shippedAt?: string;
  receivedAt?: string;
  /** Her set was approved: the shipment is closed, no step is open any more. */
  settledAt?: string;
  problem?: ShipmentProblem;
}

/**
 * `GET /campaigns/{id}/shipments/{creatorId}` (and every shipping call's answer): one creator's product as the
 * campaign's company or the creator sees it. The address only while kept (until 30 days after her deal ended).
 */
export interface ShipmentView extends ShipmentFacts {
  campaignId: string;
  creatorId: string;
  creatorName: string;
  reimbursementLimit?: number;
  receipt?: ReceiptView;
  /** To the creator only: the national address saved on her profile, to prefill the form. */
  profileAddress?: NationalAddress;
}

/** The starting state of a creator's product on a campaign that needs one. */
export function initialShipmentStatus(handover: ProductHandover): ShipmentStatus {
  return handover === 'ship' ? 'address-needed' : 'purchase-needed';
}

/** Whether a side may take a step from a status: the rules the API enforces and the web shows. */
export function shipmentAllows(status: ShipmentStatus, action: ShipmentAction): boolean {
  switch (action) {
    case 'confirm-address':
      return status === 'address-needed' || status === 'awaiting-shipment';
    case 'record-shipment':
      return status === 'awaiting-shipment' || status === 'shipped' || status === 'problem';
    case 'confirm-receipt':
      return status === 'shipped' || status === 'problem';
    case 'report-problem':
      return status === 'awaiting-shipment' || status === 'shipped';
    case 'submit-receipt':
      return status === 'purchase-needed';
  }
}

/** Admin list rows per page of `GET /admin/shipping-problems`. */
export const SHIPPING_PROBLEMS_PAGE_SIZE = 10;

/** A reported problem as the admins' list shows it. */
export interface ShippingProblemView {
  campaignId: string;
  campaignTitle: string;
  companyId: string;
  companyName: string;
  creatorId: string;
  creatorName: string;
  carrier?: Carrier;
  carrierName?: string;
  trackingNumber?: string;
  shippedAt?: string;
  problem: ShipmentProblem;
}

/** `GET /admin/shipping-problems?page`: the open problems, the longest waiting first. */
export type ShippingProblemPage = NamedPage<'problems', ShippingProblemView>;
