import { EMAIL_MAX_LENGTH } from '../domain/constants';

/** The e-mail pattern of the spec's rule 'Please, enter a valid email': local@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** E-mail addresses are compared and stored in this form: the identity provider treats them case-insensitively too. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
