import { Button, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { APP_ROUTES } from '../../../../shared/app-paths';
import { useSession } from '../../lib/session';
import { Page, PageSection } from '../../components/Page';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/locale';
import { useT } from '../../i18n/useT';
import { Figures } from './Figures';
import { CreatorOnboarding } from './OnboardingChecklist';
import { OwnCampaigns } from './OwnCampaigns';

/** The creator's or company's home (spec §2): figures from their data, then their campaigns. */
export default function DashboardPage() {
  const t = useT();
  const { user } = useSession();
  if (!user || user.role === 'admin') return null;
  const role = user.role;
  return (
    <Page
      title={t('dashboard.title')}
      // The name isolated: a Latin name ending in a period ("Najd Dates Co.") keeps it at its end in an Arabic sentence.
      lead={<FormattedMessage id={'dashboard.welcome' satisfies MessageId} values={{ name: <bdi>{user.fullName}</bdi> }} />}
    >
      {role === 'creator' && <CreatorOnboarding />}
      {role === 'company' && (
        <Button asChild colorPalette="blue" alignSelf="flex-start">
          <RouterLink to={APP_ROUTES.createCampaign}>{t('dashboard.create')}</RouterLink>
        </Button>
      )}
      <PageSection title={t('dashboard.figures.title')}>
        <Stack gap="3">
          <Figures />
        </Stack>
      </PageSection>
      <PageSection title={t(role === 'company' ? 'dashboard.companyCampaigns' : 'dashboard.myCampaigns')}>
        <OwnCampaigns role={role} />
      </PageSection>
    </Page>
  );
}
