import type { RefObject } from 'react';
import { COMPENSATION_REASON_MAX_LENGTH, type CreatorProgressView } from '../../../../../shared/domain/results';
import { toaster } from '../../../components/toaster';
import { errorMessage } from '../../../i18n/errors';
import { useT } from '../../../i18n/useT';
import { requestCompensation } from './api';
import { CommentDialog } from '../../../components/CommentDialog';

/**
 * After an overdue delivery, the company asks the admins for compensation with its reason (issue 12); the deadline
 * and the rounds go with it. The admins decide (a refund or an extension) and both sides are told.
 */
export function CompensationDialog({
  campaignId,
  creator,
  returnFocus,
  onClose,
  onRequested,
}: {
  campaignId: string;
  creator: CreatorProgressView | undefined;
  returnFocus: RefObject<HTMLElement | null>;
  onClose: () => void;
  onRequested: () => void;
}) {
  const t = useT();
  async function send(reason: string): Promise<string | undefined> {
    if (!creator) return undefined;
    try {
      await requestCompensation(campaignId, creator.creatorId, reason);
      toaster.create({ type: 'success', title: t('delivery.compensation.requested') });
      onRequested();
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(t, error) });
      // Asked meanwhile or no longer owed: the list is read again as it now is.
      onRequested();
    }
    return undefined;
  }
  return (
    <CommentDialog
      open={creator !== undefined}
      words={{
        title: t('delivery.compensation.title', { name: creator?.creatorName ?? '' }),
        message: t('delivery.compensation.message'),
        label: t('delivery.compensation.reason'),
        submit: t('delivery.compensation.submit'),
        hint: (length) => t('delivery.review.commentHint', { count: length, max: COMPENSATION_REASON_MAX_LENGTH }),
        cancel: t('delivery.review.cancel'),
      }}
      maxLength={COMPENSATION_REASON_MAX_LENGTH}
      palette="red"
      returnFocus={returnFocus}
      onClose={onClose}
      onSend={send}
    />
  );
}
