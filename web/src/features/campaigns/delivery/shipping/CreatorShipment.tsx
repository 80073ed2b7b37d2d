import { Button, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { SHIPPING_PROBLEM_MAX_LENGTH, shipmentAllows, type NationalAddress, type ShipmentAction, type ShipmentView } from '../../../../../../shared/domain/shipping';
import { Amount } from '../../../../components/Amount';
import { CommentDialog } from '../../../../components/CommentDialog';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { LoadFailure } from '../../../../components/LoadFailure';
import { useApiQuery } from '../../../../hooks/useApiQuery';
import type { MessageId } from '../../../../i18n/locale';
import { useT } from '../../../../i18n/useT';
import { useDates } from '../../../../lib/dates';
import { AddressForm } from './AddressForm';
import { answerShipment, confirmShippingAddress, shipmentQueries, submitPurchaseReceipt } from './api';
import { PurchaseForm } from './PurchaseForm';
import { AddressFacts, ProblemNotice, ShipmentStatusBadge, ShipmentSteps } from './ShipmentFacts';
import { useShipmentStep } from './useShipmentStep';

/**
 * The creator's product (issue 28) in her workspace: where it stands step by step, and what is hers to do next: her
 * national address (correctable until it ships), then "I received it" or a problem; or, to buy it herself, the
 * receipt and what she paid. Her 15 days to deliver start when she has it.
 */
export function CreatorShipment({ campaignId, creatorId }: { campaignId: string; creatorId: string }) {
  const t = useT();
  const { resource, reload } = useApiQuery(shipmentQueries.one(campaignId, creatorId));
  return (
    <Card.Root variant="outline" as="section" aria-labelledby="creator-shipment-title">
      <Card.Body gap="4">
        {resource.status === 'ready' ? (
          <Panel campaignId={campaignId} creatorId={creatorId} shipment={resource.data} />
        ) : (
          <>
            <Heading as="h3" size="md" id="creator-shipment-title">
              {t('delivery.shipping.creator.title')}
            </Heading>
            {resource.status === 'loading' ? (
              <Skeleton height="24" role="status" aria-label={t('common.loading')} />
            ) : (
              <LoadFailure error={resource.error} onRetry={reload} />
            )}
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}

type Asking = 'received' | 'problem';

function Panel({ campaignId, creatorId, shipment }: { campaignId: string; creatorId: string; shipment: ShipmentView }) {
  const t = useT();
  const dates = useDates();
  const step = useShipmentStep(campaignId, creatorId);
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState<Asking>();
  const [busy, setBusy] = useState(false);
  const trigger = useRef<HTMLElement | null>(null);
  const { status } = shipment;
  // Once her set is approved the shipment is settled: nothing is hers to do any more.
  const allows = (action: ShipmentAction) => !shipment.settledAt && shipmentAllows(status, action);
  const addressOpen = allows('confirm-address') && (status === 'address-needed' || editing);
  const ask = (kind: Asking, element: HTMLElement) => {
    trigger.current = element;
    setAsking(kind);
  };

  async function confirmAddress(address: NationalAddress) {
    let refused: Record<string, string> | undefined;
    const done = await step(() => confirmShippingAddress(campaignId, creatorId, address), 'delivery.shipping.address.confirmed', (fields) => (refused = fields));
    if (done) setEditing(false);
    return refused;
  }

  async function confirmReceipt() {
    setBusy(true);
    await step(() => answerShipment(campaignId, creatorId, { received: true }), 'delivery.shipping.received.done');
    setBusy(false);
    setAsking(undefined);
  }

  async function reportProblem(problem: string) {
    if (await step(() => answerShipment(campaignId, creatorId, { received: false, problem }), 'delivery.shipping.problem.sent')) setAsking(undefined);
    return undefined;
  }

  async function submitPurchase(key: string, amount: number) {
    let refused: Record<string, string> | undefined;
    await step(() => submitPurchaseReceipt(campaignId, creatorId, key, amount), 'delivery.shipping.receipt.sent', (fields) => (refused = fields));
    return refused;
  }

  return (
    <Stack gap="4">
      <HStack gap="2" flexWrap="wrap">
        <Heading as="h3" size="md" id="creator-shipment-title">
          {t('delivery.shipping.creator.title')}
        </Heading>
        <ShipmentStatusBadge status={status} />
      </HStack>
      <Text color="fg.muted">
        <Intro shipment={shipment} />
      </Text>
      <ShipmentSteps shipment={shipment} />
      {shipment.problem && status === 'problem' && <ProblemNotice problem={shipment.problem} audience="creator" />}
      {shipment.address && !addressOpen && (
        <Stack gap="2">
          <Heading as="h4" size="sm">
            {t('delivery.shipping.address.title')}
          </Heading>
          <AddressFacts address={shipment.address} />
        </Stack>
      )}
      {addressOpen && <AddressForm initial={shipment.address ?? shipment.profileAddress} onConfirm={confirmAddress} onCancel={shipment.address ? () => setEditing(false) : undefined} />}
      {allows('submit-receipt') && <PurchaseForm limit={shipment.reimbursementLimit ?? 0} onSubmit={submitPurchase} />}
      {status === 'received' && shipment.receivedAt && (
        <Text fontWeight="medium">{t(shipment.handover === 'ship' ? 'delivery.shipping.creator.receivedShip' : 'delivery.shipping.creator.receivedBought', { date: dates.day(shipment.receivedAt) })}</Text>
      )}
      {!addressOpen && (
        <HStack gap="2" flexWrap="wrap">
          {allows('confirm-receipt') && (
            <Button colorPalette="green" onClick={(event) => ask('received', event.currentTarget)}>
              {t('delivery.shipping.received.button')}
            </Button>
          )}
          {shipment.address && allows('confirm-address') && (
            <Button variant="outline" onClick={() => setEditing(true)}>
              {t('delivery.shipping.address.change')}
            </Button>
          )}
          {allows('report-problem') && (
            <Button variant="outline" colorPalette="red" onClick={(event) => ask('problem', event.currentTarget)}>
              {t('delivery.shipping.problem.button')}
            </Button>
          )}
        </HStack>
      )}
      <ConfirmDialog
        open={asking === 'received'}
        onClose={() => setAsking(undefined)}
        onConfirm={() => void confirmReceipt()}
        busy={busy}
        returnFocus={trigger}
        title={t('delivery.shipping.received.title')}
        cancelLabel={t('delivery.shipping.cancel')}
        confirmLabel={t('delivery.shipping.received.confirm')}
        confirmPalette="green"
      >
        <Text>{t('delivery.shipping.received.message')}</Text>
      </ConfirmDialog>
      <CommentDialog
        open={asking === 'problem'}
        words={{
          title: t('delivery.shipping.problem.title'),
          message: t('delivery.shipping.problem.message'),
          label: t('delivery.shipping.problem.label'),
          hint: (length) => t('delivery.review.commentHint', { count: length, max: SHIPPING_PROBLEM_MAX_LENGTH }),
          submit: t('delivery.shipping.problem.submit'),
          cancel: t('delivery.shipping.cancel'),
        }}
        maxLength={SHIPPING_PROBLEM_MAX_LENGTH}
        palette="red"
        returnFocus={trigger}
        onClose={() => setAsking(undefined)}
        onSend={reportProblem}
      />
    </Stack>
  );
}

/** What the product is about for her: shipped by the company, or hers to buy up to the limit. */
function Intro({ shipment }: { shipment: ShipmentView }) {
  const t = useT();
  if (shipment.handover === 'reimburse') {
    return <FormattedMessage id={'delivery.shipping.creator.introBuy' satisfies MessageId} values={{ limit: <Amount halalas={shipment.reimbursementLimit ?? 0} /> }} />;
  }
  return t('delivery.shipping.creator.introShip');
}
