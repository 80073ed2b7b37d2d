import { Button, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import type { DeliveryPlan } from '../../../../../shared/domain/results';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { toaster } from '../../../components/toaster';
import { errorMessage } from '../../../i18n/errors';
import { useT } from '../../../i18n/useT';
import { submitResults } from './api';
import type { DraftSummary } from './draft';

/**
 * The set as it stands ("Video 1/1 · Pictures 3/5") and Submit, enabled only when the ready files make the whole set
 * the brief asks for (`submitRefusal`); otherwise why not. The set is sent whole after a confirmation.
 */
export function SubmitBar({ campaignId, plan, summary, onSubmitted }: { campaignId: string; plan: DeliveryPlan; summary: DraftSummary; onSubmitted: () => void }) {
  const t = useT();
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const counts = [
    t('delivery.submit.videos', { count: summary.videos, total: plan.videos }),
    ...(plan.pictures > 0 ? [t('delivery.submit.pictures', { count: summary.pictures, total: plan.pictures })] : []),
  ].join(' · ');

  async function submit() {
    setBusy(true);
    try {
      await submitResults(
        campaignId,
        summary.chosen.map((file) => file.id),
      );
      setOpen(false);
      toaster.create({ type: 'success', title: t('delivery.submit.done') });
    } catch (error) {
      setOpen(false);
      toaster.create({ type: 'error', title: errorMessage(t, error) });
    } finally {
      setBusy(false);
    }
    // Submitted or refused, the draft and the application are read again: either changed, or differ from the screen.
    onSubmitted();
  }

  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="3" justify="space-between" align={{ base: 'stretch', sm: 'center' }} borderTopWidth="1px" pt="4">
      <Stack gap="1">
        <Text fontWeight="medium" role="status">
          {counts}
        </Text>
        {summary.refusal && (
          <Text textStyle="sm" color="fg.muted">
            {t(`apiError.${summary.refusal}`)}
          </Text>
        )}
      </Stack>
      <Button ref={trigger} colorPalette="blue" disabled={summary.refusal !== undefined} onClick={() => setOpen(true)}>
        {t('delivery.submit.button')}
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={() => void submit()}
        busy={busy}
        returnFocus={trigger}
        title={t('delivery.submit.title')}
        cancelLabel={t('delivery.submit.cancel')}
        confirmLabel={t('delivery.submit.confirm')}
        confirmPalette="blue"
      >
        <Text>{t('delivery.submit.message')}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
