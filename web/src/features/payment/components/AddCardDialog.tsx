import { Field, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import type { FormikErrors, FormikProps } from 'formik';
import { useEffect, type ReactNode, type RefObject } from 'react';
import { APP_ROUTES } from '../../../../../shared/app-paths';
import { NAME_MAX_LENGTH } from '../../../../../shared/domain/constants';
import { cardBrandOf, isCardExpired, passesLuhn } from '../../../../../shared/domain/payment';
import type { RuntimeConfig } from '../../../../../shared/runtime-config';
import { FormDialog } from '../../../components/FormDialog';
import { toaster } from '../../../components/toaster';
import { errorMessage } from '../../../i18n/errors';
import type { MessageId } from '../../../i18n/locale';
import { useT } from '../../../i18n/useT';
import { useFormDialog } from '../../../hooks/useFormDialog';
import { CardFieldError, ProviderUnavailableError, saveCard, tokenizeCard } from '../api';
import { rememberPendingCard, takePendingCard } from '../pending-card';

interface CardFormValues {
  holderName: string;
  number: string;
  expiryMonth: string;
  expiryYear: string;
  cvc: string;
}

type CardField = keyof CardFormValues;

const EMPTY: CardFormValues = { holderName: '', number: '', expiryMonth: '', expiryYear: '', cvc: '' };
const CARD_FIELDS: readonly CardField[] = ['holderName', 'number', 'expiryMonth', 'expiryYear', 'cvc'];
/** Cards are issued for up to about ten years; a little more leaves room. */
const EXPIRY_YEARS_AHEAD = 15;

const digitsOf = (number: string) => number.replace(/[\s-]/g, '');

function todayIso(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** The checks that spare a round trip to the provider; the provider checks again. Errors are message ids. */
function validate(values: CardFormValues): FormikErrors<CardFormValues> {
  const errors: FormikErrors<CardFormValues> = {};
  for (const field of CARD_FIELDS) if (!values[field].trim()) errors[field] = 'validation.required';
  const digits = digitsOf(values.number);
  if (!errors.number && (!/^\d+$/.test(digits) || !passesLuhn(digits))) errors.number = 'payment.card.error.number';
  else if (!errors.number && !cardBrandOf(digits)) errors.number = 'payment.card.error.brand';
  if (!errors.expiryMonth && !errors.expiryYear && isCardExpired({ expiryMonth: Number(values.expiryMonth), expiryYear: Number(values.expiryYear) }, todayIso())) {
    errors.expiryMonth = 'payment.card.error.expired';
  }
  if (!errors.cvc && !/^\d{3,4}$/.test(values.cvc.trim())) errors.cvc = 'payment.card.error.cvc';
  return errors;
}

/** The provider names the detail it refused; an expiry may be refused as a whole ("expiry"), shown at the month. */
function fieldOf(providerField: string): CardField | undefined {
  if (providerField.startsWith('expiry')) return providerField === 'expiryYear' ? 'expiryYear' : 'expiryMonth';
  return CARD_FIELDS.find((field) => field === providerField);
}

/**
 * Adds a card: the details go to the provider, which answers a token (spec §3 payment card; the number never
 * reaches this product's API), then the token is saved. A detail the provider refuses shows at its field. When the
 * provider first has the payer confirm the card (Moyasar's 3-D Secure page), the payer leaves for its page and the
 * token is saved when they are back here (pending-card.ts).
 */
export function AddCardDialog({
  open,
  payments,
  returnFocus,
  onClose,
  onAdded,
}: {
  open: boolean;
  payments: NonNullable<RuntimeConfig['payments']>;
  returnFocus: RefObject<HTMLElement | null>;
  onClose: () => void;
  onAdded: () => Promise<void>;
}) {
  const t = useT();
  // Back from the provider's check: the card it confirmed is saved once (the API asks the provider whether it is).
  useEffect(() => {
    const token = takePendingCard();
    if (!token) return;
    saveCard(token).then(onAdded, (error: unknown) => toaster.create({ type: 'error', title: errorMessage(t, error) }));
  }, [onAdded, t]);
  const { form: formik, dialog } = useFormDialog<CardFormValues>({
    initialValues: EMPTY,
    validate,
    onClose,
    submit: async (values, helpers) => {
      const card = {
        holderName: values.holderName.trim(),
        number: digitsOf(values.number),
        expiryMonth: Number(values.expiryMonth),
        expiryYear: Number(values.expiryYear),
        cvc: values.cvc.trim(),
      };
      const { token, verificationUrl } = await tokenizeCard(payments, card, `${window.location.origin}${APP_ROUTES.payment}`);
      if (verificationUrl) {
        rememberPendingCard(token);
        window.location.assign(verificationUrl);
        return;
      }
      await saveCard(token);
      helpers.resetForm();
      await onAdded();
    },
    failureOf: (error, helpers) => {
      if (error instanceof CardFieldError) {
        const field = fieldOf(error.field);
        if (!field) return t('payment.card.error.rejected');
        // The provider answers in English only: its refusal shows as the translated text for that detail.
        helpers.setFieldError(field, `payment.card.error.${field}` satisfies MessageId);
        return undefined;
      }
      return error instanceof ProviderUnavailableError ? t('apiError.PAYMENT_PROVIDER_UNAVAILABLE') : errorMessage(t, error);
    },
  });
  const error = (field: CardField): string | undefined => {
    const id = formik.errors[field];
    if (!id || !(formik.touched[field] || formik.submitCount > 0)) return undefined;
    return t(id as MessageId);
  };
  const years = Array.from({ length: EXPIRY_YEARS_AHEAD + 1 }, (_, index) => new Date().getFullYear() + index);

  return (
    <FormDialog
      open={open}
      title={t('payment.card.addTitle')}
      note={t('payment.card.secureNote')}
      cancelLabel={t('payment.card.cancel')}
      submitLabel={t('payment.card.save')}
      returnFocus={returnFocus}
      {...dialog}
    >
      <CardInput label={t('payment.card.holderName')} name="holderName" autoComplete="cc-name" maxLength={NAME_MAX_LENGTH} dir="auto" formik={formik} error={error('holderName')} />
      <CardInput label={t('payment.card.number')} name="number" autoComplete="cc-number" inputMode="numeric" maxLength={23} dir="ltr" formik={formik} error={error('number')} />
      <SimpleGrid columns={2} gap="3">
        <CardSelect label={t('payment.card.expiryMonth')} name="expiryMonth" autoComplete="cc-exp-month" placeholder={t('payment.card.monthPlaceholder')} formik={formik} error={error('expiryMonth')}>
          {Array.from({ length: 12 }, (_, index) => (
            <option key={index} value={index + 1}>
              {String(index + 1).padStart(2, '0')}
            </option>
          ))}
        </CardSelect>
        <CardSelect label={t('payment.card.expiryYear')} name="expiryYear" autoComplete="cc-exp-year" placeholder={t('payment.card.yearPlaceholder')} formik={formik} error={error('expiryYear')}>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </CardSelect>
      </SimpleGrid>
      <CardInput label={t('payment.card.cvc')} name="cvc" autoComplete="cc-csc" inputMode="numeric" maxLength={4} dir="ltr" formik={formik} error={error('cvc')} maxW="40" />
    </FormDialog>
  );
}

interface CardControlProps {
  label: string;
  name: CardField;
  autoComplete: string;
  formik: FormikProps<CardFormValues>;
  error?: string;
}

function CardInput({
  label,
  name,
  formik,
  error,
  maxW,
  ...input
}: CardControlProps & { inputMode?: 'numeric'; maxLength: number; dir: 'ltr' | 'auto'; maxW?: string }) {
  return (
    <Field.Root invalid={Boolean(error)} required maxW={maxW}>
      <Field.Label>{label}</Field.Label>
      <Input name={name} value={formik.values[name]} onChange={formik.handleChange} onBlur={formik.handleBlur} {...input} />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

function CardSelect({ label, name, autoComplete, placeholder, formik, error, children }: CardControlProps & { placeholder: string; children: ReactNode }) {
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name={name} autoComplete={autoComplete} value={formik.values[name]} onChange={formik.handleChange} onBlur={formik.handleBlur}>
          <option value="" disabled>
            {placeholder}
          </option>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
