import { Box, Button, DataList, Grid, Heading, HStack, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { appPath } from '../../../../../shared/app-paths';
import type { ApplicationStatus } from '../../../../../shared/domain/campaign';
import { Amount } from '../../../components/Amount';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyNotice } from '../../../components/EmptyNotice';
import { LoadFailure } from '../../../components/LoadFailure';
import { Pager } from '../../../components/Pager';
import { PageSpinner } from '../../../components/PageSpinner';
import { ApplicationStatusBadge } from '../../../components/StatusBadge';
import { toaster } from '../../../components/toaster';
import { useApiQuery } from '../../../hooks/useApiQuery';
import { errorMessage } from '../../../i18n/errors';
import type { MessageId } from '../../../i18n/locale';
import { useT } from '../../../i18n/useT';
import { ApiError } from '../../../lib/api';
import { QUERY_ROOTS } from '../../../lib/query-keys';
import { Link as RouterLink } from 'react-router';
import { compensationQueries, decideCompensation, type CompensationDecisionBody, type CompensationPage, type CompensationRequestView } from './api';
import { ExtendDialog } from './ExtendDialog';
import { ChannelDialog } from '../../../components/chat/ChannelDialog';
import { useDates } from '../../../lib/dates';

/** Statuses in which the creator still owes the set: only then does an extension mean anything. */
const AT_WORK: readonly ApplicationStatus[] = ['in-progress', 'needs-revision'];

/**
 * Refusals after which the request is not what the screen shows (decided by another admin, gone, delivered since) or
 * the provider will not refund it: the dialog closes on the list read again. Others (the network) leave it open.
 */
const SETTLED_REFUSALS = new Set(['COMPENSATION_NOT_FOUND', 'COMPENSATION_ALREADY_DECIDED', 'DELIVERY_ALREADY_SUBMITTED', 'REFUND_REFUSED']);

const requestKey = (request: Pick<CompensationRequestView, 'campaignId' | 'creatorId'>) => `${request.campaignId}/${request.creatorId}`;

type Deciding = { kind: 'refund' | 'extend'; request: CompensationRequestView };

/**
 * Compensation requests (issue 13): the companies' requests for overdue deliveries, oldest first, each with the
 * company's reason, the delivery's facts when it asked and its status now, and what a refund gives back. The admin
 * refunds the company (after a confirmation: the money goes back through the payment provider and the creator's
 * delivery ends) or gives the creator 1 to 15 more days; a decided request leaves the list, and both sides are told.
 */
