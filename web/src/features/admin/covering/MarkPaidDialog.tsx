import { Text } from '@chakra-ui/react';
import type { RefObject } from 'react';
import { FormattedMessage } from 'react-intl';
import { calendarDate } from '../../../../../shared/domain/calendar';
import { TRANSFER_REFERENCE_MAX_LENGTH } from '../../../../../shared/domain/ledger';
import { markPaidSchema } from '../../../../../shared/validation/ledger';
import { Amount } from '../../../components/Amount';
import { FormDialog } from '../../../components/FormDialog';
import { boundField } from '../../../components/form/formik-fields';
import { TextField } from '../../../components/form/TextField';
import { useFormDialog } from '../../../hooks/useFormDialog';
import { errorMessage } from '../../../i18n/errors';
import type { MessageId } from '../../../i18n/locale';
import { useT } from '../../../i18n/useT';
import type { CoveringRecordView, PayoutTransfer } from './api';

/**
 * Marking a payout paid records the transfer: the reference the admin's bank gave it and the day it was made (today
 * unless told otherwise, never ahead). The creator sees both; the dialog says once more where the money went.
 */
export function MarkPaidDialog({
  record,
  returnFocus,
  onClose,
  onMarkPaid,
}: {
  record: CoveringRecordView | undefined;
  returnFocus: RefObject<HTMLElement | null>;
  onClose: () => void;
  onMarkPaid: (record: CoveringRecordView, transfer: PayoutTransfer) => Promise<void>;
}) {
  const t = useT();
  const { form, dialog } = useFormDialog<PayoutTransfer>({
    initialValues: { reference: '', transferredOn: calendarDate() },
    validationSchema: markPaidSchema,
    onClose,
    submit: async (values) => {
      if (record) await onMarkPaid(record, markPaidSchema.cast(values));
      form.resetForm();
    },
    failureOf: (error) => errorMessage(t, error),
  });
  const creator = record?.creators[0];
  return (
    <FormDialog
      open={record !== undefined}
      title={t('admin.covering.confirmTitle')}
      cancelLabel={t('admin.covering.cancel')}
      submitLabel={t('admin.covering.confirm')}
      returnFocus={returnFocus}
      {...dialog}
    >
      {record && creator?.bankAccount && (
        <Text>
          <FormattedMessage
            id={'admin.covering.confirmMessage' satisfies MessageId}
            values={{
              amount: <Amount halalas={record.amount} />,
              name: <bdi>{creator.fullName}</bdi>,
              bank: <bdi>{creator.bankAccount.bankName}</bdi>,
              last4: <bdi dir="ltr">{creator.bankAccount.ibanLast4}</bdi>,
            }}
          />
        </Text>
      )}
      <TextField
        label={t('admin.covering.reference')}
        hint={t('admin.covering.referenceHint')}
        name="reference"
        autoComplete="off"
        maxLength={TRANSFER_REFERENCE_MAX_LENGTH}
        dir="ltr"
        {...boundField(form, 'reference', t)}
      />
      <TextField label={t('admin.covering.transferredOn')} name="transferredOn" type="date" max={calendarDate()} {...boundField(form, 'transferredOn', t)} />
    </FormDialog>
  );
}
