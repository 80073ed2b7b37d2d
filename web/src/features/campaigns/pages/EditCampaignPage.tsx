import { Alert, Button, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { appPath } from '../../../../../shared/app-paths';
import type { CampaignView } from '../../../../../shared/domain/campaign';
import { Page } from '../../../components/Page';
import { toaster } from '../../../components/toaster';
import { errorMessage } from '../../../i18n/errors';
import { useT } from '../../../i18n/useT';
import { useApiQuery } from '../../../hooks/useApiQuery';
import { useRefreshCampaignData } from '../../../hooks/useRefreshCampaignData';
import { useUnsavedChanges } from '../../../hooks/useUnsavedChanges';
import { ApiError } from '../../../lib/api';
import { updateCampaign } from '../create/api';
import { CampaignSteps } from '../create/CampaignSteps';
import { briefOf, formValuesOf, type CampaignFormValues, type CreateStep } from '../create/draft';
import { PaymentStep } from '../create/PaymentStep';
import { campaignQueries } from '../details/api';
import { CampaignFailure } from '../details/CampaignFailure';

/**
 * `/campaigns/{id}/edit`: an unpaid campaign of the company's, in the create flow's steps. The price follows the
 * choices by the same rules as a new campaign's; the payment step saves the changes and pays, or only saves them. A
 * paid campaign is final (creators apply to what it says): the page says so.
 */
export default function EditCampaignPage() {
  const t = useT();
  const id = useParams().id ?? '';
  const { resource, reload } = useApiQuery(campaignQueries.detail(id));
  return (
    <Page title={t('create.edit.title')} lead={resource.status === 'ready' ? <bdi>{resource.data.campaignTitle}</bdi> : undefined}>
      {resource.status === 'loading' && (
        <Stack gap="6" role="status" aria-live="polite" aria-label={t('common.loading')}>
          <Skeleton height="6" width="40%" />
          <SkeletonText noOfLines={4} gap="3" />
        </Stack>
      )}
      {resource.status === 'failed' && <CampaignFailure error={resource.error} onRetry={reload} />}
      {resource.status === 'ready' && (resource.data.status === 'unpaid' ? <EditSteps campaign={resource.data} /> : <AlreadyPaid campaignId={id} />)}
    </Page>
  );
}

function EditSteps({ campaign }: { campaign: CampaignView }) {
  const t = useT();
  const navigate = useNavigate();
  const refreshCampaignData = useRefreshCampaignData();
  const [step, setStep] = useState<CreateStep>('campaign');
  const [values, setValues] = useState<CampaignFormValues>(() => formValuesOf(campaign));
  const [saving, setSaving] = useState(false);
  // What the server holds: leaving with other values asks first.
  const saved = useRef(JSON.stringify(values));
  useUnsavedChanges(() => JSON.stringify(values) !== saved.current);

  async function save(): Promise<string> {
    await updateCampaign(campaign.id, briefOf(values));
    saved.current = JSON.stringify(values);
    void refreshCampaignData();
    return campaign.id;
  }

  async function saveOnly() {
    setSaving(true);
    try {
      await save();
      toaster.create({ type: 'success', title: t('create.edit.saved') });
      void navigate(appPath.campaign(campaign.id));
    } catch (error) {
      setSaving(false);
      toaster.create({ type: 'error', title: errorMessage(t, error) });
      // Paid meanwhile (another tab): the page shows it as it now is.
      if (error instanceof ApiError && error.code === 'CAMPAIGN_ALREADY_PAID') void refreshCampaignData();
    }
  }

  return (
    <CampaignSteps
      step={step}
      values={values}
      onChange={setValues}
      onStep={setStep}
      paymentStep={
        <PaymentStep
          values={values}
          prepare={save}
          onAlreadyPaid={(campaignId) => void navigate(appPath.paymentSuccess(campaignId), { replace: true })}
          onEdit={saving ? undefined : setStep}
          secondaryAction={
            <Button variant="outline" loading={saving} disabled={saving} onClick={() => void saveOnly()}>
              {t('create.edit.save')}
            </Button>
          }
        />
      }
    />
  );
}

function AlreadyPaid({ campaignId }: { campaignId: string }) {
  const t = useT();
  return (
    <Alert.Root status="info" maxW="3xl">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title>{t('create.edit.paidTitle')}</Alert.Title>
        <Alert.Description>{t('create.edit.paidMessage')}</Alert.Description>
        <Button asChild variant="outline" alignSelf="flex-start">
          <RouterLink to={appPath.campaign(campaignId)}>{t('create.pay.viewCampaign')}</RouterLink>
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}
