import { AspectRatio, Avatar, Badge, Box, Button, Field, HStack, Image, Link, NativeSelect, SimpleGrid, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import { useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { appPath } from '../../../../../shared/app-paths';
import type { ApplicantView, CampaignView } from '../../../../../shared/domain/campaign';
import { MAX_ACTIVE_CAMPAIGNS_TO_APPLY } from '../../../../../shared/domain/constants';
import { CANDIDATES_ANCHOR } from '../../../../../shared/domain/notifications';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyNotice } from '../../../components/EmptyNotice';
import { PageSection } from '../../../components/Page';
import { Pager } from '../../../components/Pager';
import { toaster } from '../../../components/toaster';
import { kindOfUrl } from '../../../components/upload/upload-client';
import { errorMessage } from '../../../i18n/errors';
import type { MessageId } from '../../../i18n/locale';
import { useT } from '../../../i18n/useT';
import { ApiError } from '../../../lib/api';
import { useUrlFilters } from '../../../lib/search-params';
import { LoadFailure } from '../../../components/LoadFailure';
import { ApplicationStatusBadge } from '../../../components/StatusBadge';
import { useApiQuery } from '../../../hooks/useApiQuery';
import { campaignQueries, decideApplicant, type ApplicantDecision, type ApplicantSort, type SortOrder } from './api';
import { useDates } from '../../../lib/dates';
import { BriefMatchList } from './BriefMatchList';
import { MessageApplicantButton } from './MessageApplicantButton';
import { FavouriteButton } from '../../../components/FavouriteButton';
import { InviteFavourites } from './InviteFavourites';
import { RatingSummaryBadge } from '../../../components/ratings/RatingSummaryBadge';

interface SortOption {
  value: string;
  sortBy: ApplicantSort;
  sortOrder: SortOrder;
  label: MessageId;
}
/** The API's default order, so it is left out of the URL. */
const NEWEST_FIRST: SortOption = { value: 'appliedAt:DESC', sortBy: 'appliedAt', sortOrder: 'DESC', label: 'campaign.candidates.sort.newest' };
const SORTS: SortOption[] = [
  NEWEST_FIRST,
  { value: 'appliedAt:ASC', sortBy: 'appliedAt', sortOrder: 'ASC', label: 'campaign.candidates.sort.oldest' },
  { value: 'fullName:ASC', sortBy: 'fullName', sortOrder: 'ASC', label: 'campaign.candidates.sort.nameAsc' },
  { value: 'fullName:DESC', sortBy: 'fullName', sortOrder: 'DESC', label: 'campaign.candidates.sort.nameDesc' },
];
const FILTERS = ['sort'] as const;

/** Codes after which the list on screen is out of date: the place or the applicant was taken elsewhere meanwhile. */
const STALE_CODES = new Set(['CAMPAIGN_FULL', 'APPLICATION_ALREADY_DECIDED', 'APPLICATION_NOT_FOUND', 'CAMPAIGN_NOT_OPEN', 'CREATOR_ACTIVE_CAMPAIGNS_LIMIT']);

/**
 * The candidates of a campaign (spec §2 candidates list, §3 applied creators): each applicant's public face, a page at
 * a time, sorted as the URL says. The owning company accepts or rejects pending ones, each after a confirmation;
 * then the applicants and the campaign are loaded again (spec §4). Admins see the list read-only.
 */
export function Candidates(props: { campaign: CampaignView; canDecide: boolean; onDecided: () => void }) {
  // The anchor a new applicant's notification links to (`#candidates`).
  return (
    <Box id={CANDIDATES_ANCHOR}>
      <CandidateList {...props} />
    </Box>
  );
}

function CandidateList({ campaign, canDecide, onDecided }: { campaign: CampaignView; canDecide: boolean; onDecided: () => void }) {
  const t = useT();
  const { values, page, setFilters, setPage } = useUrlFilters(FILTERS);
  const sort = SORTS.find((option) => option.value === values.sort) ?? NEWEST_FIRST;
  const { resource, reload } = useApiQuery(campaignQueries.applicants(campaign.id, { page, sortBy: sort.sortBy, sortOrder: sort.sortOrder }));
  const [deciding, setDeciding] = useState<{ applicant: ApplicantView; decision: ApplicantDecision }>();
  const [busy, setBusy] = useState(false);
  const lastTrigger = useRef<HTMLElement | null>(null);
  const full = campaign.acceptedCount >= campaign.numberOfContentCreators;

  function refresh() {
    // The applicants sit under the campaign's key: refreshing the campaign refreshes them quietly (the list stays
    // on screen while it reloads, and only a failure replaces it).
    onDecided();
  }

  async function decide() {
    if (!deciding) return;
    const { applicant, decision } = deciding;
    setBusy(true);
    try {
      await decideApplicant(campaign.id, applicant.creatorId, decision);
      toaster.create({
        type: 'success',
        title: t(decision === 'accept' ? 'campaign.candidates.accepted' : 'campaign.candidates.rejected', { name: applicant.fullName }),
      });
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(t, error) });
      // Any other failure leaves things as they were: keep the dialog for another try.
      if (!(error instanceof ApiError && STALE_CODES.has(error.code))) return;
    } finally {
      setBusy(false);
    }
    // The decided applicant's buttons are gone: focus returns to their name instead.
    lastTrigger.current = lastTrigger.current?.closest('li')?.querySelector('a') ?? null;
    setDeciding(undefined);
    refresh();
  }

  function ask(applicant: ApplicantView, decision: ApplicantDecision, trigger: HTMLElement) {
    lastTrigger.current = trigger;
    setDeciding({ applicant, decision });
  }

  return (
    <PageSection title={t('campaign.candidates.title')}>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" justify="space-between" align={{ base: 'stretch', sm: 'flex-end' }}>
        <Stack gap="2" align="flex-start">
          <Text color="fg.muted" role="status">
            {resource.status === 'ready' ? t('campaign.candidates.count', { count: resource.data.totalEntries }) : ''}
          </Text>
          {canDecide && campaign.status === 'open' && <InviteFavourites campaignId={campaign.id} campaignTitle={campaign.campaignTitle} />}
        </Stack>
        <Field.Root maxW={{ sm: '64' }}>
          <Field.Label>{t('campaign.candidates.sortLabel')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={sort.value} onChange={(event) => setFilters({ sort: event.target.value === NEWEST_FIRST.value ? '' : event.target.value })}>
              {SORTS.map((option) => (
                <option key={option.value} value={option.value}>
                  {t(option.label)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Stack>

      {resource.status === 'loading' && (
        <Stack gap="3" role="status" aria-label={t('common.loading')}>
          <Skeleton height="32" />
          <Skeleton height="32" />
        </Stack>
      )}
      {resource.status === 'failed' && <LoadFailure error={resource.error} onRetry={reload} />}
      {resource.status === 'ready' &&
        (resource.data.totalEntries === 0 ? (
          <EmptyNotice title={t('campaign.candidates.empty')} description={t('campaign.candidates.emptyHint')} />
        ) : (
          <>
            {canDecide && full && resource.data.creators.some((applicant) => applicant.status === 'pending') && (
              <Text fontSize="sm" color="fg.muted">
                {t('campaign.candidates.full')}
              </Text>
            )}
            <Stack as="ul" gap="3" listStyleType="none">
              {resource.data.creators.map((applicant) => (
                <ApplicantCard
                  key={applicant.creatorId}
                  applicant={applicant}
                  actions={
                    canDecide && applicant.status === 'pending' ? (
                      <HStack gap="2" flexShrink="0" flexWrap="wrap">
                        <MessageApplicantButton campaignId={campaign.id} applicant={applicant} />
                        <Button
                          colorPalette="blue"
                          disabled={full || applicant.atActiveCampaignsLimit}
                          aria-label={t('campaign.candidates.acceptFor', { name: applicant.fullName })}
                          onClick={(event) => ask(applicant, 'accept', event.currentTarget)}
                          flex={{ base: '1', md: 'initial' }}
                        >
                          {t('campaign.candidates.accept')}
                        </Button>
                        <Button
                          variant="outline"
                          colorPalette="red"
                          aria-label={t('campaign.candidates.rejectFor', { name: applicant.fullName })}
                          onClick={(event) => ask(applicant, 'reject', event.currentTarget)}
                          flex={{ base: '1', md: 'initial' }}
                        >
                          {t('campaign.candidates.reject')}
                        </Button>
                      </HStack>
                    ) : undefined
                  }
                />
              ))}
            </Stack>
            <Pager page={resource.data.page} totalPages={resource.data.totalPages} onPage={setPage} />
          </>
        ))}

      <ConfirmDialog
        open={deciding !== undefined}
        onClose={() => setDeciding(undefined)}
        onConfirm={() => void decide()}
        busy={busy}
        returnFocus={lastTrigger}
        title={
          deciding
            ? t(deciding.decision === 'accept' ? 'campaign.candidates.acceptTitle' : 'campaign.candidates.rejectTitle', { name: deciding.applicant.fullName })
            : ''
        }
        cancelLabel={t('campaign.candidates.cancel')}
        confirmLabel={deciding?.decision === 'accept' ? t('campaign.candidates.accept') : t('campaign.candidates.reject')}
      >
        {deciding && (
          <Text>
            {deciding.decision === 'accept'
              ? t('campaign.candidates.acceptBody', { accepted: campaign.acceptedCount, total: campaign.numberOfContentCreators })
              : `${t('campaign.candidates.rejectBody')}${deciding.applicant.oneOnOneChannelId ? ` ${t('campaign.candidates.rejectChat')}` : ''}`}
          </Text>
        )}
      </ConfirmDialog>
    </PageSection>
  );
}

function ApplicantCard({ applicant, actions }: { applicant: ApplicantView; actions?: ReactNode }) {
  const t = useT();
  const dates = useDates();
  return (
    <Box as="li" borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '5' }}>
      <Stack gap="4">
        <Stack direction={{ base: 'column', md: 'row' }} gap="4" justify="space-between" align={{ base: 'stretch', md: 'flex-start' }}>
          <HStack gap="4" align="flex-start" minW="0">
            <Avatar.Root size="lg" colorPalette="blue" flexShrink="0">
              <Avatar.Fallback name={applicant.fullName} />
              {applicant.avatarReadUrl && <Avatar.Image src={applicant.avatarReadUrl} alt={t('campaign.candidates.avatarAlt', { name: applicant.fullName })} />}
            </Avatar.Root>
            <Stack gap="1.5" minW="0">
              <HStack gap="2" flexWrap="wrap">
                <Link asChild fontWeight="semibold" color="blue.700" overflowWrap="anywhere">
                  <RouterLink to={appPath.creator(applicant.creatorId)}>{applicant.fullName}</RouterLink>
                </Link>
                <ApplicationStatusBadge status={applicant.status} />
                {applicant.invited && (
                  <Badge colorPalette="purple" variant="subtle">
                    {t('campaign.candidates.invited')}
                  </Badge>
                )}
                <FavouriteButton creatorId={applicant.creatorId} name={applicant.fullName} />
                <RatingSummaryBadge summary={applicant.rating} />
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {t('campaign.candidates.appliedOn', { date: dates.day(applicant.appliedAt) })}
              </Text>
              {applicant.categories.length > 0 && (
                <Wrap as="ul" gap="1.5" listStyleType="none" aria-label={t('campaign.candidates.categories')}>
                  {applicant.categories.map((category) => (
                    <li key={category}>
                      <Badge colorPalette="blue" variant="subtle">
                        {t(`term.category.${category}`)}
                      </Badge>
                    </li>
                  ))}
                </Wrap>
              )}
              <BriefMatchList applicant={applicant} />
              {!applicant.interestsMatched && (
                <Text fontSize="sm" color="orange.700" fontWeight="medium">
                  {t('campaign.candidates.interestsMismatch')}
                </Text>
              )}
              {applicant.status === 'pending' && applicant.atActiveCampaignsLimit && (
                <Text fontSize="sm" color="orange.700" fontWeight="medium">
                  {t('campaign.candidates.atActiveLimit', { limit: MAX_ACTIVE_CAMPAIGNS_TO_APPLY })}
                </Text>
              )}
            </Stack>
          </HStack>
          {actions}
        </Stack>
        {applicant.biography && (
          <Text lineClamp={3} overflowWrap="anywhere" dir="auto">
            {applicant.biography}
          </Text>
        )}
        {applicant.portfolioCovers.length > 0 && (
          <SimpleGrid as="ul" listStyleType="none" columns={3} gap="2" maxW="md" aria-label={t('campaign.candidates.portfolio')}>
            {applicant.portfolioCovers.map((cover, index) => (
              <li key={`${index}-${cover.readUrl}`}>
                <AspectRatio ratio={1} borderRadius="l2" overflow="hidden" bg="bg.muted">
                  {kindOfUrl(cover.readUrl) === 'video' ? (
                    <video src={cover.readUrl} preload="metadata" muted aria-label={t('campaign.candidates.coverAlt', { caption: cover.caption })} />
                  ) : (
                    <Image src={cover.readUrl} alt={t('campaign.candidates.coverAlt', { caption: cover.caption })} objectFit="cover" loading="lazy" />
                  )}
                </AspectRatio>
              </li>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Box>
  );
}
