import { Page } from '../../../components/Page';
import { EmptyNotice } from '../../../components/EmptyNotice';
import { useT } from '../../../i18n/useT';

/** A creator's or company's public profile; the profile API arrives with the profiles issue. */
export function PublicProfile({ kind }: { kind: 'creator' | 'company' }) {
  const t = useT();
  return (
    <Page title={t(kind === 'creator' ? 'publicProfile.creatorTitle' : 'publicProfile.companyTitle')}>
      <EmptyNotice title={t('publicProfile.unavailable')} />
    </Page>
  );
}
