import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';

/**
 * Creators' bank accounts, where their payouts are sent (spec §3 bank account; issue 13; docs/decisions/payouts.md, "Bank
 * accounts"). Only Saudi IBANs are taken: the marketplace pays in SAR by local transfer. The full IBAN and account
 * number are kept for the transfer and never shown again: answers carry their last four characters.
 */

/** A creator keeps at most this many bank accounts. */
export const MAX_BANK_ACCOUNTS = 5;
/** The holder's name, as the bank has it (the spec's name limit). */
export const BANK_HOLDER_NAME_MAX_LENGTH = 50;
/** A bank's name, typed only when the IBAN's bank code is not one this product knows. */
export const BANK_NAME_MAX_LENGTH = 50;
/** The only country whose IBANs are taken (see above). */
export const BANK_ACCOUNT_COUNTRY = 'SA';
/** A Saudi IBAN: SA, 2 check digits, 2 digits of bank code, 18 characters of account number (zero-padded). */
export const SAUDI_IBAN_LENGTH = 24;
/** The account part of a Saudi IBAN: the basic account number, preceded by zeros to this length. */
export const SAUDI_ACCOUNT_PART_LENGTH = 18;

/** A bank account as stored: everything a transfer needs. Never answered whole (see `BankAccountView`). */
export interface BankAccountRecord {
  id: string;
  holderName: string;
  /** In English when the IBAN's bank code is known (`SAUDI_BANKS`), else as the creator typed it. */
  bankName: string;
  /** Electronic format: no spaces, upper case. */
  iban: string;
  /** Upper case, no spaces: the one typed (it matches the IBAN), else the IBAN's 18-character account part. */
  accountNumber: string;
  /** Upper case BIC, 8 or 11 characters. */
  swiftCode: string;
  isDefault: boolean;
  createdAt: string;
}

/** What the API answers about a bank account: never the whole IBAN or account number. */
export interface BankAccountView {
  id: string;
  holderName: string;
  bankName: string;
  /** The IBAN's bank code (its 5th and 6th characters): names a known bank in the reader's language. */
  bankCode: string;
  ibanLast4: string;
  /** `SA•• •••• •••• •••• •••• 7519`: the IBAN's shape with only the country and its last four characters. */
  ibanMasked: string;
  accountLast4: string;
  swiftCode: string;
  isDefault: boolean;
  createdAt: string;
}

/** `GET /payment/bank-accounts`, and the answer of a default change: the default first, then newest first. */
export interface BankAccountList {
  bankAccounts: BankAccountView[];
}

/** `POST /payment/bank-accounts`, as the shared schema casts it (shared/validation/bank-accounts.ts). */
export interface BankAccountInput {
  holderName: string;
  iban: string;
  bankName?: string;
  accountNumber?: string;
  swiftCode: string;
}

export interface BankName {
  en: string;
  ar: string;
}

/**
 * Saudi banks by the two-digit code SAMA gives each for cheque clearing, which every Saudi IBAN carries (SARIE's IBAN
 * format). Merged banks keep their old codes: their IBANs are still valid. A code missing here asks for the name.
 */
export const SAUDI_BANKS: Readonly<Record<string, BankName>> = {
  '05': { en: 'Alinma Bank', ar: 'مصرف الإنماء' },
  '10': { en: 'The Saudi National Bank', ar: 'البنك الأهلي السعودي' },
  '15': { en: 'Bank AlBilad', ar: 'بنك البلاد' },
  '20': { en: 'Riyad Bank', ar: 'بنك الرياض' },
  '30': { en: 'Arab National Bank', ar: 'البنك العربي الوطني' },
  '40': { en: 'The Saudi National Bank (ex-Samba)', ar: 'البنك الأهلي السعودي (سامبا سابقاً)' },
  '45': { en: 'Saudi Awwal Bank (SAB)', ar: 'البنك السعودي الأول (ساب)' },
  '50': { en: 'Saudi Awwal Bank (ex-Alawwal)', ar: 'البنك السعودي الأول (الأول سابقاً)' },
  '55': { en: 'Banque Saudi Fransi', ar: 'البنك السعودي الفرنسي' },
  '60': { en: 'Bank AlJazira', ar: 'بنك الجزيرة' },
  '65': { en: 'Saudi Investment Bank', ar: 'البنك السعودي للاستثمار' },
  '71': { en: 'National Bank of Bahrain', ar: 'بنك البحرين الوطني' },
  '75': { en: 'National Bank of Kuwait', ar: 'بنك الكويت الوطني' },
  '76': { en: 'Bank Muscat', ar: 'بنك مسقط' },
  '80': { en: 'Al Rajhi Bank', ar: 'مصرف الراجحي' },
  '90': { en: 'Gulf International Bank', ar: 'بنك الخليج الدولي' },
  '95': { en: 'Emirates NBD', ar: 'بنك الإمارات دبي الوطني' },
};

