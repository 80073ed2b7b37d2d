import { Box } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { APP_ROUTES } from '../../../../../shared/app-paths';
import { useSession } from '../../../lib/session';
import { Page } from '../../../components/Page';
import { PageSpinner } from '../../../components/PageSpinner';
import { toaster } from '../../../components/toaster';
import { useT } from '../../../i18n/useT';
import { useApiQuery } from '../../../hooks/useApiQuery';
import { companyProfileQueries } from './api';
import { CompanyProfileForm } from './CompanyProfileForm';
import { LoadFailure } from '../../../components/LoadFailure';

/**
 * Where the guard keeps a company until its profile is complete (spec §2). Saving a valid profile completes it on
 * the server; the session is loaded again so the guard knows, then the company goes to its dashboard.
 */
export default function CompanyCreationPage() {
  const t = useT();
  const navigate = useNavigate();
  const { refresh } = useSession();
  const queryClient = useQueryClient();
  const { resource, reload } = useApiQuery(companyProfileQueries.own());

  return (
    <Page title={t('profile.company.creationTitle')} lead={t('profile.company.creationLead')}>
      <Box maxW="2xl" w="full">
        {resource.status === 'loading' && <PageSpinner />}
        {resource.status === 'failed' && <LoadFailure error={resource.error} onRetry={reload} />}
        {resource.status === 'ready' && (
          <CompanyProfileForm
            profile={resource.data}
            submitLabel={t('profile.company.complete')}
            onSaved={async (saved) => {
              queryClient.setQueryData(companyProfileQueries.own().queryKey, saved);
              await refresh();
              toaster.create({ type: 'success', title: t('profile.company.completed') });
              navigate(APP_ROUTES.dashboard, { replace: true });
            }}
          />
        )}
      </Box>
    </Page>
  );
}
