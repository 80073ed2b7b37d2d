import { isCompleteCode, sanitizeCode } from '../../web/src/features/auth/lib/code';
import { countryOptions, flagEmoji } from '../../web/src/features/auth/lib/countries';
import { maskEmail } from '../../web/src/features/auth/lib/email-mask';
import { clearPendingProfile, loadPendingProfile, savePendingProfile } from '../../web/src/features/auth/lib/pending-profile';

describe('masking the e-mail a code went to', () => {
  it.each([
    ['name@domain.com', 'n***@d***.com'],
    ['creator-1@test.local', 'c***@t***.local'],
    ['a@b.co', 'a***@b***.co'],
    ['first.last@mail.example.co.uk', 'f***@m***.uk'],
    ['  Noura@Example.SA ', 'N***@E***.SA'],
    ['نورة@مثال.السعودية', 'ن***@م***.السعودية'],
    ['not-an-email', 'n***'],
  ])('%s → %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});

describe('the code field', () => {
  it.each([
    ['123456', '123456'],
    ['123 456', '123456'],
    [' 12-34-56 ', '123456'],
    ['1234567890', '123456'],
    ['code: 987654.', '987654'],
    ['١٢٣٤٥٦', '123456'],
    ['۱۲۳۴۵۶', '123456'],
    ['12a', '12'],
    ['', ''],
  ])('keeps %j as %j', (typed, kept) => {
    expect(sanitizeCode(typed)).toBe(kept);
  });

  it('is complete with exactly six digits', () => {
    expect(isCompleteCode('123456')).toBe(true);
    expect(isCompleteCode('12345')).toBe(false);
    expect(isCompleteCode('1234567')).toBe(false);
    expect(isCompleteCode('12345a')).toBe(false);
  });
});

describe('the country list', () => {
  it('draws flags from regional-indicator letters', () => {
    expect(flagEmoji('SA')).toBe('🇸🇦');
    expect(flagEmoji('ae')).toBe('🇦🇪');
  });

  it('names every country in English and in Arabic, sorted in each language', () => {
    const english = countryOptions('en');
    const arabic = countryOptions('ar');
    expect(english.length).toBeGreaterThan(240);
    expect(arabic.map(({ code }) => code).sort()).toEqual(english.map(({ code }) => code).sort());
    expect(english.find(({ code }) => code === 'SA')?.name).toBe('Saudi Arabia');
    expect(arabic.find(({ code }) => code === 'SA')?.name).toBe('السعودية');
    const names = english.map(({ name }) => name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
    expect(english.every(({ code }) => /^[A-Z]{2}$/.test(code))).toBe(true);
  });
});

describe('the sign-up details kept until confirmation', () => {
  const store = new Map<string, string>();
  beforeAll(() => {
    const sessionStorage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    };
    Object.assign(globalThis, { window: { sessionStorage } });
  });
  afterAll(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  const details = { role: 'company' as const, email: 'Brand@Test.local', fullName: 'Riyadh Roasters', country: 'SA', agreedToTermsAt: '2026-11-22T10:00:00.000Z' };

  it('gives them back for the same e-mail, whatever its case, and to no other', () => {
    savePendingProfile(details);
    expect(loadPendingProfile('brand@test.local ')).toEqual(details);
    expect(loadPendingProfile('someone@test.local')).toBeUndefined();
    expect([...store.values()].join()).not.toMatch(/password/i);
  });

  it('forgets them once the profile exists, and ignores damaged data', () => {
    clearPendingProfile();
    expect(loadPendingProfile(details.email)).toBeUndefined();
    store.set('auth.pendingProfile', '{not json');
    expect(loadPendingProfile(details.email)).toBeUndefined();
  });
});
