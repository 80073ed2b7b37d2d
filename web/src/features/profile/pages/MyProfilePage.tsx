import { DataList } from '@chakra-ui/react';
import { useLocale } from '../../../app/LocaleProvider';
import { useSession } from '../../../app/session';
import { Page } from '../../../components/Page';
import { intlTag } from '../../../i18n/locale';
import { useT } from '../../../i18n/useT';

/** The signed-in creator's or company's own account details; the full profile editor comes with the profile issue. */
export default function MyProfilePage() {
  const t = useT();
  const { locale } = useLocale();
  const { user } = useSession();
  if (!user) return null;
  const country = user.country && new Intl.DisplayNames([intlTag(locale)], { type: 'region' }).of(user.country);
  return (
    <Page title={t('profile.title')}>
      <DataList.Root orientation="horizontal" gap="4">
        <DataList.Item>
          <DataList.ItemLabel>{t(user.role === 'company' ? 'profile.companyName' : 'profile.fullName')}</DataList.ItemLabel>
          <DataList.ItemValue>{user.fullName}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('profile.email')}</DataList.ItemLabel>
          <DataList.ItemValue>{user.email}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('profile.role')}</DataList.ItemLabel>
          <DataList.ItemValue>{t(`role.${user.role}`)}</DataList.ItemValue>
        </DataList.Item>
        {country && (
          <DataList.Item>
            <DataList.ItemLabel>{t('profile.country')}</DataList.ItemLabel>
            <DataList.ItemValue>{country}</DataList.ItemValue>
          </DataList.Item>
        )}
      </DataList.Root>
    </Page>
  );
}
