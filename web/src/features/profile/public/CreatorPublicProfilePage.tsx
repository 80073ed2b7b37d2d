import { AspectRatio, Avatar, Badge, Box, Heading, HStack, Image, Link, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import type { PortfolioCase } from '../../../../../shared/domain/profile';
import { SOCIAL_NETWORK_IDS } from '../../../../../shared/domain/social';
import { PageSection } from '../../../components/Page';
import { ReviewsSection } from '../../../components/ratings/ReviewsSection';
import { kindOfUrl } from '../../../components/upload/upload-client';
import { useT } from '../../../i18n/useT';
import { publicProfileQueries, type ViewedCreatorProfile } from './api';
import { type Detail, DetailsList } from './DetailsList';
import { PublicProfilePage } from './PublicProfilePage';
import { useDates } from '../../../lib/dates';
import { FavouriteButton } from '../../../components/FavouriteButton';

/** `/creator/{id}` for admins and companies (spec §2): the creator's public face, or everything for an admin. */
export default function CreatorPublicProfilePage() {
  const t = useT();
  return (
    <PublicProfilePage query={publicProfileQueries.creator} nameOf={(profile) => profile.fullName} title={t('profile.public.creatorTitle')}>
      {(profile) => <CreatorProfileView profile={profile} />}
    </PublicProfilePage>
  );
}

function CreatorProfileView({ profile }: { profile: ViewedCreatorProfile }) {
  const t = useT();
  const dates = useDates();
  const read = (url: string | undefined) => (url ? profile.readUrls[url] : undefined);
  const avatar = read(profile.avatar);
  const links = SOCIAL_NETWORK_IDS.flatMap((network) => {
    const href = profile.socialLinks?.[network];
    return href ? [{ network, href }] : [];
  });
  const pitch = read(profile.videoPitch);
  const portfolio = profile.portfolio ?? [];
  // Only an admin's answer carries these; a company's never does, and nothing is shown in their place.
  const privateDetails: Detail[] = [
    ...(profile.email ? [{ label: 'profile.public.email' as const, value: profile.email }] : []),
    ...(profile.birthdate ? [{ label: 'profile.public.birthdate' as const, value: dates.calendarDate(profile.birthdate) }] : []),
    ...(profile.address ? [{ label: 'profile.public.address' as const, value: <bdi>{profile.address}</bdi> }] : []),
    ...(profile.licenceState
      ? [
          {
            label: 'profile.public.licence' as const,
            value: (
              <HStack gap="2" flexWrap="wrap">
                <Badge colorPalette={LICENCE_STATE_COLOURS[profile.licenceState]}>{t(`profile.public.licenceState.${profile.licenceState}`)}</Badge>
                {profile.licence && <Text>{t('profile.public.licenceExpires', { date: dates.calendarDate(profile.licence.expiresOn) })}</Text>}
              </HStack>
            ),
          },
        ]
      : []),
  ];

  return (
    <Stack gap="8">
      <HStack gap="5" align="center">
        <Avatar.Root size="2xl" colorPalette="blue" flexShrink="0">
          <Avatar.Fallback name={profile.fullName} />
          {avatar && <Avatar.Image src={avatar} alt={t('profile.public.avatarAlt', { name: profile.fullName })} />}
        </Avatar.Root>
        <Stack gap="2" minW="0" flex="1">
          <Text color="fg.muted">
            {t('role.creator')}
            {profile.country && ` · ${dates.country(profile.country)}`}
            {/* What a brief asks for (issue 27): the age range, never the birthdate, and the gender. */}
            {profile.ageRange && ` · ${t('profile.public.ageRange', { range: t(`term.age.${profile.ageRange}`) })}`}
            {profile.gender && ` · ${t(`term.gender.${profile.gender}`)}`}
          </Text>
          {profile.categories && profile.categories.length > 0 && (
            <Wrap gap="2" aria-label={t('profile.public.categories')}>
              {profile.categories.map((category) => (
                <Badge key={category} colorPalette="blue" variant="subtle" size="md">
                  {t(`profile.public.category.${category}`)}
                </Badge>
              ))}
            </Wrap>
          )}
        </Stack>
        <FavouriteButton creatorId={profile.id} name={profile.fullName} />
      </HStack>

      {profile.biography && (
        <PageSection title={t('profile.public.about')}>
          {/* People write in either language: their text takes its own direction, so an English full stop stays at the end on an Arabic page. */}
          <Text whiteSpace="pre-line" overflowWrap="anywhere" maxW="3xl" dir="auto">
            {profile.biography}
          </Text>
        </PageSection>
      )}

      <DetailsList title={t('profile.public.adminDetails')} details={privateDetails} />

      {links.length > 0 && (
        <PageSection title={t('profile.public.social')}>
          <Wrap gap="3" as="ul" listStyleType="none">
            {links.map(({ network, href }) => (
              <li key={network}>
                <Link href={href} target="_blank" rel="noopener noreferrer" color="blue.700" fontWeight="medium" borderWidth="1px" borderRadius="l2" px="3" py="1.5">
                  {t(`profile.public.network.${network}`)}
                  <Box as="span" srOnly>
                    {t('profile.public.opensInNewTab')}
                  </Box>
                </Link>
              </li>
            ))}
          </Wrap>
        </PageSection>
      )}

      {pitch && (
        <PageSection title={t('profile.public.videoPitch')}>
          <Box maxW="md">
            <video src={pitch} controls preload="metadata" aria-label={t('profile.public.videoPitchOf', { name: profile.fullName })} style={{ width: '100%', borderRadius: '8px', background: 'black' }} />
          </Box>
        </PageSection>
      )}

      <PageSection title={t('profile.public.portfolio')}>
        {portfolio.length === 0 ? (
          <Text color="fg.muted">{t('profile.public.portfolioEmpty')}</Text>
        ) : (
          <Stack gap="8">
            {portfolio.map((item, index) => (
              <PortfolioCaseView key={`${index}-${item.caption}`} item={item} readUrls={profile.readUrls} />
            ))}
          </Stack>
        )}
      </PageSection>

      <ReviewsSection subject="creator" id={profile.id} />
    </Stack>
  );
}

const LICENCE_STATE_COLOURS = { missing: 'gray', pending: 'orange', rejected: 'red', valid: 'green', expiring: 'orange', expired: 'red' } as const;

function PortfolioCaseView({ item, readUrls }: { item: PortfolioCase; readUrls: Record<string, string> }) {
  const t = useT();
  // The cover leads the case; the other files follow it (the cover may also be one of them).
  const files = [item.cover, ...item.media.filter((url) => url !== item.cover)];
  return (
    <Stack as="article" gap="3" borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '5' }}>
      <Heading as="h3" size="md" overflowWrap="anywhere">
        {item.caption}
      </Heading>
      {item.description && (
        <Text color="fg.muted" whiteSpace="pre-line" overflowWrap="anywhere" dir="auto">
          {item.description}
        </Text>
      )}
      <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
        {files.map((url, index) => {
          const src = readUrls[url];
          if (!src) return null;
          const label = t('profile.public.portfolioFile', { caption: item.caption, number: index + 1 });
          return (
            <AspectRatio key={url} ratio={1} borderRadius="l2" overflow="hidden" bg="bg.muted">
              {kindOfUrl(url) === 'video' ? (
                <video src={src} controls preload="metadata" aria-label={label} />
              ) : (
                <Image src={src} alt={label} objectFit="cover" loading="lazy" />
              )}
            </AspectRatio>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
