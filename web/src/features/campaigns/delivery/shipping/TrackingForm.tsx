import { Button, chakra, Field, HStack, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { CARRIER_NAME_MAX_LENGTH, carrierLabel, SAUDI_CARRIERS, TRACKING_NUMBER_MAX_LENGTH, type ShipmentView } from '../../../../../../shared/domain/shipping';
import { shipmentTrackingSchema, type ShipmentTrackingInput } from '../../../../../../shared/validation/shipping';
import { boundField, fieldError } from '../../../../components/form/formik-fields';
import { TextField } from '../../../../components/form/TextField';
import { useLocale } from '../../../../i18n/LocaleProvider';
import { useT } from '../../../../i18n/useT';

interface TrackingValues {
  carrier: string;
  carrierName: string;
  trackingNumber: string;
}

/**
 * The company's shipment of the product: the carrier (the Saudi carriers by their own names, or "Other" with its name
 * written out) and the tracking number, checked by the shared rules. Filled with what was recorded when correcting;
 * after a problem, the carrier stays and the new parcel's tracking number is asked for. Opened on asking, it takes the
 * focus where the company types first.
 */
export function TrackingForm({
  shipment,
  again,
  submitLabel,
  onRecord,
  onCancel,
}: {
  shipment: ShipmentView;
  /** Shipping again after a problem: a new tracking number. */
  again: boolean;
  submitLabel: string;
  /** Sends the shipment; answers the server's field errors' keys when it refused some, else nothing. */
  onRecord: (tracking: ShipmentTrackingInput) => Promise<Record<string, string> | undefined>;
  onCancel?: () => void;
}) {
  const t = useT();
  const { locale } = useLocale();
  const formik = useFormik<TrackingValues>({
    initialValues: { carrier: shipment.carrier ?? '', carrierName: shipment.carrierName ?? '', trackingNumber: again ? '' : (shipment.trackingNumber ?? '') },
    validationSchema: shipmentTrackingSchema,
    onSubmit: async (values, helpers) => {
      const fields = await onRecord(shipmentTrackingSchema.cast(values));
      if (fields) helpers.setErrors(fields);
    },
  });
  const carrierError = fieldError(formik, 'carrier', t);
  return (
    <chakra.form noValidate onSubmit={formik.handleSubmit} aria-label={t('delivery.shipping.tracking.form', { name: shipment.creatorName })}>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Field.Root invalid={Boolean(carrierError)} required>
            <Field.Label>{t('delivery.shipping.tracking.carrier')}</Field.Label>
            <NativeSelect.Root size="lg">
              <NativeSelect.Field name="carrier" value={formik.values.carrier} onChange={formik.handleChange} onBlur={formik.handleBlur} autoFocus={Boolean(onCancel) && !again}>
                <option value="" disabled>
                  {t('delivery.shipping.tracking.choose')}
                </option>
                {SAUDI_CARRIERS.map((carrier) => (
                  <option key={carrier} value={carrier}>
                    {carrier === 'other' ? t('delivery.shipping.tracking.other') : carrierLabel(locale, carrier)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {carrierError && <Field.ErrorText>{carrierError}</Field.ErrorText>}
          </Field.Root>
          {formik.values.carrier === 'other' && (
            <TextField label={t('delivery.shipping.tracking.carrierName')} name="carrierName" dir="auto" maxLength={CARRIER_NAME_MAX_LENGTH} {...boundField(formik, 'carrierName', t)} />
          )}
          <TextField
            label={t('delivery.shipping.tracking.number')}
            name="trackingNumber"
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            maxLength={TRACKING_NUMBER_MAX_LENGTH}
            hint={again ? t('delivery.shipping.tracking.newNumber') : undefined}
            autoFocus={again}
            {...boundField(formik, 'trackingNumber', t)}
          />
        </SimpleGrid>
        <HStack gap="2" flexWrap="wrap">
          <Button type="submit" colorPalette="blue" loading={formik.isSubmitting}>
            {submitLabel}
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
