import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { Page, PageSection } from '../../../components/Page';
import { useT } from '../../../i18n/useT';
import { LegalList } from '../components/LegalList';

/**
 * The privacy policy (`/privacy`, public): what the product really stores and shows (shared/domain/profile-visibility.ts
 * decides who sees which profile field), stated plainly.
 */
export default function PrivacyPage() {
  const t = useT();
  return (
    <Page title={t('landing.privacy.title')} lead={t('landing.privacy.lead')}>
      <PageSection title={t('landing.privacy.collect.title')}>
        <LegalList
          items={['landing.privacy.collect.account', 'landing.privacy.collect.creator', 'landing.privacy.collect.company', 'landing.privacy.collect.contact']}
        />
      </PageSection>
      <PageSection title={t('landing.privacy.visibility.title')}>
        <LegalList items={['landing.privacy.visibility.companies', 'landing.privacy.visibility.creators', 'landing.privacy.visibility.admins']} />
      </PageSection>
      <PageSection title={t('landing.privacy.files.title')}>
        <Text maxW="3xl">{t('landing.privacy.files.body')}</Text>
      </PageSection>
      <PageSection title={t('landing.privacy.browser.title')}>
        <Text maxW="3xl">{t('landing.privacy.browser.body')}</Text>
      </PageSection>
      <PageSection title={t('landing.privacy.delete.title')}>
        <Text maxW="3xl">{t('landing.privacy.delete.body')}</Text>
        <Link asChild color="blue.700" fontWeight="semibold" alignSelf="start">
          <RouterLink to="/#contact">{t('landing.terms.contactLink')}</RouterLink>
        </Link>
      </PageSection>
    </Page>
  );
}