export function CompensationList() {
  const t = useT();
  const dates = useDates();
  const [page, setPage] = useState(1);
  const queryClient = useQueryClient();
  const { resource, reload } = useApiQuery(compensationQueries.page(page));
  const [deciding, setDeciding] = useState<Deciding>();
  /** The request whose pair's conversation is open, read-only. */
  const [reading, setReading] = useState<CompensationRequestView>();
  const [busy, setBusy] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);
  const count = useRef<HTMLParagraphElement>(null);
  const lastPage = resource.status === 'ready' ? Math.max(1, resource.data.totalPages) : page;

  // The last request of a later page was decided: the page before shows what is left.
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage]);

  /** The decided request leaves the page at once; the list and the admin's figures are read again. */
  function settle(decided: Pick<CompensationRequestView, 'campaignId' | 'creatorId'>) {
    queryClient.setQueryData<CompensationPage>(compensationQueries.page(page).queryKey, (current) =>
      current && { ...current, data: current.data.filter((request) => requestKey(request) !== requestKey(decided)), totalEntries: Math.max(0, current.totalEntries - 1) },
    );
    // The buttons that opened the dialog are gone: focus goes to the count above the list.
    returnFocus.current = count.current;
    void queryClient.invalidateQueries({ queryKey: compensationQueries.all });
    void queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.transactions] });
    void queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.campaigns] });
  }

  /** Sends the decision; answers the validation key the server gave for the days, if any. */
  async function decide(request: CompensationRequestView, body: CompensationDecisionBody): Promise<string | undefined> {
    setBusy(true);
    try {
      const decided = await decideCompensation(request, body);
      toaster.create(
        body.decision === 'refund'
          ? { type: 'success', title: t('admin.compensations.refunded', { company: request.companyName, creator: request.creatorName }) }
          : { type: 'success', title: t('admin.compensations.extended', { name: request.creatorName, date: dates.day(decided.extendedDueAt ?? decided.facts.dueAt) }) },
      );
      settle(request);
      setDeciding(undefined);
      return undefined;
    } catch (error) {
      if (error instanceof ApiError && error.fields?.extensionDays) return error.fields.extensionDays;
      toaster.create({ type: 'error', title: errorMessage(t, error) });
      if (error instanceof ApiError && SETTLED_REFUSALS.has(error.code)) {
        setDeciding(undefined);
        void queryClient.invalidateQueries({ queryKey: compensationQueries.all });
      }
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  if (resource.status === 'loading') return <PageSpinner />;
  if (resource.status === 'failed') return <LoadFailure error={resource.error} onRetry={reload} />;
  const { data: requests, totalEntries, totalPages } = resource.data;
  if (totalEntries === 0 && page === 1) return <EmptyNotice title={t('admin.compensations.empty')} description={t('admin.compensations.emptyHint')} />;
  const refunding = deciding?.kind === 'refund' ? deciding.request : undefined;
  const ask = (kind: Deciding['kind'], request: CompensationRequestView) => (button: HTMLButtonElement) => {
    returnFocus.current = button;
    setDeciding({ kind, request });
  };

  return (
    <Stack gap="4">
      <Text ref={count} tabIndex={-1} color="fg.muted" role="status" outline="none" data-testid="compensation-count">
        {t('admin.compensations.count', { count: totalEntries })}
      </Text>
      {requests.length === 0 ? (
        <EmptyNotice title={t('admin.compensations.pageEmpty')} />
      ) : (
        <Stack as="ul" gap="4" listStyleType="none" aria-label={t('admin.compensations.list')}>
          {requests.map((request) => (
            <CompensationRow
              key={requestKey(request)}
              request={request}
              onRefund={ask('refund', request)}
              onExtend={ask('extend', request)}
              onMessages={(button) => {
                returnFocus.current = button;
                setReading(request);
              }}
            />
          ))}
        </Stack>
      )}
      <Pager page={page} totalPages={totalPages} onPage={setPage} />
      <ConfirmDialog
        open={refunding !== undefined}
        onClose={() => setDeciding(undefined)}
        onConfirm={() => refunding && void decide(refunding, { decision: 'refund' })}
        busy={busy}
        returnFocus={returnFocus}
        title={t('admin.compensations.refundTitle')}
        cancelLabel={t('admin.compensations.cancel')}
        confirmLabel={t('admin.compensations.refundConfirm')}
        confirmPalette="red"
      >
        {refunding && (
          <Text overflowWrap="anywhere" data-testid="compensation-refund-message">
            <FormattedMessage
              id={'admin.compensations.refundMessage' satisfies MessageId}
              values={{
                amount: <Amount halalas={refunding.refundAmount} />,
                company: <bdi>{refunding.companyName}</bdi>,
                creator: <bdi>{refunding.creatorName}</bdi>,
                campaign: <bdi>{refunding.campaignTitle}</bdi>,
              }}
            />
          </Text>
        )}
      </ConfirmDialog>
      <ChannelDialog
        channelId={reading?.channelId}
        title={reading ? t('admin.compensations.messagesTitle', { company: reading.companyName, creator: reading.creatorName }) : ''}
        onClose={() => setReading(undefined)}
        returnFocus={returnFocus}
      />
      <ExtendDialog
        request={deciding?.kind === 'extend' ? deciding.request : undefined}
        returnFocus={returnFocus}
        onClose={() => setDeciding(undefined)}
        onExtend={(request, extensionDays) => decide(request, { decision: 'extend', extensionDays })}
      />
    </Stack>
  );
}

function CompensationRow({
  request,
  onRefund,
  onExtend,
  onMessages,
}: {
  request: CompensationRequestView;
  onRefund: (button: HTMLButtonElement) => void;
  onExtend: (button: HTMLButtonElement) => void;
  /** Opens the company's and the creator's conversation, read-only. */
  onMessages: (button: HTMLButtonElement) => void;
}) {
  const t = useT();
  const dates = useDates();
  const { facts } = request;
  const atWork = AT_WORK.includes(request.deliveryStatus);
  const day = (timestamp: string | undefined, otherwise: MessageId) => (timestamp ? dates.day(timestamp) : t(otherwise));
  const rows: { label: MessageId; value: ReactNode; testId?: string }[] = [
    { label: 'admin.compensations.dueAt', value: dates.day(facts.dueAt) },
    { label: 'admin.compensations.rounds', value: facts.round > 0 ? facts.round : t('admin.compensations.noRounds') },
    { label: 'admin.compensations.submittedAt', value: day(facts.submittedAt, 'admin.compensations.neverSubmitted') },
    { label: 'admin.compensations.overdueAt', value: day(facts.overdueAt, 'admin.compensations.notMarked') },
    { label: 'admin.compensations.statusNow', value: <ApplicationStatusBadge status={request.deliveryStatus} />, testId: 'compensation-delivery-status' },
    { label: 'admin.compensations.refundAmount', value: <Amount halalas={request.refundAmount} />, testId: 'compensation-refund-amount' },
  ];
  const forDelivery = <VisuallyHidden> {t('admin.compensations.forDelivery', { name: request.creatorName, campaign: request.campaignTitle })}</VisuallyHidden>;
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderRadius="l3"
      p={{ base: '4', md: '5' }}
      data-testid="compensation-request"
      data-campaign-id={request.campaignId}
      data-creator-id={request.creatorId}
    >
      <Stack gap="4">
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap={{ base: '4', lg: '8' }}>
          <Stack gap="3" minW="0">
            <Stack gap="1">
              <Heading as="h2" size="md" overflowWrap="anywhere">
                <Link asChild color="blue.700">
                  <RouterLink to={appPath.campaignTab(request.campaignId, 'results')}>{request.campaignTitle}</RouterLink>
                </Link>
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {t('admin.compensations.requestedOn', { date: dates.day(request.requestedAt) })}
              </Text>
            </Stack>
            <HStack gap={{ base: '1', sm: '6' }} flexWrap="wrap" align="flex-start" flexDirection={{ base: 'column', sm: 'row' }}>
              <Party label="admin.compensations.company" name={request.companyName} to={appPath.company(request.companyId)} />
              <Party label="admin.compensations.creator" name={request.creatorName} to={appPath.creator(request.creatorId)} />
            </HStack>
            <Stack gap="1">
              <Text fontSize="sm" fontWeight="medium">
                {t('admin.compensations.reason')}
              </Text>
              <Text
                whiteSpace="pre-line"
                overflowWrap="anywhere"
                dir="auto"
                bg="bg.muted"
                borderRadius="l2"
                px="3"
                py="2"
                data-testid="compensation-reason"
              >
                {request.reason}
              </Text>
            </Stack>
          </Stack>
          <Stack gap="2" minW="0">
            <Text fontSize="sm" fontWeight="medium">
              {t('admin.compensations.facts')}
            </Text>
            <DataList.Root orientation="horizontal" size="sm" gap="2">
              {rows.map(({ label, value, testId }) => (
                <DataList.Item key={label} data-testid={testId}>
                  <DataList.ItemLabel minW="32">{t(label)}</DataList.ItemLabel>
                  <DataList.ItemValue minW="0">{value}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          </Stack>
        </Grid>
        {!atWork && (
          <Text fontSize="sm" color="fg.muted" data-testid="compensation-delivered">
            {t('admin.compensations.delivered')}
          </Text>
        )}
        <Stack direction={{ base: 'column', sm: 'row' }} gap="2" justify="flex-end">
          {request.channelId && (
            <Button variant="ghost" colorPalette="blue" onClick={(event) => onMessages(event.currentTarget)} data-testid="compensation-messages">
              {t('admin.compensations.messages')}
              {forDelivery}
            </Button>
          )}
          <Button variant="outline" colorPalette="blue" disabled={!atWork} onClick={(event) => onExtend(event.currentTarget)} data-testid="compensation-extend">
            {t('admin.compensations.extend')}
            {forDelivery}
          </Button>
          <Button colorPalette="red" onClick={(event) => onRefund(event.currentTarget)} data-testid="compensation-refund">
            {/* One text: the words and the amount are not spaced apart as the button's items. */}
            <span>
              <FormattedMessage id={'admin.compensations.refund' satisfies MessageId} values={{ amount: <Amount halalas={request.refundAmount} /> }} />
            </span>
            {forDelivery}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

/** The company or the creator, named and linked to their profile. */
function Party({ label, name, to }: { label: MessageId; name: string; to: string }) {
  const t = useT();
  return (
    <Text fontSize="sm" minW="0" overflowWrap="anywhere">
      <Text as="span" color="fg.muted">
        {t(label)}:{' '}
      </Text>
      <Link asChild color="blue.700" fontWeight="medium">
        <RouterLink to={to}>
          <bdi>{name}</bdi>
        </RouterLink>
      </Link>
    </Text>
  );
}
