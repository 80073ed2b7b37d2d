import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../app/session';
import { EmptyNotice } from '../../components/EmptyNotice';
import { Page, PageSection } from '../../components/Page';
import { useT } from '../../i18n/useT';

/** The creator's or company's home; its campaign table arrives with the campaigns issue. */
export default function DashboardPage() {
  const t = useT();
  const { user } = useSession();
  if (!user) return null;
  const isCompany = user.role === 'company';
  return (
    <Page title={t('dashboard.title')} lead={t('dashboard.welcome', { name: user.fullName })}>
      <PageSection title={t('dashboard.myCampaigns')}>
        <EmptyNotice
          title={t('campaigns.empty')}
          description={t(isCompany ? 'dashboard.emptyCompany' : 'dashboard.emptyCreator')}
          action={
            <Button asChild colorPalette="blue">
              <RouterLink to={isCompany ? '/campaigns/create' : '/campaigns'}>{t(isCompany ? 'campaigns.create' : 'campaigns.browse')}</RouterLink>
            </Button>
          }
        />
      </PageSection>
    </Page>
  );
}
