import { Alert, Button, Card, DataList, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CampaignView } from '../../../../../shared/domain/campaign';
import { deliveryPlanOf, type CreatorProgressView, type DeliveryPlan } from '../../../../../shared/domain/results';
import { LoadFailure } from '../../../components/LoadFailure';
import { PageSection } from '../../../components/Page';
import { ApplicationStatusBadge } from '../../../components/StatusBadge';
import { useApiQuery } from '../../../hooks/useApiQuery';
import { useRefreshCampaignData } from '../../../hooks/useRefreshCampaignData';
import { useT } from '../../../i18n/useT';
import { deliveryQueries } from './api';
import { CertificateButton } from './CertificateButton';
import { CompensationNotice } from './CompensationNotice';
import { DownloadOriginalButton } from './DownloadOriginalButton';
import { draftRows, revisedPerFile, summariseDraft, summariseRevision } from './draft';
import { RevisionFiles } from './feedback/RevisionFiles';
import { setOrder } from '../../../../../shared/domain/result-feedback';
import { setFileNames } from './feedback/set-files';
import { DraftFiles } from './DraftFiles';
import { DueCountdown } from './DueCountdown';
import { ResultSet } from './ResultSet';
import { SubmitBar } from './SubmitBar';
import { UploadArea } from './UploadArea';
import { useResultUploads } from './useResultUploads';
import { useDates } from '../../../lib/dates';
import { DealRating } from './DealRating';
import { CreatorShipment } from './shipping/CreatorShipment';
import { DELIVERY_DAYS } from '../../../../../shared/domain/constants';

/**
 * The accepted creator's delivery (spec §2 posting workspace, §4): what is due and by when; while in progress or sent
 * back for revision, the upload area, the draft's files and Submit; once submitted, the set as it was sent with its
 * status, and the originals to download once approved.
 */
export function CreatorWorkspace({ campaign, creatorId }: { campaign: CampaignView; creatorId: string }) {
  const t = useT();
  const { resource, reload } = useApiQuery(deliveryQueries.creator(campaign.id, creatorId));
  const plan = deliveryPlanOf(campaign);
  return (
    <PageSection title={t('delivery.workspace.title')}>
      {resource.status === 'loading' && (
        <Stack gap="3" role="status" aria-label={t('common.loading')}>
          <Skeleton height="24" />
          <Skeleton height="40" />
        </Stack>
      )}
      {resource.status === 'failed' && <LoadFailure error={resource.error} onRetry={reload} />}
      {resource.status === 'ready' &&
        (resource.data ? <Delivery campaignId={campaign.id} creatorId={creatorId} plan={plan} progress={resource.data} /> : <Text color="fg.muted">{t('delivery.workspace.none')}</Text>)}
    </PageSection>
  );
}

interface DeliveryProps {
  campaignId: string;
  /** The id the progress was read with: its query is read again after each change. */
  creatorId: string;
  plan: DeliveryPlan;
  progress: CreatorProgressView;
}

function Delivery({ campaignId, creatorId, plan, progress }: DeliveryProps) {
  const t = useT();
  const editable = progress.status === 'in-progress' || progress.status === 'needs-revision';
  // Refunded to the company by an admin (issue 13): the work has ended; nothing more is uploaded or submitted.
  const cancelled = progress.status === 'cancelled';
  return (
    <Stack gap="6">
      {progress.compensation && <CompensationNotice compensation={progress.compensation} audience="creator" />}
      {cancelled && !progress.compensation && (
        <Alert.Root status="error" alignItems="flex-start">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('delivery.cancelled.noRefund')}</Alert.Title>
          </Alert.Content>
        </Alert.Root>
      )}
      {progress.productNeeded && !cancelled && <CreatorShipment campaignId={campaignId} creatorId={creatorId} />}
      <DuePlan plan={plan} progress={progress} />
      {editable ? (
        <DraftEditor campaignId={campaignId} creatorId={creatorId} plan={plan} progress={progress} />
      ) : (
        (!cancelled || progress.round > 0) && <SubmittedSet campaignId={campaignId} progress={progress} />
      )}
    </Stack>
  );
}

/**
 * One video of the campaign's length and ratio, five pictures when asked for, and the 15-day deadline, which a creator
 * waiting for the product has not started yet.
 */
