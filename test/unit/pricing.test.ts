import { ASPECT_RATIOS, VIDEO_DURATIONS, type AspectRatio, type VideoDuration } from '../../shared/domain/campaign';
import { campaignPrice, creatorEarning, creatorShare, unusedProductBudget, vatIncluded } from '../../shared/domain/pricing';

// Spec §9 in SAR, written out as the spec states it (not derived from the module under test).
const SPEC_SAR_PER_VIDEO: Record<VideoDuration, Record<AspectRatio, number>> = {
  15: { '9:16': 350, '16:9': 350, '1:1': 407.5, '4:5': 407.5 },
  30: { '9:16': 431.25, '16:9': 431.25, '1:1': 488.75, '4:5': 488.75 },
  60: { '9:16': 575, '16:9': 575, '1:1': 632.5, '4:5': 632.5 },
};
const SPEC_SAR_PICTURES_PER_CREATOR = 115;
const halalas = (sar: number) => Math.round(sar * 100);

const cases = VIDEO_DURATIONS.flatMap((videoDuration) =>
  ASPECT_RATIOS.flatMap((aspectRatio) => [false, true].flatMap((picturesNeeded) => [1, 3, 10].map((creators) => ({ videoDuration, aspectRatio, picturesNeeded, creators })))),
);

describe('campaign pricing (spec §9)', () => {
  it('covers every duration × ratio × pictures combination', () => {
    expect(cases).toHaveLength(3 * 4 * 2 * 3);
  });

  it.each(cases)('$videoDuration s, $aspectRatio, pictures $picturesNeeded, $creators creators', ({ videoDuration, aspectRatio, picturesNeeded, creators }) => {
    const perCreatorSar = SPEC_SAR_PER_VIDEO[videoDuration][aspectRatio] + (picturesNeeded ? SPEC_SAR_PICTURES_PER_CREATOR : 0);
    const price = campaignPrice({ videoDuration, aspectRatio, picturesNeeded, numberOfContentCreators: creators });
    expect(price.perVideo).toBe(halalas(SPEC_SAR_PER_VIDEO[videoDuration][aspectRatio]));
    expect(price.perCreator).toBe(halalas(perCreatorSar));
    expect(price.total).toBe(halalas(perCreatorSar * creators));
    expect(Number.isInteger(price.net) && Number.isInteger(price.vat)).toBe(true);
    expect(price.net + price.vat).toBe(price.total);
    // The VAT is 15% of the net amount, to within the halala lost in rounding.
    expect(Math.abs(price.vat - price.net * 0.15)).toBeLessThanOrEqual(1);
  });

  it('splits known amounts into net and VAT', () => {
    expect(vatIncluded(57_500)).toEqual({ net: 50_000, vat: 7_500 });
    expect(vatIncluded(11_500)).toEqual({ net: 10_000, vat: 1_500 });
    expect(vatIncluded(35_000)).toEqual({ net: 30_435, vat: 4_565 });
  });

  it('pays a creator their share without VAT', () => {
    const price = campaignPrice({ videoDuration: 30, aspectRatio: '4:5', picturesNeeded: true, numberOfContentCreators: 4 });
    expect(price.total).toBe(4 * (48_875 + 11_500));
    expect(creatorEarning(price)).toBe(52_500);
  });

  it("gives back a creator's whole share on a refund: her work and her product budget", () => {
    const plain = campaignPrice({ videoDuration: 15, aspectRatio: '9:16', picturesNeeded: false, numberOfContentCreators: 2 });
    expect(creatorShare(plain)).toBe(35_000);
    const bought = campaignPrice({ videoDuration: 15, aspectRatio: '9:16', picturesNeeded: false, numberOfContentCreators: 2, product: { handover: 'reimburse', reimbursementLimit: 15_000 } });
    expect(creatorShare(bought)).toBe(50_000);
    // A campaign priced before issue 28 has no budget line.
    expect(creatorShare({ perCreator: 35_000 })).toBe(35_000);
  });

  it('finds what approved creators left of the product budget, never below zero', () => {
    const price = { productBudgetPerCreator: 15_000 };
    expect(unusedProductBudget(price, 2, 12_000 + 4_550)).toBe(13_450);
    expect(unusedProductBudget(price, 3, 0)).toBe(45_000);
    expect(unusedProductBudget(price, 1, 15_000)).toBe(0);
    expect(unusedProductBudget({}, 4, 0)).toBe(0);
    expect(unusedProductBudget(price, 0, 100)).toBe(0);
  });
});
