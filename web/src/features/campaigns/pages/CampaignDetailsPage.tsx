import { Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { useParams } from 'react-router';
import { useSession } from '../../../lib/session';
import { Page } from '../../../components/Page';
import { useT } from '../../../i18n/useT';
import { useApiQuery } from '../../../hooks/useApiQuery';
import { useRefreshCampaignData } from '../../../hooks/useRefreshCampaignData';
import { campaignQueries } from '../details/api';
import { CampaignDetails } from '../details/CampaignDetails';
import { CampaignFailure } from '../details/CampaignFailure';

/** `/campaigns/{id}` for creators, companies and admins: the campaign as the viewer's role may see it. */
export default function CampaignDetailsPage() {
  const t = useT();
  const { user } = useSession();
  const id = useParams().id ?? '';
  const { resource, reload } = useApiQuery(campaignQueries.detail(id));
  // After an apply, a decision or a payment attempt: the page stays on screen while the campaign (and its
  // applicants, under its key) reloads, and every list and figure that counts it follows.
  const refreshCampaignData = useRefreshCampaignData();
  const refresh = () => void refreshCampaignData();
  return (
    <Page title={resource.status === 'ready' ? resource.data.campaignTitle : t('campaign.title')}>
      {resource.status === 'loading' && (
        <Stack gap="6" role="status" aria-live="polite" aria-label={t('common.loading')}>
          <Skeleton height="6" width="40%" />
          <SkeletonText noOfLines={4} gap="3" />
          <Skeleton height="48" />
        </Stack>
      )}
      {resource.status === 'failed' && <CampaignFailure error={resource.error} onRetry={reload} />}
      {resource.status === 'ready' && user && <CampaignDetails campaign={resource.data} role={user.role} userId={user.id} onChanged={refresh} />}
    </Page>
  );
}
