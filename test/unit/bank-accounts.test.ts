import {
  accountNumberMatchesIban,
  bankAccountRecordOf,
  bankAccountView,
  ibanInGroups,
  isSaudiIban,
  MAX_BANK_ACCOUNTS,
  maskedIban,
  saudiBankOf,
  SAUDI_BANKS,
  type BankAccountRecord,
} from '../../shared/domain/bank-accounts';
import { ERROR_MESSAGES } from '../../shared/errors';
import { addBankAccountSchema } from '../../shared/validation/bank-accounts';
import { validate } from '../../shared/validation/validate';

/** Creators' bank accounts (issue 13): Saudi IBANs, SWIFT codes, bank codes and what an answer may show. */

/** The IBAN registry's Saudi example: Al Rajhi Bank (80), account 608010167519. */
const RAJHI = 'SA0380000000608010167519';
/** Valid checksums, made with ibantools' composeIBAN: bank codes 10 (SNB), 33 (none this product knows). */
const SNB = 'SA5110000000012345678901';
const UNKNOWN_BANK = 'SA8433000000000011112222';
const GERMAN = 'DE89370400440532013000';

const input = (fields: Record<string, unknown> = {}) => ({ holderName: 'Noura Al-Qahtani', iban: RAJHI, swiftCode: 'RJHISARI', ...fields });

describe('Saudi IBANs', () => {
  it('takes a valid Saudi IBAN, and refuses a wrong checksum, another length or another country', () => {
    expect(isSaudiIban(RAJHI)).toBe(true);
    expect(isSaudiIban('SA0380000000608010167518')).toBe(false);
    expect(isSaudiIban(RAJHI.slice(0, -1))).toBe(false);
    expect(isSaudiIban(GERMAN)).toBe(false);
  });

  it('names the bank of a known code in English and Arabic, and none of an unknown one', () => {
    expect(saudiBankOf(RAJHI)).toEqual({ en: 'Al Rajhi Bank', ar: 'مصرف الراجحي' });
    expect(saudiBankOf(SNB)?.en).toBe('The Saudi National Bank');
    expect(saudiBankOf(UNKNOWN_BANK)).toBeUndefined();
    for (const [code, name] of Object.entries(SAUDI_BANKS)) expect([code, name.en.length > 0, /[\u0600-\u06ff]/.test(name.ar)]).toEqual([expect.stringMatching(/^\d{2}$/), true, true]);
  });

  it('prints an IBAN in groups of four as it is typed', () => {
    expect(ibanInGroups('sa03 8000-0000608')).toBe('SA03 8000 0000 608');
    expect(ibanInGroups(RAJHI)).toBe('SA03 8000 0000 6080 1016 7519');
    expect(ibanInGroups('')).toBe('');
  });

  it('masks all but the country and the last four characters', () => {
    expect(maskedIban(RAJHI)).toBe('SA•• •••• •••• •••• •••• 7519');
  });

  it('matches an account number with or without the zeros the IBAN pads it with', () => {
    expect(accountNumberMatchesIban('608010167519', RAJHI)).toBe(true);
    expect(accountNumberMatchesIban('000000608010167519', RAJHI)).toBe(true);
    expect(accountNumberMatchesIban('08010167519', RAJHI)).toBe(false);
    expect(accountNumberMatchesIban('608010167518', RAJHI)).toBe(false);
    expect(accountNumberMatchesIban('0000000608010167519', RAJHI)).toBe(false);
  });
});

