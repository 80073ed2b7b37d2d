import { VAT_RATE_PERCENT } from './constants';
import type { AspectRatio, VideoDuration } from './campaign';
import type { ProductNeed } from './shipping';

/**
 * Campaign pricing (spec §9). Amounts are integer halalas (1 SAR = 100 halalas) and include 15% VAT. The web form
 * shows the result, and the server recomputes it authoritatively: an amount sent by a client is ignored.
 */

/** Price of one video, VAT included, by duration and aspect ratio: the portrait and landscape ratios cost less. */
export const PRICE_PER_VIDEO_HALALAS: Readonly<Record<VideoDuration, Readonly<Record<AspectRatio, number>>>> = {
  15: { '9:16': 35_000, '16:9': 35_000, '1:1': 40_750, '4:5': 40_750 },
  30: { '9:16': 43_125, '16:9': 43_125, '1:1': 48_875, '4:5': 48_875 },
  60: { '9:16': 57_500, '16:9': 57_500, '1:1': 63_250, '4:5': 63_250 },
};

/** Five pictures from one creator, VAT included. */
export const PICTURES_PRICE_PER_CREATOR_HALALAS = 11_500;

export interface PriceInput {
  videoDuration: VideoDuration;
  aspectRatio: AspectRatio;
  numberOfContentCreators: number;
  picturesNeeded: boolean;
  /** Issue 28: a product creators buy and are reimbursed for adds its limit per creator. */
  product?: ProductNeed;
}

export interface PriceBreakdown {
  perVideo: number;
  /** 0 when no pictures are needed. */
  picturesPerCreator: number;
  /** What one creator's work costs: one video plus their pictures. */
  perCreator: number;
  /**
   * Issue 28: the most a creator is reimbursed for buying the product, charged up front with the campaign (absent on
   * campaigns priced before it, and 0 when no purchase is reimbursed).
   */
  productBudgetPerCreator?: number;
  creators: number;
  /** The amount charged, VAT included. */
  total: number;
  /** `total` without VAT, rounded to the halala; `vat` is the rest, so net + vat = total exactly. */
  net: number;
  vat: number;
}

/** The VAT contained in a VAT-inclusive amount, rounded half up to the halala. */
export function vatIncluded(totalHalalas: number): { net: number; vat: number } {
  const net = Math.round((totalHalalas * 100) / (100 + VAT_RATE_PERCENT));
  return { net, vat: totalHalalas - net };
}

export function campaignPrice({ videoDuration, aspectRatio, numberOfContentCreators, picturesNeeded, product }: PriceInput): PriceBreakdown {
  const perVideo = PRICE_PER_VIDEO_HALALAS[videoDuration][aspectRatio];
  const picturesPerCreator = picturesNeeded ? PICTURES_PRICE_PER_CREATOR_HALALAS : 0;
  const perCreator = perVideo + picturesPerCreator;
  const productBudgetPerCreator = product?.handover === 'reimburse' ? (product.reimbursementLimit ?? 0) : 0;
  const total = (perCreator + productBudgetPerCreator) * numberOfContentCreators;
  return { perVideo, picturesPerCreator, perCreator, productBudgetPerCreator, creators: numberOfContentCreators, total, ...vatIncluded(total) };
}

/**
 * What an accepted creator earns for one campaign: their share without VAT. The spec sets no platform commission,
 * so none is taken here (docs/decisions/campaigns.md, Campaigns); a commission would be subtracted in this one place.
 */
export function creatorEarning(price: PriceBreakdown): number {
  return vatIncluded(price.perCreator).net;
}

/**
 * What the company paid for one creator (halalas, VAT included): her work, and her product budget (issue 28). A deal
 * refunded to the company (issue 13) gives all of it back.
 */
export function creatorShare(price: Pick<PriceBreakdown, 'perCreator' | 'productBudgetPerCreator'>): number {
  return price.perCreator + (price.productBudgetPerCreator ?? 0);
}

/**
 * The product budget a completed campaign did not spend (halalas): each approved creator's limit less what her
 * purchase was paid back (`reimbursed`, the sum). The cancelled creators' budgets went back with their refunds.
 */
export function unusedProductBudget(price: Pick<PriceBreakdown, 'productBudgetPerCreator'>, approvedCount: number, reimbursed: number): number {
  return Math.max(0, (price.productBudgetPerCreator ?? 0) * approvedCount - reimbursed);
}
