import { Alert, Box, Button, Heading, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { appPath } from '../../../../../shared/app-paths';
import { allApproved } from '../../../../../shared/domain/application-status';
import type { CampaignView } from '../../../../../shared/domain/campaign';
import { DELIVERY_DAYS } from '../../../../../shared/domain/constants';
import type { CreatorProgressView } from '../../../../../shared/domain/results';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyNotice } from '../../../components/EmptyNotice';
import { LoadFailure } from '../../../components/LoadFailure';
import { PageSection } from '../../../components/Page';
import { ApplicationStatusBadge } from '../../../components/StatusBadge';
import { toaster } from '../../../components/toaster';
import { useApiQuery } from '../../../hooks/useApiQuery';
import { useRefreshCampaignData } from '../../../hooks/useRefreshCampaignData';
import { errorMessage } from '../../../i18n/errors';
import { useT, type Translate } from '../../../i18n/useT';
import { ApiError } from '../../../lib/api';
import { Link as RouterLink } from 'react-router';
import { deliveryQueries, reviewResults } from './api';
import { CertificateButton } from './CertificateButton';
import { CompareDialog, type Comparison } from './CompareDialog';
import { comparePairs } from './compare-pairs';
import { setOrder } from '../../../../../shared/domain/result-feedback';
import { setFileNames } from './feedback/set-files';
import { CompensationDialog } from './CompensationDialog';
import { CompensationNotice } from './CompensationNotice';
import { DownloadAllButton } from './DownloadAllButton';
import { DownloadOriginalButton } from './DownloadOriginalButton';
import { DueCountdown } from './DueCountdown';
import { ResultSet } from './ResultSet';
import { ReviseDialog } from './ReviseDialog';
import { useNow } from './useNow';
import { useDates } from '../../../lib/dates';
import { FavouriteButton } from '../../../components/FavouriteButton';
import { DealRating } from './DealRating';
import { CompanyShipment } from './shipping/CompanyShipment';

/** Statuses in which the creator still owes work, so their deadline counts. */
const AT_WORK = new Set(['in-progress', 'needs-revision']);

/**
 * The company's Results tab (spec §2 results review, §4): each accepted creator's last set as watermarked previews,
 * approved or sent back with a comment while it waits for review, compared with the version before after a
 * revision; the originals once approved, and all of them in one zip once every set is approved. Admins read it only.
 */
export function ResultsReview({ campaign, canReview }: { campaign: CampaignView; canReview: boolean }) {
  const t = useT();
  const { resource, reload } = useApiQuery(deliveryQueries.campaign(campaign.id));
  return (
    <PageSection title={t('delivery.results.title')}>
      {resource.status === 'loading' && (
        <Stack gap="3" role="status" aria-label={t('common.loading')}>
          <Skeleton height="40" />
          <Skeleton height="40" />
        </Stack>
      )}
      {resource.status === 'failed' && <LoadFailure error={resource.error} onRetry={reload} />}
      {resource.status === 'ready' && <CreatorList campaign={campaign} creators={resource.data.creators} canReview={canReview} />}
    </PageSection>
  );
}

type Asking = { kind: 'approve' | 'revise' | 'compare' | 'compensation'; creator: CreatorProgressView };

