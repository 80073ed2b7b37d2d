import { formatSar } from '../../web/src/lib/format';

// Intl puts a no-break space between the currency code and the amount, so the two never wrap apart.
describe('formatSar', () => {
  it('shows halalas as SAR with two decimals and Latin digits in English', () => {
    expect(formatSar(35_000, 'en')).toBe('SAR\u00a0350.00');
    expect(formatSar(40_750, 'en')).toBe('SAR\u00a0407.50');
    expect(formatSar(123_456_789, 'en')).toBe('SAR\u00a01,234,567.89');
    expect(formatSar(0, 'en')).toBe('SAR\u00a00.00');
  });

  it('keeps Latin digits in Arabic', () => {
    const text = formatSar(43_125, 'ar');
    expect(text).toContain('431.25');
    expect(text).toContain('SAR');
    expect(text).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
  });

  it('refuses fractions of a halala', () => {
    expect(() => formatSar(1.5, 'en')).toThrow(RangeError);
  });
});
