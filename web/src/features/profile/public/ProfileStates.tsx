import { Button, HStack, Skeleton, SkeletonCircle, SkeletonText, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../../lib/session';
import { APP_ROUTES } from '../../../../../shared/app-paths';
import { EmptyNotice } from '../../../components/EmptyNotice';
import { errorMessage } from '../../../i18n/errors';
import { useT } from '../../../i18n/useT';
import { ApiError } from '../../../lib/api';
import { LoadFailure } from '../../../components/LoadFailure';

/** The shape of a profile while it loads, so the page does not jump when it arrives. */
export function ProfileSkeleton() {
  const t = useT();
  return (
    <Stack gap="6" role="status" aria-live="polite" aria-label={t('common.loading')}>
      <HStack gap="4">
        <SkeletonCircle size="20" />
        <Stack gap="2" flex="1">
          <Skeleton height="6" width="50%" />
          <Skeleton height="4" width="30%" />
        </Stack>
      </HStack>
      <SkeletonText noOfLines={4} gap="3" />
      <Skeleton height="40" />
    </Stack>
  );
}

/**
 * Why a profile cannot be shown: a malformed id (the API's 400, 'Invalid creator ID' / 'Invalid company ID'), an
 * unknown one (404), or a failure worth retrying.
 */
export function ProfileFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  const { user } = useSession();
  const home = user?.role === 'admin' ? APP_ROUTES.adminHome : APP_ROUTES.dashboard;
  const back = (
    <Button asChild variant="outline">
      <RouterLink to={home}>{t('profile.public.backHome')}</RouterLink>
    </Button>
  );
  if (error instanceof ApiError && error.status === 400) return <EmptyNotice title={errorMessage(t, error)} action={back} />;
  if (error instanceof ApiError && error.status === 404) {
    return <EmptyNotice title={t('profile.public.notFound')} description={t('profile.public.notFoundHint')} action={back} />;
  }
  return <LoadFailure error={error} onRetry={onRetry} />;
}
