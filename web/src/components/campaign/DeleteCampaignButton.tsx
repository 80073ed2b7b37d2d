import { Button, Text, type ButtonProps } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { APP_ROUTES } from '../../../../shared/app-paths';
import { ConfirmDialog } from '../ConfirmDialog';
import { toaster } from '../toaster';
import { errorMessage } from '../../i18n/errors';
import { useT } from '../../i18n/useT';
import { useRefreshCampaignData } from '../../hooks/useRefreshCampaignData';
import { ApiError } from '../../lib/api';
import { deleteCampaign } from '../../lib/unpaid-campaigns';

/** Where a company's campaigns are listed: its dashboard. */
const COMPANY_LIST_PATH = APP_ROUTES.dashboard;

/**
 * Deletes an unpaid campaign of the company's own, after a confirmation, then goes back to the company's list (from
 * the list itself, it stays there: the list follows). Paid meanwhile (another tab, a late confirmation): the campaign
 * is shown as it now is.
 */
export function DeleteCampaignButton({
  campaignId,
  campaignTitle,
  onChanged,
  inList = false,
  size,
}: {
  campaignId: string;
  campaignTitle: string;
  onChanged: () => void;
  /** A row of the company's list: a short label that names the campaign for screen readers, and no navigation. */
  inList?: boolean;
  size?: ButtonProps['size'];
}) {
  const t = useT();
  const navigate = useNavigate();
  const refreshCampaignData = useRefreshCampaignData();
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function confirm() {
    setDeleting(true);
    try {
      await deleteCampaign(campaignId);
      void refreshCampaignData();
      toaster.create({ type: 'success', title: t('campaign.delete.done') });
      if (!inList) void navigate(COMPANY_LIST_PATH, { replace: true });
    } catch (error) {
      setDeleting(false);
      setOpen(false);
      toaster.create({ type: 'error', title: errorMessage(t, error) });
      if (error instanceof ApiError && (error.code === 'CAMPAIGN_ALREADY_PAID' || error.code === 'NOT_FOUND')) onChanged();
    }
  }

  return (
    <>
      <Button
        ref={trigger}
        variant="outline"
        colorPalette="red"
        size={size}
        alignSelf="flex-start"
        aria-label={inList ? t('campaign.unpaid.deleteLabel', { title: campaignTitle }) : undefined}
        onClick={() => setOpen(true)}
      >
        {t(inList ? 'campaign.unpaid.delete' : 'campaign.delete.button')}
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={() => void confirm()}
        busy={deleting}
        returnFocus={trigger}
        title={t('campaign.delete.title')}
        cancelLabel={t('campaign.delete.cancel')}
        confirmLabel={t('campaign.delete.confirm')}
      >
        <Text>{t('campaign.delete.message', { title: campaignTitle })}</Text>
      </ConfirmDialog>
    </>
  );
}