function CreatorList({ campaign, creators, canReview }: { campaign: CampaignView; creators: CreatorProgressView[]; canReview: boolean }) {
  const t = useT();
  const refreshCampaignData = useRefreshCampaignData();
  const [asking, setAsking] = useState<Asking>();
  const [busy, setBusy] = useState(false);
  const trigger = useRef<HTMLElement | null>(null);
  const completed = campaign.status === 'completed' || allApproved(creators.map((creator) => creator.status));
  const ask = (kind: Asking['kind'], creator: CreatorProgressView, element: HTMLElement) => {
    trigger.current = element;
    setAsking({ kind, creator });
  };
  // After a review the creator's buttons are gone: focus goes to their name.
  const focusName = () => {
    trigger.current = trigger.current?.closest('li')?.querySelector('a') ?? null;
  };

  async function approve() {
    if (asking?.kind !== 'approve') return;
    setBusy(true);
    try {
      await reviewResults(campaign.id, asking.creator.creatorId, 'approve');
      toaster.create({ type: 'success', title: t('delivery.review.approved', { name: asking.creator.creatorName }) });
      focusName();
      setAsking(undefined);
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(t, error) });
      // Reviewed meanwhile (another tab, another person of the company): the dialog closes on the list as it now is.
      if (error instanceof ApiError && error.code === 'RESULTS_NOT_SUBMITTED') setAsking(undefined);
    } finally {
      setBusy(false);
    }
    // Reviewed, or reviewed elsewhere meanwhile: the list, the campaign's status and its figures are read again.
    void refreshCampaignData();
  }

  const submitted = creators.some((creator) => creator.round > 0);
  // Results are still awaited unless every creator's delivery was cancelled (refunded): their notices say why.
  const awaited = creators.length === 0 || creators.some((creator) => creator.status !== 'cancelled');
  return (
    <Stack gap="6">
      {canReview && completed && (
        <Alert.Root status="success" alignItems="flex-start">
          <Alert.Indicator />
          <Stack gap="3" flex="1">
            <Alert.Content>
              <Alert.Title>{t('delivery.archive.completed')}</Alert.Title>
            </Alert.Content>
            <DownloadAllButton campaignId={campaign.id} />
          </Stack>
        </Alert.Root>
      )}
      {!submitted && awaited && <EmptyNotice title={t('delivery.results.empty')} description={t('delivery.results.emptyCompany', { days: DELIVERY_DAYS })} />}
      {creators.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="4">
          {creators.map((creator) => (
            <CreatorCard key={creator.creatorId} campaignId={campaign.id} creator={creator} canReview={canReview} onAsk={ask} />
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={asking?.kind === 'approve'}
        onClose={() => setAsking(undefined)}
        onConfirm={() => void approve()}
        busy={busy}
        returnFocus={trigger}
        title={t('delivery.review.approveTitle', { name: asking?.creator.creatorName ?? '' })}
        cancelLabel={t('delivery.review.cancel')}
        confirmLabel={t('delivery.review.approve')}
        confirmPalette="green"
      >
        <Text>{t('delivery.review.approveMessage')}</Text>
      </ConfirmDialog>
      <ReviseDialog
        campaignId={campaign.id}
        creator={asking?.kind === 'revise' ? asking.creator : undefined}
        returnFocus={trigger}
        onClose={() => setAsking(undefined)}
        onReviewed={() => {
          focusName();
          setAsking(undefined);
          void refreshCampaignData();
        }}
      />
      <CompensationDialog
        campaignId={campaign.id}
        creator={asking?.kind === 'compensation' ? asking.creator : undefined}
        returnFocus={trigger}
        onClose={() => setAsking(undefined)}
        onRequested={() => {
          setAsking(undefined);
          void refreshCampaignData();
        }}
      />
      <CompareDialog comparison={asking?.kind === 'compare' ? comparisonOf(asking.creator, t) : undefined} onClose={() => setAsking(undefined)} returnFocus={trigger} />
    </Stack>
  );
}

/** The files a creator replaced since the round sent back, each beside its new version; undefined when none did. */
function comparisonOf(creator: CreatorProgressView, t: Translate): Comparison | undefined {
  const pairs = comparePairs(creator);
  if (!pairs.length) return undefined;
  return { creatorName: creator.creatorName, names: setFileNames(setOrder(creator.results), t, 'title'), pairs };
}

function CreatorCard({
  campaignId,
  creator,
  canReview,
  onAsk,
}: {
  campaignId: string;
  creator: CreatorProgressView;
  canReview: boolean;
  onAsk: (kind: Asking['kind'], creator: CreatorProgressView, element: HTMLElement) => void;
}) {
  const t = useT();
  const dates = useDates();
  // The API says `needs-review` to the company; `under-review` is the same wait, should a reader get the stored status.
  const waiting = creator.status === 'needs-review' || creator.status === 'under-review';
  const approved = creator.status === 'approved';
  const canCompare = comparePairs(creator).length > 0;
  const now = useNow();
  // The window ended with nothing to review: the company may ask the admins for compensation, once.
  // No window yet while the creator waits for the product (issue 28): nothing is due, so nothing is overdue.
  const dueAt = AT_WORK.has(creator.status) ? creator.deliveryDueAt : undefined;
  const overdue = dueAt !== undefined && Date.parse(dueAt) <= now.getTime();
  return (
    <Box as="li" borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '5' }}>
      <Stack gap="4">
        <Stack direction={{ base: 'column', md: 'row' }} gap="3" justify="space-between" align={{ base: 'stretch', md: 'flex-start' }}>
          <Stack gap="1.5" minW="0">
            <HStack gap="2" flexWrap="wrap">
              <Heading as="h3" size="md" overflowWrap="anywhere">
                <Link asChild color="blue.700">
                  <RouterLink to={appPath.creator(creator.creatorId)}>{creator.creatorName}</RouterLink>
                </Link>
              </Heading>
              <ApplicationStatusBadge status={creator.status} />
              <FavouriteButton creatorId={creator.creatorId} name={creator.creatorName} />
              {creator.round > 0 && (
                <Text textStyle="sm" color="fg.muted">
                  {t('delivery.round', { round: creator.round })}
                </Text>
              )}
            </HStack>
            {dueAt && <DueCountdown dueAt={dueAt} withDate />}
            {AT_WORK.has(creator.status) && !dueAt && creator.productNeeded && (
              <Text textStyle="sm" color="fg.muted">
                {t(creator.productNeeded === 'reimburse' ? 'delivery.plan.startsOnPurchaseOf' : 'delivery.plan.startsOnReceiptOf', { days: DELIVERY_DAYS, name: creator.creatorName })}
              </Text>
            )}
            {creator.submittedAt && (
              <Text textStyle="sm" color="fg.muted">
                {t('delivery.submitted.on', { date: dates.day(creator.submittedAt) })}
              </Text>
            )}
          </Stack>
          <HStack gap="2" flexWrap="wrap" flexShrink="0">
            {canCompare && (
              <Button variant="outline" aria-label={t('delivery.review.compareFor', { name: creator.creatorName })} onClick={(event) => onAsk('compare', creator, event.currentTarget)}>
                {t('delivery.review.compare')}
              </Button>
            )}
            {canReview && overdue && !creator.compensation && (
              <Button
                variant="outline"
                colorPalette="red"
                aria-label={t('delivery.compensation.requestFor', { name: creator.creatorName })}
                onClick={(event) => onAsk('compensation', creator, event.currentTarget)}
              >
                {t('delivery.compensation.request')}
              </Button>
            )}
            {canReview && waiting && (
              <>
                <Button
                  variant="outline"
                  colorPalette="orange"
                  aria-label={t('delivery.review.reviseFor', { name: creator.creatorName })}
                  onClick={(event) => onAsk('revise', creator, event.currentTarget)}
                >
                  {t('delivery.review.revise')}
                </Button>
                <Button colorPalette="green" aria-label={t('delivery.review.approveFor', { name: creator.creatorName })} onClick={(event) => onAsk('approve', creator, event.currentTarget)}>
                  {t('delivery.review.approve')}
                </Button>
              </>
            )}
          </HStack>
        </Stack>
        {creator.compensation && <CompensationNotice compensation={creator.compensation} audience="company" />}
        {canReview && creator.productNeeded && creator.status !== 'cancelled' && <CompanyShipment campaignId={campaignId} creatorId={creator.creatorId} />}
        {creator.status === 'needs-revision' && creator.revisionComment && (
          <Text textStyle="sm" color="fg.muted" whiteSpace="pre-line" overflowWrap="anywhere">
            {t('delivery.review.sentBack')} <bdi>{creator.revisionComment}</bdi>
          </Text>
        )}
        {approved && <CertificateButton campaignId={campaignId} creatorId={creator.creatorId} />}
        {approved && canReview && <DealRating campaignId={campaignId} creatorId={creator.creatorId} />}
        {creator.round === 0 ? (
          // A cancelled delivery (refunded) awaits nothing: its compensation notice says so.
          creator.status !== 'cancelled' && <Text color="fg.muted">{t('delivery.review.nothingYet')}</Text>
        ) : (
          <ResultSet files={creator.results} round={creator.round} action={approved && canReview ? (file) => <DownloadOriginalButton campaignId={campaignId} file={file} /> : undefined} />
        )}
      </Stack>
    </Box>
  );
}
