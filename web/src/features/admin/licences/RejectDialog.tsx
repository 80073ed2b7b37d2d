import { CommentDialog } from '../../../components/CommentDialog';
import { LONG_TEXT_MAX_LENGTH } from '../../../../../shared/validation/profile';
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
  return (
    <CommentDialog
      open={Boolean(licence)}
      words={{
        title: t('admin.licences.rejectTitle'),
        message: t('admin.licences.rejectMessage', { name: licence?.creatorName ?? '' }),
        label: t('admin.licences.reason'),
        hint: () => t('admin.licences.reasonHint'),
        submit: t('admin.licences.confirmReject'),
        cancel: t('admin.licences.cancel'),
      }}
      maxLength={LONG_TEXT_MAX_LENGTH}
      palette="red"
      onClose={onClose}
      onSend={async (reason) => {
        if (licence) await onReject(licence, reason);
        return undefined;
      }}
    />
  );
}