function DuePlan({ plan, progress }: { plan: DeliveryPlan; progress: CreatorProgressView }) {
  const t = useT();
  // Nothing is owed once the set is approved or waits for review, or once the delivery was cancelled.
  const done = progress.status === 'approved' || progress.status === 'under-review' || progress.status === 'cancelled';
  return (
    <Card.Root variant="subtle">
      <Card.Body gap="4">
        <Heading as="h3" size="md">
          {t('delivery.plan.title')}
        </Heading>
        <DataList.Root orientation="horizontal" gap="3">
          <DataList.Item>
            <DataList.ItemLabel minW="28">{t('delivery.plan.video')}</DataList.ItemLabel>
            <DataList.ItemValue>
              {t('delivery.plan.videoValue', { count: plan.videos, seconds: plan.videoDuration, ratio: t(`term.aspectRatio.${plan.aspectRatio}`) })}
            </DataList.ItemValue>
          </DataList.Item>
          {plan.pictures > 0 && (
            <DataList.Item>
              <DataList.ItemLabel minW="28">{t('delivery.plan.pictures')}</DataList.ItemLabel>
              <DataList.ItemValue>{t('delivery.plan.picturesValue', { count: plan.pictures })}</DataList.ItemValue>
            </DataList.Item>
          )}
          {!done && (
            <DataList.Item>
              <DataList.ItemLabel minW="28">{t('delivery.plan.deadline')}</DataList.ItemLabel>
              <DataList.ItemValue>
                {progress.deliveryDueAt ? (
                  <DueCountdown dueAt={progress.deliveryDueAt} withDate />
                ) : (
                  // Issue 28: the window starts when she has the product (received, or bought with its receipt uploaded).
                  <Text>{t(progress.productNeeded === 'reimburse' ? 'delivery.plan.startsOnPurchase' : 'delivery.plan.startsOnReceipt', { days: DELIVERY_DAYS })}</Text>
                )}
              </DataList.ItemValue>
            </DataList.Item>
          )}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}

/** In progress or sent back: the company's words (when sent back), the upload area, the files and Submit. */
function DraftEditor({ campaignId, creatorId, plan, progress }: DeliveryProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const refreshCampaignData = useRefreshCampaignData();
  const draft = progress.draft ?? [];
  const reread = useCallback(() => void queryClient.invalidateQueries({ queryKey: deliveryQueries.creator(campaignId, creatorId).queryKey }), [queryClient, campaignId, creatorId]);
  const uploads = useResultUploads(campaignId, draft, reread);
  const rows = draftRows(draft, uploads.uploads);
  const draftIds = draft.map((file) => file.id).join(',');
  const { settle } = uploads;
  useEffect(() => settle(draftIds ? draftIds.split(',') : []), [settle, draftIds]);
  const revising = progress.status === 'needs-revision';
  // Sent back with feedback per file (issue 26): each file asked for is replaced where it is, the others kept.
  const perFile = revisedPerFile(progress);
  const set = setOrder(progress.results);
  const names = setFileNames(set, t);
  // Sent back whole: the upload area opens with Recreate (or at once when a new version is already under way).
  const [recreating, setRecreating] = useState(false);
  const area = useRef<HTMLDivElement>(null);
  const open = !perFile && (!revising || recreating || rows.length > 0);

  function recreate() {
    setRecreating(true);
    // After the area renders: the creator lands where the new files go.
    requestAnimationFrame(() => area.current?.focus());
  }

  return (
    <Stack gap="5">
      {revising && (
        <Alert.Root status="warning" alignItems="flex-start">
          <Alert.Indicator />
          <Alert.Content gap="2">
            <Alert.Title>{t('delivery.revision.title')}</Alert.Title>
            {progress.revisionComment && (
              <Alert.Description whiteSpace="pre-line" overflowWrap="anywhere" dir="auto">
                {progress.revisionComment}
              </Alert.Description>
            )}
          </Alert.Content>
        </Alert.Root>
      )}
      {perFile && (
        <Stack gap="5" role="group" aria-label={t('delivery.upload.label')}>
          <RevisionFiles files={set} names={names} rows={rows} onReplace={uploads.replace} />
          <DraftFiles campaignId={campaignId} rows={rows} uploads={uploads} onChanged={reread} nameOf={(id) => names.get(id)} />
          <SubmitBar campaignId={campaignId} plan={plan} summary={summariseRevision(plan, progress.results, draft)} onSubmitted={() => void refreshCampaignData()} />
        </Stack>
      )}
      {revising && !perFile && (
        <Stack gap="2" align="flex-start">
          <Heading as="h3" size="md">
            {t('delivery.recreate.title')}
          </Heading>
          <Text color="fg.muted">{t('delivery.recreate.hint')}</Text>
          {!open && (
            <Button colorPalette="blue" onClick={recreate}>
              {t('delivery.recreate.button')}
            </Button>
          )}
        </Stack>
      )}
      {open && (
        <Stack gap="5" ref={area} tabIndex={-1} outline="none" aria-label={t('delivery.upload.label')} role="group">
          <UploadArea fileCount={rows.filter((row) => row.file || row.status === 'sending').length} onFile={uploads.add} />
          <DraftFiles campaignId={campaignId} rows={rows} uploads={uploads} onChanged={reread} />
          <SubmitBar campaignId={campaignId} plan={plan} summary={summariseDraft(plan, draft)} onSubmitted={() => void refreshCampaignData()} />
        </Stack>
      )}
    </Stack>
  );
}

/**
 * Under review, approved or cancelled: the set as it was sent, read-only; once approved, each original to download. A
 * cancelled delivery's last set is shown without a word on its review (the notice above says the work has ended).
 */
function SubmittedSet({ campaignId, progress }: { campaignId: string; progress: CreatorProgressView }) {
  const t = useT();
  const dates = useDates();
  const approved = progress.status === 'approved';
  const cancelled = progress.status === 'cancelled';
  return (
    <Stack gap="4">
      <HStack gap="2" flexWrap="wrap">
        <Heading as="h3" size="md">
          {t('delivery.submitted.title', { round: progress.round })}
        </Heading>
        <ApplicationStatusBadge status={progress.status} />
      </HStack>
      {!cancelled && <Text color="fg.muted">{approved ? t('delivery.submitted.approved') : t('delivery.submitted.underReview')}</Text>}
      {approved && <CertificateButton campaignId={campaignId} creatorId={progress.creatorId} />}
      {approved && <DealRating campaignId={campaignId} creatorId={progress.creatorId} />}
      {progress.submittedAt && (
        <Text textStyle="sm" color="fg.muted">
          {t('delivery.submitted.on', { date: dates.day(progress.submittedAt) })}
        </Text>
      )}
      <ResultSet files={progress.results} round={progress.round} action={approved ? (file) => <DownloadOriginalButton campaignId={campaignId} file={file} /> : undefined} />
    </Stack>
  );
}
