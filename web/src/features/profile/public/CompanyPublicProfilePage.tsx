import { Avatar, HStack, Stack, Text } from '@chakra-ui/react';
import { PageSection } from '../../../components/Page';
import { ReviewsSection } from '../../../components/ratings/ReviewsSection';
import { useT } from '../../../i18n/useT';
import { publicProfileQueries, type ViewedCompanyProfile } from './api';
import { type Detail, DetailsList } from './DetailsList';
import { PublicProfilePage } from './PublicProfilePage';
import { useDates } from '../../../lib/dates';

/** `/company/{id}` for admins and creators (spec §2): the company's public face; its address only when it shows it. */
export default function CompanyPublicProfilePage() {
  const t = useT();
  return (
    <PublicProfilePage query={publicProfileQueries.company} nameOf={(profile) => profile.companyName} title={t('profile.public.companyTitle')}>
      {(profile) => <CompanyProfileView profile={profile} />}
    </PublicProfilePage>
  );
}

function CompanyProfileView({ profile }: { profile: ViewedCompanyProfile }) {
  const t = useT();
  const dates = useDates();
  const logo = profile.avatar ? profile.readUrls[profile.avatar] : undefined;
  // Each shows only when the answer carries it: the address when the company shows it, e-mail and VAT to admins.
  const details: Detail[] = [
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
          {profile.country && ` · ${dates.country(profile.country)}`}
        </Text>
      </HStack>
      <PageSection title={t('profile.public.about')}>
        <Text whiteSpace="pre-line" overflowWrap="anywhere" maxW="3xl" color={profile.description ? undefined : 'fg.muted'} dir={profile.description ? 'auto' : undefined}>
          {profile.description || t('profile.public.noDescription')}
        </Text>
      </PageSection>
      <DetailsList title={t('profile.public.contactDetails')} details={details} />
      <ReviewsSection subject="company" id={profile.id} />
    </Stack>
  );
}
