import { EmptyNotice } from '../../../components/EmptyNotice';
import { Page, PageSection } from '../../../components/Page';
import { useT } from '../../../i18n/useT';

/** Payment cards and bank accounts of the signed-in creator or company. */
export default function PaymentPage() {
  const t = useT();
  return (
    <Page title={t('payment.title')}>
      <PageSection title={t('payment.cards')}>
        <EmptyNotice title={t('payment.noCards')} />
      </PageSection>
      <PageSection title={t('payment.bankAccounts')}>
        <EmptyNotice title={t('payment.noAccounts')} />
      </PageSection>
    </Page>
  );
}
