import { VALIDATION_MESSAGES } from '../../shared/validation/messages';
import ar from '../../web/src/features/auth/i18n/ar.json';
import en from '../../web/src/features/auth/i18n/en.json';
import { IDENTITY_ERROR_NAMES } from '../../web/src/lib/identity-errors';

const english = en as Record<string, string>;
const arabic = ar as Record<string, string>;

describe('the auth catalogues', () => {
  it('have the same keys in English and Arabic', () => {
    expect(Object.keys(arabic).sort()).toEqual(Object.keys(english).sort());
  });

  it('use only their own prefixes', () => {
    for (const key of Object.keys(english)) expect(key).toMatch(/^(auth|validation|cognito)\.[\w.]+$/);
  });

  it("translate every validation message key, with the spec's English text", () => {
    for (const [key, text] of Object.entries(VALIDATION_MESSAGES)) expect(english[`validation.${key}`]).toBe(text);
    expect(Object.keys(english).filter((key) => key.startsWith('validation.'))).toHaveLength(Object.keys(VALIDATION_MESSAGES).length);
  });

  it('name every identity error of spec §8, plus the unknown one', () => {
    const cognitoKeys = Object.keys(english).filter((key) => key.startsWith('cognito.'));
    expect(cognitoKeys.sort()).toEqual([...IDENTITY_ERROR_NAMES.map((name) => `cognito.${name}`), 'cognito.unknown'].sort());
  });

  it('are written in Arabic script on the Arabic side, with the same placeholders', () => {
    for (const [key, text] of Object.entries(arabic)) {
      expect(text).toMatch(/[\u0600-\u06FF]/);
      const placeholders = (value: string) => (value.match(/\{\w+\}/g) ?? []).sort();
      expect([key, placeholders(text)]).toEqual([key, placeholders(english[key] ?? '')]);
    }
  });
});
