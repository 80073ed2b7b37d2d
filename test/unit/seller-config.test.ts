import { readSellerConfig } from '../../lambdas/core/config';
import { sellerEnvironment, sellerSettings, TEST_SELLER } from '../../lib/seller';

/** The seller tax invoices name (issue 13): given at deployment, told to the payments function, checked when read. */

describe('readSellerConfig', () => {
  it('reads the name, the VAT number and the optional address', () => {
    expect(readSellerConfig({ SELLER_NAME: ' UGC Marketplace Co. ', SELLER_VAT_NUMBER: '311111111100003', SELLER_ADDRESS: 'Riyadh' })).toEqual({
      name: 'UGC Marketplace Co.',
      vatNumber: '311111111100003',
      address: 'Riyadh',
    });
    expect(readSellerConfig({ SELLER_NAME: 'شركة سوق المحتوى', SELLER_VAT_NUMBER: '311111111100003' })).toEqual({ name: 'شركة سوق المحتوى', vatNumber: '311111111100003' });
  });

  it('refuses to invoice without a name or with a VAT number of the wrong form', () => {
    expect(() => readSellerConfig({ SELLER_VAT_NUMBER: '311111111100003' })).toThrow('SELLER_NAME');
    expect(() => readSellerConfig({ SELLER_NAME: 'Co.', SELLER_VAT_NUMBER: '211111111100003' })).toThrow('SELLER_VAT_NUMBER');
    expect(() => readSellerConfig({ SELLER_NAME: 'Co.', SELLER_VAT_NUMBER: '31111111110000' })).toThrow('SELLER_VAT_NUMBER');
    expect(() => readSellerConfig({ SELLER_NAME: 'Co.' })).toThrow('SELLER_VAT_NUMBER');
  });
});

describe('sellerSettings (lib/seller.ts)', () => {
  const context = (values: Record<string, string>) => (key: string) => values[key];

  it('gives dev a plain test seller, and takes what the deployment names', () => {
    expect(sellerSettings('dev', context({}))).toEqual(TEST_SELLER);
    expect(sellerSettings('prod', context({ sellerName: 'UGC Co.', sellerVatNumber: '311111111100003' }))).toEqual({ name: 'UGC Co.', vatNumber: '311111111100003' });
    expect(sellerEnvironment({ name: 'UGC Co.', vatNumber: '311111111100003', address: 'Riyadh' })).toEqual({
      SELLER_NAME: 'UGC Co.',
      SELLER_VAT_NUMBER: '311111111100003',
      SELLER_ADDRESS: 'Riyadh',
    });
    // What the function reads is what the stack tells it.
    expect(readSellerConfig(sellerEnvironment(TEST_SELLER))).toEqual(TEST_SELLER);
  });

  it('refuses prod without its seller, and a half-named seller anywhere', () => {
    expect(() => sellerSettings('prod', context({}))).toThrow('-c sellerName=');
    expect(() => sellerSettings('dev', context({ sellerName: 'UGC Co.' }))).toThrow('-c sellerVatNumber=');
    expect(() => sellerSettings('prod', context({ sellerName: 'UGC Co.', sellerVatNumber: '300' }))).toThrow('Saudi VAT number');
  });
});
