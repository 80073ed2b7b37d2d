import { isCompleteCode, sanitizeCode } from '../../web/src/features/auth/lib/code';
import { countryOptions, flagEmoji } from '../../web/src/features/auth/lib/countries';
import { maskEmail } from '../../web/src/features/auth/lib/email-mask';
import { clearPendingProfile, loadPendingProfile, savePendingProfile } from '../../web/src/features/auth/lib/pending-profile';
import { signUpAttributes } from '../../shared/domain/sign-up';
import { signInStepResult } from '../../web/src/lib/sign-in-steps';

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

describe('the attributes a sign-up carries', () => {
  it('names the role, name, country, terms time and language as the users pool stores them', () => {
    expect(signUpAttributes({ email: ' Sara@Example.com ', role: 'creator', fullName: ' Sara Ali ', country: 'SA', agreedToTermsAt: '2026-11-20T08:30:00.000Z', language: 'ar' })).toEqual({
      email: 'Sara@Example.com',
      'custom:role': 'creator',
      name: 'Sara Ali',
      'custom:country': 'SA',
      'custom:agreedToTermsAt': '2026-11-20T08:30:00.000Z',
      locale: 'ar',
    });
  });
});

describe('a member\'s sign-in steps', () => {
  it.each([
    [{ signInStep: 'DONE' }, { status: 'signedIn' }],
    [{ signInStep: 'CONFIRM_SIGN_UP' }, { status: 'unconfirmed' }],
  ] as const)('%o is %o', (nextStep, result) => {
    expect(signInStepResult(nextStep)).toEqual(result);
  });

  it.each([['CONFIRM_SIGN_IN_WITH_SMS_CODE'], ['CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED'], ['CONTINUE_SIGN_IN_WITH_TOTP_SETUP'], ['CONFIRM_SIGN_IN_WITH_TOTP_CODE']])(
    'refuses %s, which a member\'s sign-in never asks for',
    (signInStep) => {
      expect(() => signInStepResult({ signInStep })).toThrow(expect.objectContaining({ name: 'UnsupportedSignInStep' }));
    },
  );
});
