import type { ChangeEvent, RefObject } from 'react';
import {
  BANK_HOLDER_NAME_MAX_LENGTH,
  BANK_NAME_MAX_LENGTH,
  ibanInGroups,
  normalizeIban,
  normalizeSwift,
  saudiBankOf,
  type BankAccountView,
} from '../../../../../shared/domain/bank-accounts';
import { addBankAccountSchema } from '../../../../../shared/validation/bank-accounts';
import { FormDialog } from '../../../components/FormDialog';
import { TextField } from '../../../components/form/TextField';
import { useFormDialog } from '../../../hooks/useFormDialog';
import { errorMessage } from '../../../i18n/errors';
import { useLocale } from '../../../i18n/LocaleProvider';
import { useT } from '../../../i18n/useT';
import { ApiError } from '../../../lib/api';
import { boundField } from '../../../components/form/formik-fields';
import { addBankAccount } from '../bank-accounts-api';

interface BankAccountFormValues {
  holderName: string;
  iban: string;
  bankName: string;
  accountNumber: string;
  swiftCode: string;
}

const EMPTY: BankAccountFormValues = { holderName: '', iban: '', bankName: '', accountNumber: '', swiftCode: '' };
/** The longest IBAN (34 characters) in groups of four: room for a pasted one, which the rule then names. */
const IBAN_INPUT_MAX_LENGTH = 42;
/** 11 characters, and the spaces people type in them. */
const SWIFT_INPUT_MAX_LENGTH = 14;
/** 18 characters, and the spaces or dashes people group them with. */
const ACCOUNT_INPUT_MAX_LENGTH = 24;

/**
 * Adds a bank account (spec §3; issue 13). The shared rule checks it here as on the API: a Saudi IBAN (shown in
 * groups of four as it is typed), its bank named from the IBAN's code when known (asked for otherwise), a SWIFT code
 * of a Saudi bank, and the account number only if given. The API's field errors show under their fields.
 */
export function AddBankAccountDialog({
  open,
  returnFocus,
  onClose,
  onAdded,
}: {
  open: boolean;
  returnFocus: RefObject<HTMLElement | null>;
  onClose: () => void;
  onAdded: (account: BankAccountView) => Promise<void>;
}) {
  const t = useT();
  const { locale } = useLocale();
  const { form: formik, dialog } = useFormDialog<BankAccountFormValues>({
    initialValues: EMPTY,
    validationSchema: addBankAccountSchema,
    onClose,
    submit: async (values, helpers) => {
      const cast = addBankAccountSchema.cast(values);
      const known = saudiBankOf(cast.iban);
      const account = await addBankAccount({
        holderName: cast.holderName,
        iban: cast.iban,
        swiftCode: cast.swiftCode,
        // The API names a known bank from the IBAN itself; a typed name is sent only when it is needed.
        ...(!known && cast.bankName ? { bankName: cast.bankName } : {}),
        ...(cast.accountNumber ? { accountNumber: cast.accountNumber } : {}),
      });
      helpers.resetForm();
      await onAdded(account);
    },
    failureOf: (error, helpers) => {
      if (error instanceof ApiError && error.fields) helpers.setErrors(error.fields);
      return errorMessage(t, error);
    },
  });
  const knownBank = saudiBankOf(normalizeIban(formik.values.iban));
  /** Typed and pasted alike: the IBAN in printed groups, the SWIFT code in capitals. */
  const reformat = (name: 'iban' | 'swiftCode', format: (value: string) => string) => (event: ChangeEvent<HTMLInputElement>) =>
    void formik.setFieldValue(name, format(event.target.value));

  return (
    <FormDialog
      open={open}
      title={t('payment.bank.addTitle')}
      note={t('payment.bank.secureNote')}
      cancelLabel={t('payment.bank.cancel')}
      submitLabel={t('payment.bank.save')}
      returnFocus={returnFocus}
      {...dialog}
    >
      <TextField
        label={t('payment.bank.holderName')}
        name="holderName"
        autoComplete="name"
        dir="auto"
        maxLength={BANK_HOLDER_NAME_MAX_LENGTH}
        {...boundField(formik, 'holderName', t)}
      />
      <TextField
        label={t('payment.bank.iban')}
        name="iban"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        dir="ltr"
        placeholder="SA00 0000 0000 0000 0000 0000"
        maxLength={IBAN_INPUT_MAX_LENGTH}
        hint={t('payment.bank.ibanHint')}
        {...boundField(formik, 'iban', t)}
        onChange={reformat('iban', ibanInGroups)}
      />
      {knownBank ? (
        <TextField label={t('payment.bank.bankName')} name="bankName" value={knownBank[locale]} readOnly hint={t('payment.bank.bankNameFromIban')} />
      ) : (
        <TextField
          label={t('payment.bank.bankName')}
          name="bankName"
          autoComplete="off"
          dir="auto"
          maxLength={BANK_NAME_MAX_LENGTH}
          hint={t('payment.bank.bankNameHint')}
          {...boundField(formik, 'bankName', t)}
        />
      )}
      <TextField
        label={t('payment.bank.accountNumber')}
        name="accountNumber"
        required={false}
        autoComplete="off"
        inputMode="numeric"
        dir="ltr"
        maxLength={ACCOUNT_INPUT_MAX_LENGTH}
        hint={t('payment.bank.accountNumberHint')}
        {...boundField(formik, 'accountNumber', t)}
      />
      <TextField
        label={t('payment.bank.swiftCode')}
        name="swiftCode"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        dir="ltr"
        placeholder="XXXXSAXX"
        maxLength={SWIFT_INPUT_MAX_LENGTH}
        hint={t('payment.bank.swiftHint')}
        {...boundField(formik, 'swiftCode', t)}
        onChange={reformat('swiftCode', normalizeSwift)}
      />
    </FormDialog>
  );
}
