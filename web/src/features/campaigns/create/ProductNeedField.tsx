import { Checkbox, Field, Input, InputGroup, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { CURRENCY } from '../../../../../shared/domain/constants';
import { MAX_REIMBURSEMENT_HALALAS, MIN_REIMBURSEMENT_HALALAS, type ProductHandover, type ProductNeed } from '../../../../../shared/domain/shipping';
import { Amount } from '../../../components/Amount';
import { ChoiceCards } from '../../../components/form/ChoiceCards';
import type { MessageId } from '../../../i18n/locale';
import { useT } from '../../../i18n/useT';
import { halalasOfSar, sarOfHalalas } from '../../../lib/format';
import { useHydrated } from '../../../lib/hydration';

const HANDOVERS: readonly ProductHandover[] = ['ship', 'reimburse'];

/** What Formik knows of the `product` field: its errors and whether it was left, by part. */
interface ProductFieldState {
  errors: unknown;
  touched: unknown;
  submitted: boolean;
}

/** The translated error of one part of `product` (`handover`, `reimbursementLimit`), once left or submitted. */
function partError(state: ProductFieldState, part: keyof ProductNeed): MessageId | undefined {
  const key = typeof state.errors === 'object' && state.errors !== null ? (state.errors as Record<string, unknown>)[part] : undefined;
  const left = typeof state.touched === 'object' && state.touched !== null && Boolean((state.touched as Record<string, unknown>)[part]);
  return typeof key === 'string' && (left || state.submitted) ? (`validation.${key}` as MessageId) : undefined;
}

/**
 * Issue 28, "Creators need the product": unticked, the campaign needs none; ticked, how they get it, the company ships
 * it or they buy it and are reimbursed up to an amount in riyals (VAT included), kept as halalas. The amount's text is
 * the field's own: a half-typed "12." stays as typed while the form holds its halalas.
 */
export function ProductNeedField({
  value,
  onChange,
  onTouch,
  state,
}: {
  value: ProductNeed | undefined;
  onChange: (product: ProductNeed | undefined) => void;
  /** A part of the field was left. */
  onTouch: (part: keyof ProductNeed) => void;
  state: ProductFieldState;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const [amount, setAmount] = useState(value?.reimbursementLimit === undefined ? '' : sarOfHalalas(value.reimbursementLimit));
  const handoverError = partError(state, 'handover');
  const limitError = partError(state, 'reimbursementLimit');
  return (
    <Stack gap="4">
      <Checkbox.Root
        name="productNeeded"
        checked={value !== undefined}
        onCheckedChange={({ checked }) => onChange(checked === true ? { handover: 'ship' } : undefined)}
        colorPalette="blue"
        alignItems="flex-start"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label fontWeight="normal">{t('create.product.needed')}</Checkbox.Label>
      </Checkbox.Root>
      {value && (
        <Stack gap="4" ps={{ base: '0', md: '7' }}>
          <ChoiceCards
            name="productHandover"
            legend={t('create.product.handover')}
            choices={HANDOVERS.map((handover) => ({ value: handover, label: t(`create.product.${handover}`), description: t(`create.product.${handover}Hint`) }))}
            value={value.handover}
            onChange={(handover) => onChange(handover === 'ship' ? { handover } : { handover, reimbursementLimit: halalasOfSar(amount) })}
            onBlur={() => onTouch('handover')}
            error={handoverError && t(handoverError)}
            columns={{ base: 1, md: 2 }}
          />
          {value.handover === 'reimburse' && (
            <Field.Root invalid={Boolean(limitError)} required maxW={{ md: 'xs' }}>
              <Field.Label>{t('create.product.limit')}</Field.Label>
              <InputGroup startElement={CURRENCY} startElementProps={{ color: 'fg.muted', textStyle: 'sm' }}>
                <Input
                  name="reimbursementLimit"
                  size="lg"
                  inputMode="decimal"
                  dir="ltr"
                  autoComplete="off"
                  readOnly={!hydrated}
                  value={amount}
                  onChange={(event) => {
                    setAmount(event.target.value);
                    onChange({ handover: 'reimburse', reimbursementLimit: halalasOfSar(event.target.value) });
                  }}
                  onBlur={() => onTouch('reimbursementLimit')}
                />
              </InputGroup>
              {limitError ? (
                <Field.ErrorText>{t(limitError)}</Field.ErrorText>
              ) : (
                <Field.HelperText>
                  <FormattedMessage
                    id={'create.product.limitHint' satisfies MessageId}
                    values={{ min: <Amount halalas={MIN_REIMBURSEMENT_HALALAS} />, max: <Amount halalas={MAX_REIMBURSEMENT_HALALAS} /> }}
                  />
                </Field.HelperText>
              )}
            </Field.Root>
          )}
        </Stack>
      )}
    </Stack>
  );
}
