import { Badge, Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { appPath } from '../../../../../shared/app-paths';
import type { LicenceDecision } from '../../../../../shared/domain/licence';
import { EmptyNotice } from '../../../components/EmptyNotice';
import { PageSpinner } from '../../../components/PageSpinner';
import { toaster } from '../../../components/toaster';
import { errorMessage } from '../../../i18n/errors';
import { useT } from '../../../i18n/useT';
import { ApiError } from '../../../lib/api';
import { LoadFailure } from '../../../components/LoadFailure';
import { useApiQuery } from '../../../hooks/useApiQuery';
import { decideLicence, licenceQueries, type QueuedLicence } from './api';
import { RejectDialog } from './RejectDialog';
import { useDates } from '../../../lib/dates';

/**
 * The admins' licence review queue (issue 4): pending licences newest first, a page at a time; each is approved or
 * rejected with a reason, once. A licence another admin decided meanwhile is announced, and the queue reloads.
 */
export function LicenceQueue() {
  const t = useT();
  const [page, setPage] = useState(1);
  const queryClient = useQueryClient();
  const { resource, reload } = useApiQuery(licenceQueries.pending(page));
  const [deciding, setDeciding] = useState<string>();
  const [rejecting, setRejecting] = useState<QueuedLicence>();

  async function decide(licence: QueuedLicence, decision: LicenceDecision, reason?: string) {
    setDeciding(licence.id);
    try {
      await decideLicence(licence, decision, reason);
      toaster.create({
        type: 'success',
        title: t(decision === 'approve' ? 'admin.licences.approved' : 'admin.licences.rejected', { name: licence.creatorName }),
      });
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(t, error) });
      // Anything but a decision made elsewhere leaves the queue as it was: keep the dialog for another try.
      if (!(error instanceof ApiError && error.code === 'LICENCE_ALREADY_DECIDED')) return;
    } finally {
      setDeciding(undefined);
    }
    setRejecting(undefined);
    // The last licence of a later page decided: that page is now empty, the one before it is not.
    if (resource.status === 'ready' && resource.data.data.length === 1 && page > 1) setPage(page - 1);
    else void queryClient.invalidateQueries({ queryKey: licenceQueries.all });
  }

  if (resource.status === 'loading') return <PageSpinner />;
  if (resource.status === 'failed') return <LoadFailure error={resource.error} onRetry={reload} />;
  const { data: licences, totalEntries, totalPages, readUrls } = resource.data;
  if (totalEntries === 0 && page === 1) return <EmptyNotice title={t('admin.licences.empty')} description={t('admin.licences.emptyHint')} />;

  return (
    <Stack gap="4">
      <Text color="fg.muted" role="status">
        {t('admin.licences.count', { count: totalEntries })}
      </Text>
      <Stack as="ul" gap="3" listStyleType="none">
        {licences.map((licence) => (
          <LicenceRow
            key={licence.id}
            licence={licence}
            fileUrl={readUrls[licence.file]}
            busy={deciding === licence.id}
            disabled={deciding !== undefined}
            onApprove={() => void decide(licence, 'approve')}
            onReject={() => setRejecting(licence)}
          />
        ))}
      </Stack>
      {totalPages > 1 && (
        <HStack as="nav" aria-label={t('admin.licences.pagination')} justify="space-between" gap="3">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('admin.licences.previous')}
          </Button>
          <Text fontSize="sm">{t('admin.licences.pageOf', { page, total: totalPages })}</Text>
          <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => setPage(page + 1)}>
            {t('admin.licences.next')}
          </Button>
        </HStack>
      )}
      <RejectDialog licence={rejecting} onReject={(licence, reason) => decide(licence, 'reject', reason)} onClose={() => setRejecting(undefined)} />
    </Stack>
  );
}

function LicenceRow({
  licence,
  fileUrl,
  busy,
  disabled,
  onApprove,
  onReject,
}: {
  licence: QueuedLicence;
  fileUrl: string | undefined;
  busy: boolean;
  disabled: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const t = useT();
  const dates = useDates();
  const date = (value: string) => dates.calendarDate(value);
  return (
    <Box as="li" borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '5' }}>
      <Stack direction={{ base: 'column', md: 'row' }} gap="4" justify="space-between" align={{ base: 'stretch', md: 'center' }}>
        <Stack gap="1" minW="0">
          <HStack gap="2" flexWrap="wrap">
            <Link asChild fontWeight="semibold" color="blue.700" overflowWrap="anywhere">
              <RouterLink to={appPath.creator(licence.creatorId)}>{licence.creatorName}</RouterLink>
            </Link>
            <Badge colorPalette="orange">{t('admin.licences.pending')}</Badge>
          </HStack>
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {licence.creatorEmail}
          </Text>
          <Text fontSize="sm">
            {t('admin.licences.dates', { issued: date(licence.issuedOn), expires: date(licence.expiresOn) })}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t('admin.licences.submitted', { date: date(licence.submittedAt.slice(0, 10)) })}
          </Text>
          {fileUrl && (
            <Link href={fileUrl} target="_blank" rel="noopener noreferrer" color="blue.700" fontSize="sm" fontWeight="medium" w="fit-content">
              {t('admin.licences.viewFile')}
            </Link>
          )}
        </Stack>
        <HStack gap="2" flexShrink="0">
          <Button colorPalette="blue" aria-label={t('admin.licences.approveFor', { name: licence.creatorName })} onClick={onApprove} loading={busy} disabled={disabled} flex={{ base: '1', md: 'initial' }}>
            {t('admin.licences.approve')}
          </Button>
          <Button variant="outline" colorPalette="red" aria-label={t('admin.licences.rejectFor', { name: licence.creatorName })} onClick={onReject} disabled={disabled} flex={{ base: '1', md: 'initial' }}>
            {t('admin.licences.reject')}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
