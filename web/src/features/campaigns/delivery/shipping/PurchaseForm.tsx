import { Button, chakra, Field, Fieldset, HStack, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { FormattedMessage } from 'react-intl';
import { CURRENCY } from '../../../../../../shared/domain/constants';
import type { ValidationMessageKey } from '../../../../../../shared/validation/messages';
import { Amount } from '../../../../components/Amount';
import { DropZone, FilePickButton, UploadStatusLine } from '../../../../components/upload/UploadControls';
import { useUpload } from '../../../../components/upload/useUpload';
import type { MessageId } from '../../../../i18n/locale';
import { useT } from '../../../../i18n/useT';
import { halalasOfSar } from '../../../../lib/format';
import { useHydrated } from '../../../../lib/hydration';

interface PurchaseValues {
  /** The verified upload's key and its file's name; empty until one is checked. */
  key: string;
  fileName: string;
  /** Riyals as typed. */
  amount: string;
}

type PurchaseErrors = Partial<Record<'key' | 'amount', ValidationMessageKey>>;

/** The shared rules of `POST …/purchase`, with the brief's own limit: a receipt, and an amount from 0.01 to the limit. */
function validate(limit: number) {
  return ({ key, amount }: PurchaseValues): PurchaseErrors => {
    const halalas = halalasOfSar(amount);
    const amountError: ValidationMessageKey | undefined = !amount.trim() ? 'required' : halalas === undefined || halalas < 1 ? 'valueInvalid' : halalas > limit ? 'reimbursementOverLimit' : undefined;
    return { ...(key ? {} : { key: 'required' }), ...(amountError ? { amount: amountError } : {}) };
  };
}

/**
 * *Buy and reimburse*: the creator uploads the receipt (a photo or a PDF, sent only once the server's check has
 * verified it: the purchase is refused for an upload not verified) and what she paid, up to the brief's limit.
 */
export function PurchaseForm({ limit, onSubmit }: { limit: number; onSubmit: (key: string, amount: number) => Promise<Record<string, string> | undefined> }) {
  const t = useT();
  const hydrated = useHydrated();
  const upload = useUpload('receipt');
  const uploading = upload.state.phase === 'uploading' || upload.state.phase === 'checking';
  const formik = useFormik<PurchaseValues>({
    initialValues: { key: '', fileName: '', amount: '' },
    validate: validate(limit),
    onSubmit: async (values, helpers) => {
      const fields = await onSubmit(values.key, halalasOfSar(values.amount) ?? 0);
      if (fields) helpers.setErrors(fields);
    },
  });
  // Each error once its field was left or the form sent; a missing receipt says so in words of its own.
  const shown = (name: 'key' | 'amount') => {
    const key = formik.touched[name] || formik.submitCount > 0 ? formik.errors[name] : undefined;
    if (!key) return undefined;
    return t(name === 'key' && key === 'required' ? 'delivery.shipping.receipt.missing' : (`validation.${key}` as MessageId));
  };
  const keyError = shown('key');
  const amountError = shown('amount');

  async function choose(file: File) {
    const uploaded = await upload.upload(file);
    if (uploaded) await formik.setValues({ ...formik.values, key: uploaded.key, fileName: file.name });
  }

  return (
    <chakra.form noValidate onSubmit={formik.handleSubmit} aria-label={t('delivery.shipping.receipt.form')}>
      <Stack gap="4">
        <Fieldset.Root invalid={Boolean(keyError)} gap="2">
          <Fieldset.Legend fontWeight="medium" textStyle="sm" color="fg">
            {t('delivery.shipping.receipt.file')}
          </Fieldset.Legend>
          <Fieldset.HelperText mt="0">{t('delivery.shipping.receipt.fileHint')}</Fieldset.HelperText>
          <DropZone onFile={(file) => void choose(file)} disabled={uploading || formik.isSubmitting}>
            <Stack gap="2">
              <HStack gap="3" flexWrap="wrap">
                <FilePickButton purpose="receipt" onFile={(file) => void choose(file)} disabled={uploading || formik.isSubmitting}>
                  {t(formik.values.key ? 'upload.replace' : 'upload.choose')}
                </FilePickButton>
                {formik.values.key && (
                  <Text textStyle="sm" overflowWrap="anywhere">
                    <bdi>{formik.values.fileName}</bdi>
                  </Text>
                )}
              </HStack>
              <UploadStatusLine upload={upload} />
            </Stack>
          </DropZone>
          {keyError && <Fieldset.ErrorText textStyle="xs">{keyError}</Fieldset.ErrorText>}
        </Fieldset.Root>
        <Field.Root invalid={Boolean(amountError)} required maxW={{ md: 'xs' }}>
          <Field.Label>{t('delivery.shipping.receipt.amount')}</Field.Label>
          <InputGroup startElement={CURRENCY} startElementProps={{ color: 'fg.muted', textStyle: 'sm' }}>
            <Input name="amount" size="lg" inputMode="decimal" dir="ltr" autoComplete="off" readOnly={!hydrated} value={formik.values.amount} onChange={formik.handleChange} onBlur={formik.handleBlur} />
          </InputGroup>
          {amountError ? (
            <Field.ErrorText>{amountError}</Field.ErrorText>
          ) : (
            <Field.HelperText>
              <FormattedMessage id={'delivery.shipping.receipt.amountHint' satisfies MessageId} values={{ limit: <Amount halalas={limit} /> }} />
            </Field.HelperText>
          )}
        </Field.Root>
        <Button type="submit" colorPalette="blue" alignSelf="flex-start" loading={formik.isSubmitting} disabled={uploading}>
          {t('delivery.shipping.receipt.submit')}
        </Button>
      </Stack>
    </chakra.form>
  );
}
