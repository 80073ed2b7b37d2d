import type { Stage } from './stage';

/**
 * The marketplace as the seller on its tax invoices (issue 13): the registered name, the VAT registration number and
 * the address, given at deployment (`cdk deploy -c sellerName=… -c sellerVatNumber=3… -c sellerAddress=…`) and told
 * to the payments function only (SELLER_NAME, SELLER_VAT_NUMBER, SELLER_ADDRESS), which copies them onto each invoice.
 * An invoice is a legal document: prod refuses to synthesize without them, rather than invoice as a made-up seller.
 * dev, whose payments are test payments, invoices as an obvious test seller unless told otherwise.
 */

export const SELLER_CONTEXT = { name: 'sellerName', vatNumber: 'sellerVatNumber', address: 'sellerAddress' } as const;

export interface SellerSettings {
  name: string;
  /** 15 digits, the first and the last a 3 (ZATCA). */
  vatNumber: string;
  address?: string;
}

/** dev's seller when none is given: plainly a test, with a VAT number of the right form that names no business. */
export const TEST_SELLER: SellerSettings = { name: 'UGC Marketplace (test invoices)', vatNumber: '399999999900003', address: 'Riyadh, Saudi Arabia' };

const SAUDI_VAT_NUMBER = /^3\d{13}3$/;

/** The stage's seller from the deployment's context (`read` answers a context value, or undefined). */
export function sellerSettings(stage: Stage, read: (key: string) => string | undefined): SellerSettings {
  const name = read(SELLER_CONTEXT.name)?.trim();
  const vatNumber = read(SELLER_CONTEXT.vatNumber)?.trim();
  const address = read(SELLER_CONTEXT.address)?.trim();
  if (!name && !vatNumber && stage === 'dev') return TEST_SELLER;
  if (!name || !vatNumber) {
    throw new Error(
      `Tax invoices name the seller: deploy ${stage} with -c ${SELLER_CONTEXT.name}=<registered name> -c ${SELLER_CONTEXT.vatNumber}=<VAT number> ` +
        `(and -c ${SELLER_CONTEXT.address}=<address>)`,
    );
  }
  if (!SAUDI_VAT_NUMBER.test(vatNumber)) throw new Error(`-c ${SELLER_CONTEXT.vatNumber} must be a Saudi VAT number: 15 digits, the first and the last a 3`);
  return { name, vatNumber, ...(address ? { address } : {}) };
}

/** The payments function's settings for its invoices (read by lambdas/core/config.ts `sellerConfig`). */
export function sellerEnvironment({ name, vatNumber, address }: SellerSettings): Record<string, string> {
  return { SELLER_NAME: name, SELLER_VAT_NUMBER: vatNumber, ...(address ? { SELLER_ADDRESS: address } : {}) };
}
