import { Button, chakra, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, type RefObject } from 'react';
import { DEFAULT_EXTENSION_DAYS, extendedDueAt, MAX_EXTENSION_DAYS, MIN_EXTENSION_DAYS } from '../../../../../shared/domain/compensation';
import { DIALOG_MAX_WIDTH_PX, DIALOG_WIDTH_PX } from '../../../../../shared/domain/constants';
import { useT } from '../../../i18n/useT';
import { fieldError } from '../../../components/form/formik-fields';
import { useFormik } from 'formik';
import type { CompensationRequestView } from './api';
import { extensionDaysError, parseExtensionDays } from './extension-days';
import { useDates } from '../../../lib/dates';

/**
 * The extension of an overdue delivery: how many days from today (1 to 15, 7 proposed), with the new due date they
 * give, checked inline. `onExtend` answers the validation key of a field error the server gave, or nothing; the dialog
 * stays open while the request runs and after a refusal of the days, for another try.
 */
export function ExtendDialog({
  request,
  returnFocus,
  onClose,
  onExtend,
}: {
  request: CompensationRequestView | undefined;
  returnFocus: RefObject<HTMLElement | null>;
  onClose: () => void;
  onExtend: (request: CompensationRequestView, days: number) => Promise<string | undefined>;
}) {
  const t = useT();
  const dates = useDates();
  const input = useRef<HTMLInputElement>(null);
  const form = useFormik({
    initialValues: { days: String(DEFAULT_EXTENSION_DAYS) },
    validate: ({ days }: { days: string }) => {
      const error = extensionDaysError(days);
      return error ? { days: error } : {};
    },
    onSubmit: async ({ days }, helpers) => {
      const count = parseExtensionDays(days);
      if (!request || count === undefined) return;
      const refusal = await onExtend(request, count);
      if (refusal) helpers.setFieldError('days', refusal);
    },
  });
  // Each request opens on the proposed days; a failed send keeps what was typed for another try.
  const opened = request && `${request.campaignId}/${request.creatorId}`;
  const { resetForm } = form;
  useEffect(() => {
    if (opened) resetForm();
  }, [opened, resetForm]);
  const close = () => {
    if (!form.isSubmitting) onClose();
  };
  const error = fieldError(form, 'days', t);
  const days = parseExtensionDays(form.values.days);
  const valid = days !== undefined && !extensionDaysError(form.values.days);
  const name = request?.creatorName ?? '';
  return (
    <Dialog.Root open={request !== undefined} onOpenChange={({ open }) => !open && close()} initialFocusEl={() => input.current} finalFocusEl={() => returnFocus.current} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width={`${DIALOG_WIDTH_PX}px`} maxW={`min(${DIALOG_MAX_WIDTH_PX}px, calc(100vw - 2rem))`} data-testid="compensation-extend-dialog">
            <chakra.form noValidate onSubmit={form.handleSubmit}>
              <Dialog.Header>
                <Dialog.Title overflowWrap="anywhere">{t('admin.compensations.extendTitle', { name })}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body display="flex" flexDirection="column" gap="4">
                <Text overflowWrap="anywhere">{t('admin.compensations.extendMessage', { campaign: request?.campaignTitle ?? '' })}</Text>
                <Field.Root invalid={Boolean(error)} required>
                  <Field.Label>{t('admin.compensations.days')}</Field.Label>
                  <Input
                    ref={input}
                    name="days"
                    inputMode="numeric"
                    autoComplete="off"
                    dir="ltr"
                    maxW="32"
                    maxLength={3}
                    value={form.values.days}
                    onChange={(event) => {
                      // Checked as typed: the new due date and any error follow each keystroke.
                      form.handleChange(event);
                      void form.setFieldTouched('days', true, false);
                    }}
                    onBlur={form.handleBlur}
                    data-testid="compensation-extension-days"
                  />
                  {error ? (
                    <Field.ErrorText>{error}</Field.ErrorText>
                  ) : (
                    <Field.HelperText>{t('admin.compensations.daysHint', { min: MIN_EXTENSION_DAYS, max: MAX_EXTENSION_DAYS })}</Field.HelperText>
                  )}
                </Field.Root>
                <Stack aria-live="polite" minH="6">
                  {valid && (
                    <Text fontWeight="medium" data-testid="compensation-new-due-date">
                      {t('admin.compensations.newDueDate', { date: dates.day(extendedDueAt(new Date().toISOString(), days)) })}
                    </Text>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close} disabled={form.isSubmitting}>
                  {t('admin.compensations.cancel')}
                </Button>
                <Button type="submit" colorPalette="blue" loading={form.isSubmitting}>
                  {t('admin.compensations.extendConfirm')}
                </Button>
              </Dialog.Footer>
            </chakra.form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
