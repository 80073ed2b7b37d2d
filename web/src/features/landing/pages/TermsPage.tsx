import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { Page, PageSection } from '../../../components/Page';
import { useT } from '../../../i18n/useT';
import { LegalList } from '../components/LegalList';

/**
 * The terms of spec §1 (`/terms`, public). The clauses are the very messages of the sign-up terms dialog
 * (`auth.terms.*`), so what a person agrees to at sign-up and what this page says cannot drift apart.
 */
export default function TermsPage() {
  const t = useT();
  return (
    <Page title={t('landing.terms.title')} lead={t('landing.terms.lead')}>
      <PageSection title={t('landing.terms.accounts')}>
        <LegalList items={['auth.terms.age']} />
      </PageSection>
      <PageSection title={t('landing.terms.payments')}>
        <LegalList items={['auth.terms.payment', 'auth.terms.payout', 'auth.terms.vat']} />
      </PageSection>
      <PageSection title={t('landing.terms.content')}>
        <LegalList items={['auth.terms.rights', 'auth.terms.delivery']} />
      </PageSection>
      <PageSection title={t('landing.terms.questions')}>
        <Text maxW="3xl">{t('landing.terms.questionsBody')}</Text>
        <Link asChild color="blue.700" fontWeight="semibold" alignSelf="start">
          <RouterLink to="/#contact">{t('landing.terms.contactLink')}</RouterLink>
        </Link>
      </PageSection>
    </Page>
  );
}
