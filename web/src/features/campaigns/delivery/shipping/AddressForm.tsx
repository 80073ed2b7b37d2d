import { Button, chakra, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { ADDRESS_LINE_MAX_LENGTH, NATIONAL_ADDRESS_FIELDS, type NationalAddress } from '../../../../../../shared/domain/shipping';
import { shippingAddressSchema } from '../../../../../../shared/validation/shipping';
import { boundField } from '../../../../components/form/formik-fields';
import { TextField } from '../../../../components/form/TextField';
import { useT } from '../../../../i18n/useT';
import { latinDigits } from '../../../../lib/format';

const EMPTY_ADDRESS: NationalAddress = { buildingNumber: '', street: '', district: '', city: '', postalCode: '', additionalNumber: '' };

/** The parts written in digits: typed with the number pad, Arabic digits read as Latin ones, at most this long. */
const DIGIT_FIELDS: Partial<Record<keyof NationalAddress, number>> = { buildingNumber: 4, postalCode: 5, additionalNumber: 4 };

/** What a browser may fill each part from (its saved addresses). */
const AUTOCOMPLETE: Record<keyof NationalAddress, string> = {
  buildingNumber: 'off',
  street: 'address-line1',
  district: 'address-level3',
  city: 'address-level2',
  postalCode: 'postal-code',
  additionalNumber: 'off',
};

/**
 * The creator's Saudi national address for the product, checked by the shared rules: filled from her last address
 * (saved on her profile) or the one confirmed already, which she may correct until the company ships (the form then
 * opens on asking, with the focus in its first field).
 */
export function AddressForm({
  initial,
  onConfirm,
  onCancel,
}: {
  initial: NationalAddress | undefined;
  /** Sends the address; answers the server's field errors' keys when it refused some, else nothing. */
  onConfirm: (address: NationalAddress) => Promise<Record<string, string> | undefined>;
  /** Present when an address is confirmed already: the form closes on it unchanged. */
  onCancel?: () => void;
}) {
  const t = useT();
  const formik = useFormik<NationalAddress>({
    initialValues: initial ?? EMPTY_ADDRESS,
    validationSchema: shippingAddressSchema,
    onSubmit: async (values, helpers) => {
      const fields = await onConfirm(shippingAddressSchema.cast(values));
      if (fields) helpers.setErrors(fields);
    },
  });
  return (
    <chakra.form noValidate onSubmit={formik.handleSubmit} aria-label={t('delivery.shipping.address.form')}>
      <Stack gap="4">
        <Text color="fg.muted" textStyle="sm">
          {t('delivery.shipping.address.hint')}
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {NATIONAL_ADDRESS_FIELDS.map((field, index) => {
            const digits = DIGIT_FIELDS[field];
            return (
              <TextField
                key={field}
                label={t(`delivery.shipping.address.${field}`)}
                name={field}
                autoComplete={AUTOCOMPLETE[field]}
                {...boundField(formik, field, t)}
                inputMode={digits ? 'numeric' : undefined}
                dir={digits ? 'ltr' : 'auto'}
                maxLength={digits ?? ADDRESS_LINE_MAX_LENGTH}
                onChange={digits ? (event) => void formik.setFieldValue(field, latinDigits(event.target.value)) : formik.handleChange}
                autoFocus={Boolean(onCancel) && index === 0}
              />
            );
          })}
        </SimpleGrid>
        <HStack gap="2" flexWrap="wrap">
          <Button type="submit" colorPalette="blue" loading={formik.isSubmitting}>
            {t('delivery.shipping.address.confirm')}
          </Button>
          {onCancel && (
            <Button variant="outline" onClick={onCancel} disabled={formik.isSubmitting}>
              {t('delivery.shipping.cancel')}
            </Button>
          )}
        </HStack>
      </Stack>
    </chakra.form>
  );
}
