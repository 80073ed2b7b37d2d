import { Button, chakra, Dialog, Field, Portal, Text, Textarea } from '@chakra-ui/react';
import { useForm } from '../../../lib/use-form';
import { DIALOG_MAX_WIDTH_PX, DIALOG_WIDTH_PX } from '../../../../../shared/domain/constants';
import { LONG_TEXT_MAX_LENGTH, licenceDecisionSchema } from '../../../../../shared/validation/profile';
import { fieldError } from '../../../lib/form';
import { useT } from '../../../i18n/useT';
import type { QueuedLicence } from './api';

/** Rejecting needs a reason (the creator reads it); the dialog stays open while the decision is sent. */
export function RejectDialog({
  licence,
  onReject,
  onClose,
}: {
  licence: QueuedLicence | undefined;
  onReject: (licence: QueuedLicence, reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const t = useT();
  const formik = useForm({
    initialValues: { decision: 'reject' as const, reason: '' },
    validationSchema: licenceDecisionSchema,
    onSubmit: async ({ reason }, helpers) => {
      if (!licence) return;
      await onReject(licence, reason.trim());
      helpers.resetForm();
    },
  });
  const close = () => {
    if (formik.isSubmitting) return;
    formik.resetForm();
    onClose();
  };
  const error = fieldError(formik, 'reason', t);
  return (
    <Dialog.Root open={Boolean(licence)} onOpenChange={({ open }) => !open && close()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width={`${DIALOG_WIDTH_PX}px`} maxW={`min(${DIALOG_MAX_WIDTH_PX}px, calc(100vw - 32px))`}>
            <chakra.form noValidate onSubmit={formik.handleSubmit}>
              <Dialog.Header>
                <Dialog.Title>{t('admin.licences.rejectTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body display="flex" flexDirection="column" gap="4">
                <Text>{t('admin.licences.rejectMessage', { name: licence?.creatorName ?? '' })}</Text>
                <Field.Root invalid={Boolean(error)} required>
                  <Field.Label>{t('admin.licences.reason')}</Field.Label>
                  <Textarea name="reason" rows={4} maxLength={LONG_TEXT_MAX_LENGTH} value={formik.values.reason} onChange={formik.handleChange} onBlur={formik.handleBlur} />
                  {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>{t('admin.licences.reasonHint')}</Field.HelperText>}
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close} disabled={formik.isSubmitting}>
                  {t('admin.licences.cancel')}
                </Button>
                <Button type="submit" colorPalette="red" loading={formik.isSubmitting}>
                  {t('admin.licences.confirmReject')}
                </Button>
              </Dialog.Footer>
            </chakra.form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