/** An IBAN as typed (spaces, dashes, lower case) in electronic format. */
export function normalizeIban(value: string): string {
  return electronicFormatIBAN(value) ?? '';
}

/** A SWIFT code as typed, without spaces, upper case. */
export function normalizeSwift(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** An account number as typed, without spaces or dashes, upper case. */
export function normalizeAccountNumber(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

/** A valid IBAN (ibantools: length, pattern, checksum) of a Saudi account: SA and 22 characters. */
export function isSaudiIban(iban: string): boolean {
  return iban.length === SAUDI_IBAN_LENGTH && iban.startsWith(BANK_ACCOUNT_COUNTRY) && isValidIBAN(iban);
}

/** The bank code of a Saudi IBAN: its 5th and 6th characters. */
export function ibanBankCode(iban: string): string {
  return iban.slice(4, 6);
}

/** The 18-character account part of a Saudi IBAN (after the bank code). */
export function ibanAccountPart(iban: string): string {
  return iban.slice(6);
}

/** The bank a Saudi IBAN's code names, when this product knows it. */
export function saudiBankOf(iban: string): BankName | undefined {
  return isSaudiIban(iban) ? SAUDI_BANKS[ibanBankCode(iban)] : undefined;
}

/**
 * Whether an account number (normalized) is the one a Saudi IBAN holds: the IBAN carries the basic account number
 * preceded by zeros to 18 characters, so the number typed may leave those zeros out.
 */
export function accountNumberMatchesIban(accountNumber: string, iban: string): boolean {
  const part = ibanAccountPart(iban);
  if (!/^[A-Z0-9]+$/.test(accountNumber) || accountNumber.length > part.length) return false;
  return part.endsWith(accountNumber) && /^0*$/.test(part.slice(0, part.length - accountNumber.length));
}

/** A BIC as ibantools checks it: 4 letters of bank, an ISO country, 2 of location, optionally 3 of branch. */
export function isValidSwift(swift: string): boolean {
  return isValidBIC(swift);
}

/** The country of a BIC: its 5th and 6th characters. */
export function swiftCountry(swift: string): string {
  return swift.slice(4, 6);
}

/** An IBAN as typed, in the printed groups of four (`SA03 8000 0000 …`): what the form shows while it is typed. */
export function ibanInGroups(value: string): string {
  return normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

/** `SA•• •••• •••• •••• •••• 7519`: a Saudi IBAN's printed shape, only its country and last four characters shown. */
export function maskedIban(iban: string): string {
  const hidden = '•'.repeat(Math.max(iban.length - 8, 0));
  return ibanInGroups(`${iban.slice(0, 2)}••${hidden}${iban.slice(-4)}`);
}

/** The stored record of a checked input: the bank's name from its code when known, the account number from the IBAN when left out. */
export function bankAccountRecordOf(input: BankAccountInput, id: string, createdAt: string): Omit<BankAccountRecord, 'isDefault'> {
  const known = SAUDI_BANKS[ibanBankCode(input.iban)];
  return {
    id,
    holderName: input.holderName,
    bankName: known?.en ?? input.bankName ?? '',
    iban: input.iban,
    accountNumber: input.accountNumber || ibanAccountPart(input.iban),
    swiftCode: input.swiftCode,
    createdAt,
  };
}

/** The masked view of a stored account: the only shape an account leaves the API in. */
export function bankAccountView(record: BankAccountRecord): BankAccountView {
  return {
    id: record.id,
    holderName: record.holderName,
    bankName: record.bankName,
    bankCode: ibanBankCode(record.iban),
    ibanLast4: record.iban.slice(-4),
    ibanMasked: maskedIban(record.iban),
    accountLast4: record.accountNumber.slice(-4),
    swiftCode: record.swiftCode,
    isDefault: record.isDefault,
    createdAt: record.createdAt,
  };
}

/** An IBAN as banks print it, in groups of four, so a person reading it aloud or typing it does not lose their place. */
export const groupedIban = (iban: string): string => iban.replace(/(.{4})(?=.)/g, '$1 ');
