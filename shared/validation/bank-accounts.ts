import * as yup from 'yup';
import {
  accountNumberMatchesIban,
  BANK_ACCOUNT_COUNTRY,
  BANK_HOLDER_NAME_MAX_LENGTH,
  BANK_NAME_MAX_LENGTH,
  ibanBankCode,
  isSaudiIban,
  isValidSwift,
  normalizeAccountNumber,
  normalizeIban,
  normalizeSwift,
  SAUDI_ACCOUNT_PART_LENGTH,
  SAUDI_BANKS,
  swiftCountry,
} from '../domain/bank-accounts';
import type { ValidationMessageKey } from './messages';
import { trimmedString } from './rules';
import { string } from './typed';

const key = (name: ValidationMessageKey) => name;

/** SA, two check digits, two of bank code, 18 of account: the shape, before the checksum. */
const SAUDI_IBAN_SHAPE = new RegExp(`^${BANK_ACCOUNT_COUNTRY}\\d{4}[A-Z0-9]{${SAUDI_ACCOUNT_PART_LENGTH}}$`);

/** Only text is cleaned; another JSON type stays as sent, for the typed rule to refuse. */
const cleaned = (clean: (value: string) => string) => (value: unknown) => (typeof value === 'string' ? clean(value) : value);

/** The IBAN of the form's values (`this.parent`), once it is a valid Saudi one; else undefined, and its own field says why. */
function saudiIbanOf(parent: unknown): string | undefined {
  const iban = (parent as { iban?: unknown } | undefined)?.iban;
  return typeof iban === 'string' && isSaudiIban(iban) ? iban : undefined;
}

/**
 * `POST /payment/bank-accounts` and the Add dialog (spec §3 bank account; docs/decisions/payouts.md, "Bank accounts"). The
 * IBAN, account number and SWIFT code are taken as people write them (groups, lower case) and kept in electronic
 * format. Each field has one message: one about the IBAN is not repeated at the fields checked against it.
 */
export const addBankAccountSchema = yup
  .object({
    holderName: trimmedString().required(key('required')).max(BANK_HOLDER_NAME_MAX_LENGTH, key('nameTooLong')),
    iban: string()
      .transform(cleaned(normalizeIban))
      .required(key('required'))
      // Another country's IBAN, or not the shape of a Saudi one, says what is taken; the right shape with a wrong
      // checksum (a mistyped character) says to check it.
      .test('iban', key('ibanInvalid'), function check(value) {
        if (!value) return true;
        if (!SAUDI_IBAN_SHAPE.test(value)) return this.createError({ message: key('ibanNotSaudi') });
        return isSaudiIban(value);
      }),
    /** Filled from the IBAN's bank code when it is known (then what is sent is replaced); required otherwise. */
    bankName: trimmedString()
      .max(BANK_NAME_MAX_LENGTH, key('nameTooLong'))
      .test('bank-name', key('required'), function check(value) {
        const iban = saudiIbanOf(this.parent);
        return !iban || Boolean(SAUDI_BANKS[ibanBankCode(iban)]) || Boolean(value);
      }),
    /** Optional: the IBAN holds it. When given, it must be the one the IBAN holds. */
    accountNumber: string()
      .transform(cleaned(normalizeAccountNumber))
      .test('account-number', key('accountNumberMismatch'), function check(value) {
        const iban = saudiIbanOf(this.parent);
        return !value || !iban || accountNumberMatchesIban(value, iban);
      }),
    swiftCode: string()
      .transform(cleaned(normalizeSwift))
      .required(key('required'))
      .test('swift', key('swiftInvalid'), function check(value) {
        if (!value) return true;
        if (!isValidSwift(value)) return false;
        return !saudiIbanOf(this.parent) || swiftCountry(value) === BANK_ACCOUNT_COUNTRY || this.createError({ message: key('swiftNotSaudi') });
      }),
  })
  .noUnknown(key('unknownField'));

export type AddBankAccountInput = yup.InferType<typeof addBankAccountSchema>;
