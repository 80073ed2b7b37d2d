import { Alert, Button, CloseButton, DataList, Dialog, Portal, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { APP_ROUTES, appPath } from '../../../../../shared/app-paths';
import { ROUTES } from '../../../../../shared/api/routes';
import { DIALOG_MAX_WIDTH_PX, DIALOG_WIDTH_PX } from '../../../../../shared/domain/constants';
import { toaster } from '../../../components/toaster';
import { errorMessage } from '../../../i18n/errors';
import type { MessageId } from '../../../i18n/locale';
import { useT } from '../../../i18n/useT';
import { useRefreshCampaignData } from '../../../hooks/useRefreshCampaignData';
import { ApiError, apiRequest, type ApiErrorCode } from '../../../lib/api';
import { Amount } from '../../../components/Amount';

/** What the apply flow needs of a campaign; `creatorEarning` (halalas) is shown in the confirmation when known. */
export interface ApplyTarget {
  id: string;
  campaignTitle: string;
  creatorInterests: string[];
  creatorEarning?: number;
}

/** Refusals the creator can act on elsewhere: the dialog links there. */
const FIX_LINKS: Partial<Record<ApiErrorCode, { to: string; label: MessageId }>> = {
  PAYMENT_CARD_REQUIRED: { to: APP_ROUTES.payment, label: 'exchange.apply.addCard' },
  LICENCE_REQUIRED: { to: appPath.creatorProfile('licence'), label: 'exchange.apply.addLicence' },
  LICENCE_PENDING_REVIEW: { to: appPath.creatorProfile('licence'), label: 'exchange.apply.viewLicence' },
  PROFILE_INCOMPLETE: { to: APP_ROUTES.creatorProfile, label: 'exchange.apply.completeProfile' },
};

/** Refusals that trying again would not change: the dialog says why and only closes. */
const FINAL_REFUSALS: readonly ApiErrorCode[] = ['ACTIVE_CAMPAIGNS_LIMIT', 'ALREADY_APPLIED', 'CAMPAIGN_FULL', 'CAMPAIGN_NOT_OPEN'];

type Stage =
  /** Asking to confirm; `failure` is the text of a failed attempt that may be retried (network, server). */
  | { kind: 'confirm'; failure?: string }
  /** The creator's categories miss the campaign's interests (spec §8): apply anyway or cancel. */
  | { kind: 'mismatch'; failure?: string }
  /** The server refused for a reason the creator must fix first, or one that will not change. */
  | { kind: 'refused'; code: ApiErrorCode };

/**
 * "Apply" on a campaign and the whole apply dialog (spec §5, §8): confirm with the title and what the creator earns,
 * then the server's apply rules — mismatched interests ask to apply anyway, a missing card, licence or profile links
 * to where it is fixed, the active-campaigns limit and the other refusals say why. Success toasts and calls `onApplied`.
 */
export function ApplyButton({ campaign, onApplied }: { campaign: ApplyTarget; onApplied?: () => void }) {
  const t = useT();
  const intl = useIntl();
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const refreshCampaignData = useRefreshCampaignData();
  const [stage, setStage] = useState<Stage>({ kind: 'confirm' });

  const close = () => {
    setOpen(false);
    // The creator's application exists already: the caller shows it as applied.
    if (stage.kind === 'refused' && stage.code === 'ALREADY_APPLIED') onApplied?.();
  };

  const apply = async (applyAnyway: boolean) => {
    setBusy(true);
    try {
      await apiRequest(ROUTES.applyToCampaign, { pathParameters: { id: campaign.id }, query: { applyAnyway } });
      setOpen(false);
      void refreshCampaignData();
      toaster.create({ type: 'success', title: t('exchange.apply.success'), description: t('exchange.apply.successHint', { title: campaign.campaignTitle }) });
      onApplied?.();
    } catch (error) {
      const code = error instanceof ApiError ? error.code : undefined;
      if (code === 'INTERESTS_MISMATCH' && !applyAnyway) setStage({ kind: 'mismatch' });
      else if (code && (FIX_LINKS[code] || FINAL_REFUSALS.includes(code))) setStage({ kind: 'refused', code });
      else setStage({ kind: applyAnyway ? 'mismatch' : 'confirm', failure: errorMessage(t, error) });
    } finally {
      setBusy(false);
    }
  };

  const interests = campaign.creatorInterests.map((id) => t(`term.category.${id}` as MessageId));
  const fix = stage.kind === 'refused' ? FIX_LINKS[stage.code] : undefined;
  const title =
    stage.kind === 'confirm' ? t('exchange.apply.title') : stage.kind === 'mismatch' ? t('apiError.INTERESTS_MISMATCH') : t('exchange.apply.failed');

  return (
    <>
      <Button
        ref={trigger}
        colorPalette="blue"
        size="sm"
        aria-label={t('exchange.apply.buttonLabel', { title: campaign.campaignTitle })}
        onClick={() => {
          setStage({ kind: 'confirm' });
          setOpen(true);
        }}
      >
        {t('exchange.apply.button')}
      </Button>
      <Dialog.Root open={open} onOpenChange={(details) => !details.open && !busy && close()} finalFocusEl={() => trigger.current} placement="center">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content width={`${DIALOG_WIDTH_PX}px`} maxW={`min(${DIALOG_MAX_WIDTH_PX}px, calc(100vw - 2rem))`}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body display="flex" flexDirection="column" gap="4">
                {stage.kind === 'confirm' && (
                  <>
                    <DataList.Root orientation="horizontal">
                      <DataList.Item>
                        <DataList.ItemLabel>{t('exchange.apply.campaign')}</DataList.ItemLabel>
                        <DataList.ItemValue fontWeight="semibold">{campaign.campaignTitle}</DataList.ItemValue>
                      </DataList.Item>
                      {campaign.creatorEarning !== undefined && (
                        <DataList.Item>
                          <DataList.ItemLabel>{t('exchange.apply.earning')}</DataList.ItemLabel>
                          <DataList.ItemValue fontWeight="semibold" color="green.fg">
                            <Amount halalas={campaign.creatorEarning} />
                          </DataList.ItemValue>
                        </DataList.Item>
                      )}
                    </DataList.Root>
                    <Text color="fg.muted">{t('exchange.apply.hint')}</Text>
                  </>
                )}
                {stage.kind === 'mismatch' && (
                  <Text>
                    {interests.length > 0
                      ? t('exchange.apply.mismatchExplanation', { interests: intl.formatList(interests, { type: 'conjunction' }) })
                      : t('exchange.apply.mismatchGeneric')}
                  </Text>
                )}
                {stage.kind === 'refused' && (
                  <Alert.Root status={fix ? 'warning' : 'info'}>
                    <Alert.Indicator />
                    <Alert.Title>{t(`apiError.${stage.code}` satisfies MessageId)}</Alert.Title>
                  </Alert.Root>
                )}
                {stage.kind !== 'refused' && stage.failure && (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Title>{stage.failure}</Alert.Title>
                  </Alert.Root>
                )}
              </Dialog.Body>
              <Dialog.Footer flexWrap="wrap">
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" disabled={busy}>
                    {stage.kind === 'refused' ? t('exchange.apply.close') : t('exchange.apply.cancel')}
                  </Button>
                </Dialog.ActionTrigger>
                {stage.kind !== 'refused' && (
                  <Button colorPalette="blue" loading={busy} onClick={() => void apply(stage.kind === 'mismatch')}>
                    {stage.kind === 'mismatch' ? t('exchange.apply.applyAnyway') : t('exchange.apply.confirm')}
                  </Button>
                )}
                {fix && (
                  <Button asChild colorPalette="blue">
                    <RouterLink to={fix.to}>{t(fix.label)}</RouterLink>
                  </Button>
                )}
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('common.close')} disabled={busy} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
