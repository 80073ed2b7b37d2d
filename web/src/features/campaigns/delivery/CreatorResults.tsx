import { Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { CreatorProgressView } from '../../../../../shared/domain/results';
import { EmptyNotice } from '../../../components/EmptyNotice';
import { LoadFailure } from '../../../components/LoadFailure';
import { PageSection } from '../../../components/Page';
import { ApplicationStatusBadge } from '../../../components/StatusBadge';
import { useApiQuery } from '../../../hooks/useApiQuery';
import { useT } from '../../../i18n/useT';
import { deliveryQueries } from './api';
import { DownloadOriginalButton } from './DownloadOriginalButton';
import { roundStatus, submittedRounds } from './draft';
import { ResultSet } from './ResultSet';

/** The creator's Results tab: each round they submitted, newest first, with what became of it. */
export function CreatorResults({ campaignId, creatorId }: { campaignId: string; creatorId: string }) {
  const t = useT();
  const { resource, reload } = useApiQuery(deliveryQueries.creator(campaignId, creatorId));
  return (
    <PageSection title={t('delivery.results.title')}>
      {resource.status === 'loading' && <Skeleton height="48" role="status" aria-label={t('common.loading')} />}
      {resource.status === 'failed' && <LoadFailure error={resource.error} onRetry={reload} />}
      {resource.status === 'ready' && <Rounds campaignId={campaignId} progress={resource.data} />}
    </PageSection>
  );
}

function Rounds({ campaignId, progress }: { campaignId: string; progress: CreatorProgressView | null }) {
  const t = useT();
  const rounds = progress ? submittedRounds(progress) : [];
  if (!progress || rounds.length === 0) {
    // A cancelled delivery (refunded to the company) has nothing more to submit: the hint to submit would mislead.
    const hint = progress?.status === 'cancelled' ? t('delivery.cancelled.noRefund') : t('delivery.results.emptyCreator');
    return <EmptyNotice title={t('delivery.results.empty')} description={hint} />;
  }
  return (
    <Stack as="ol" listStyleType="none" gap="8">
      {rounds.map(({ round, files }) => {
        const status = roundStatus(progress, round);
        return (
          <Stack as="li" key={round} gap="3">
            <HStack gap="2" flexWrap="wrap">
              <Heading as="h3" size="md">
                {t('delivery.round', { round })}
              </Heading>
              <ApplicationStatusBadge status={status} />
            </HStack>
            {round === progress.round && status === 'needs-revision' && progress.revisionComment && (
              <Text color="fg.muted" whiteSpace="pre-line" overflowWrap="anywhere" dir="auto">
                {progress.revisionComment}
              </Text>
            )}
            <ResultSet files={files} round={round} action={status === 'approved' ? (file) => <DownloadOriginalButton campaignId={campaignId} file={file} /> : undefined} />
          </Stack>
        );
      })}
    </Stack>
  );
}
