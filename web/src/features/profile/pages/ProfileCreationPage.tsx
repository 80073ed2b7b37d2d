import { Alert } from '@chakra-ui/react';
import { useSession } from '../../../app/session';
import { Page } from '../../../components/Page';
import { useT } from '../../../i18n/useT';

/** Where the route guard keeps a creator or company whose profile is not complete yet. */
export default function ProfileCreationPage() {
  const t = useT();
  const { user } = useSession();
  return (
    <Page title={t('profileCreation.title')} lead={t(user?.role === 'company' ? 'profileCreation.companyLead' : 'profileCreation.creatorLead')}>
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>{t('profileCreation.pending')}</Alert.Title>
      </Alert.Root>
    </Page>
  );
}