describe('the add rule (POST /payment/bank-accounts and the Add dialog)', () => {
  it('takes the IBAN, account number and SWIFT code as people write them, and keeps them in electronic format', () => {
    expect(validate(addBankAccountSchema, input({ holderName: '  Noura  ', iban: 'sa03 8000 0000 6080 1016 7519', accountNumber: '6080-1016 7519', swiftCode: 'rjhi sari' }))).toEqual({
      value: { holderName: 'Noura', iban: RAJHI, accountNumber: '608010167519', swiftCode: 'RJHISARI' },
    });
  });

  it.each([
    ['no IBAN', { iban: '' }, 'iban', 'required'],
    ['a wrong checksum', { iban: 'SA0380000000608010167518' }, 'iban', 'ibanInvalid'],
    ['a short Saudi IBAN', { iban: RAJHI.slice(0, -1) }, 'iban', 'ibanNotSaudi'],
    ['a valid German IBAN', { iban: GERMAN }, 'iban', 'ibanNotSaudi'],
    ['letters as the bank code', { iban: 'SA03AB00000608010167519X' }, 'iban', 'ibanNotSaudi'],
    ['no SWIFT code', { swiftCode: '' }, 'swiftCode', 'required'],
    ['a SWIFT code of 9 characters', { swiftCode: 'RJHISARI1' }, 'swiftCode', 'swiftInvalid'],
    ['a SWIFT code of no country', { swiftCode: 'RJHIXXRI' }, 'swiftCode', 'swiftInvalid'],
    ['a German bank\'s SWIFT code with a Saudi IBAN', { swiftCode: 'DEUTDEFF' }, 'swiftCode', 'swiftNotSaudi'],
    ['an account number the IBAN does not hold', { accountNumber: '608010167518' }, 'accountNumber', 'accountNumberMismatch'],
    ['an account number with other characters', { accountNumber: '6080/10167519' }, 'accountNumber', 'accountNumberMismatch'],
    ['a holder name of 51 characters', { holderName: 'n'.repeat(51) }, 'holderName', 'nameTooLong'],
    ['no holder name', { holderName: ' ' }, 'holderName', 'required'],
    ['a holder name with a direction override', { holderName: 'Noura\u202e' }, 'holderName', 'textCharactersInvalid'],
    ['a bank name of 51 characters', { bankName: 'b'.repeat(51) }, 'bankName', 'nameTooLong'],
    ['no bank name for a bank code this product does not know', { iban: UNKNOWN_BANK, swiftCode: 'ABCDSARI' }, 'bankName', 'required'],
    ['a field the rule does not have', { isDefault: true }, 'isDefault', 'unknownField'],
    ['an IBAN sent as a number', { iban: 380000000608 }, 'iban', 'valueInvalid'],
    ['a SWIFT code sent as a list', { swiftCode: ['RJHISARI'] }, 'swiftCode', 'valueInvalid'],
  ])('refuses %s', (_label, fields, field, message) => {
    const result = validate(addBankAccountSchema, input(fields));
    expect('errors' in result && result.errors[field]).toBe(message);
  });

  it('says nothing about the fields checked against an IBAN that is itself wrong', () => {
    expect(validate(addBankAccountSchema, input({ iban: GERMAN, swiftCode: 'DEUTDEFF', accountNumber: '1' }))).toEqual({ errors: { iban: 'ibanNotSaudi' } });
  });

  it('takes a bank name for an unknown code, and needs none for a known one', () => {
    expect(validate(addBankAccountSchema, input({ iban: UNKNOWN_BANK, bankName: 'Future Bank', swiftCode: 'ABCDSARI' }))).toMatchObject({ value: { bankName: 'Future Bank' } });
    expect(validate(addBankAccountSchema, input())).toMatchObject({ value: { iban: RAJHI } });
  });
});

describe('the stored record and the masked view', () => {
  const created = '2026-05-01T10:00:00.000Z';

  it('fills the bank name from the code (replacing what was sent) and the account number from the IBAN when left out', () => {
    expect(bankAccountRecordOf({ holderName: 'Noura', iban: RAJHI, bankName: 'My bank', swiftCode: 'RJHISARI' }, 'id-1', created)).toEqual({
      id: 'id-1',
      holderName: 'Noura',
      bankName: 'Al Rajhi Bank',
      iban: RAJHI,
      accountNumber: '000000608010167519',
      swiftCode: 'RJHISARI',
      createdAt: created,
    });
    expect(bankAccountRecordOf({ holderName: 'Noura', iban: UNKNOWN_BANK, bankName: 'Future Bank', accountNumber: '11112222', swiftCode: 'ABCDSARI' }, 'id-2', created)).toMatchObject({
      bankName: 'Future Bank',
      accountNumber: '11112222',
    });
  });

  it('never carries the whole IBAN or account number', () => {
    const record: BankAccountRecord = { ...bankAccountRecordOf({ holderName: 'Noura', iban: RAJHI, swiftCode: 'RJHISARI' }, 'id-1', created), isDefault: true };
    const view = bankAccountView(record);
    expect(view).toEqual({
      id: 'id-1',
      holderName: 'Noura',
      bankName: 'Al Rajhi Bank',
      bankCode: '80',
      ibanLast4: '7519',
      ibanMasked: 'SA•• •••• •••• •••• •••• 7519',
      accountLast4: '7519',
      swiftCode: 'RJHISARI',
      isDefault: true,
      createdAt: created,
    });
    const text = JSON.stringify(view);
    expect(text).not.toContain(RAJHI);
    expect(text).not.toContain('608010167519');
  });

  it('states the limit its error message tells', () => {
    expect(ERROR_MESSAGES.BANK_ACCOUNT_LIMIT).toContain(`up to ${MAX_BANK_ACCOUNTS} bank accounts`);
  });
});
