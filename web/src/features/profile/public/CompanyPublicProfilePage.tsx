import { Avatar, DataList, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useLocale } from '../../../app/LocaleProvider';
import { Page, PageSection } from '../../../components/Page';
import type { MessageId } from '../../../i18n/locale';
import { useT } from '../../../i18n/useT';
import { loadCompanyProfile, type ViewedCompanyProfile } from './api';
import { countryName } from './dates';
import { ProfileFailure, ProfileSkeleton } from './ProfileStates';
import { useResource } from './useResource';

/** `/company/{id}` for admins and creators (spec §2): the company's public face; its address only when it shows it. */
export default function CompanyPublicProfilePage() {
  const t = useT();
  const id = useParams().id ?? '';
  const { resource, reload } = useResource(id, () => loadCompanyProfile(id));
  return (
    <Page title={resource.status === 'ready' ? resource.data.companyName : t('profile.public.companyTitle')}>
      {resource.status === 'loading' && <ProfileSkeleton />}
      {resource.status === 'failed' && <ProfileFailure error={resource.error} onRetry={reload} />}
      {resource.status === 'ready' && <CompanyProfileView profile={resource.data} />}
    </Page>
  );
}

function CompanyProfileView({ profile }: { profile: ViewedCompanyProfile }) {
  const t = useT();
  const { locale } = useLocale();
  const logo = profile.avatar ? profile.readUrls[profile.avatar] : undefined;
  // Each shows only when the answer carries it: the address when the company shows it, e-mail and VAT to admins.
  const details: { label: MessageId; value: ReactNode }[] = [
    ...(profile.businessAddress ? [{ label: 'profile.public.businessAddress' as const, value: <bdi>{profile.businessAddress}</bdi> }] : []),
    ...(profile.email ? [{ label: 'profile.public.email' as const, value: profile.email }] : []),
    ...(profile.vatNumber ? [{ label: 'profile.public.vatNumber' as const, value: profile.vatNumber }] : []),
  ];
  return (
    <Stack gap="8">
      <HStack gap="5">
        <Avatar.Root size="2xl" colorPalette="blue" shape="rounded" flexShrink="0">
          <Avatar.Fallback name={profile.companyName} />
          {logo && <Avatar.Image src={logo} alt={t('profile.public.logoAlt', { name: profile.companyName })} />}
        </Avatar.Root>
        <Text color="fg.muted">
          {t('role.company')}
          {profile.country && ` · ${countryName(profile.country, locale)}`}
        </Text>
      </HStack>
      <PageSection title={t('profile.public.about')}>
        <Text whiteSpace="pre-line" overflowWrap="anywhere" maxW="3xl" color={profile.description ? undefined : 'fg.muted'} dir={profile.description ? 'auto' : undefined}>
          {profile.description || t('profile.public.noDescription')}
        </Text>
      </PageSection>
      {details.length > 0 && (
        <PageSection title={t('profile.public.contactDetails')}>
          <DataList.Root orientation="horizontal" gap="4">
            {details.map(({ label, value }) => (
              <DataList.Item key={label} alignItems="flex-start">
                <DataList.ItemLabel minW={{ base: '28', md: '40' }}>{t(label)}</DataList.ItemLabel>
                <DataList.ItemValue overflowWrap="anywhere">{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </PageSection>
      )}
    </Stack>
  );
}
