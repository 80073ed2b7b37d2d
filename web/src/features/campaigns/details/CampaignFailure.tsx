import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { APP_ROUTES } from '../../../../../shared/app-paths';
import { useSession } from '../../../lib/session';
import { EmptyNotice } from '../../../components/EmptyNotice';
import { errorMessage } from '../../../i18n/errors';
import { useT } from '../../../i18n/useT';
import { ApiError } from '../../../lib/api';
import { LoadFailure } from '../../../components/LoadFailure';

/**
 * Why a campaign cannot be shown: a malformed id (the API's 400, 'Invalid campaign ID'), one that does not exist (404),
 * one the viewer may not see (403: another company's), or a failure worth retrying.
 */
export function CampaignFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  const { user } = useSession();
  const back = (
    <Button asChild variant="outline">
      <RouterLink to={user?.role === 'admin' ? APP_ROUTES.adminHome : APP_ROUTES.dashboard}>{t('campaign.backHome')}</RouterLink>
    </Button>
  );
  if (error instanceof ApiError && error.status === 400) return <EmptyNotice title={errorMessage(t, error)} action={back} />;
  if (error instanceof ApiError && error.status === 404) return <EmptyNotice title={t('campaign.notFound')} description={t('campaign.notFoundHint')} action={back} />;
  if (error instanceof ApiError && error.status === 403) return <EmptyNotice title={t('campaign.forbidden')} description={t('campaign.forbiddenHint')} action={back} />;
  return <LoadFailure error={error} onRetry={onRetry} />;
}
