import { Box, Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { shipmentAllows, type ShipmentView } from '../../../../../../shared/domain/shipping';
import type { ShipmentTrackingInput } from '../../../../../../shared/validation/shipping';
import { Amount } from '../../../../components/Amount';
import { LoadFailure } from '../../../../components/LoadFailure';
import { useApiQuery } from '../../../../hooks/useApiQuery';
import type { MessageId } from '../../../../i18n/locale';
import { useT } from '../../../../i18n/useT';
import { useDates } from '../../../../lib/dates';
import { recordShipmentTracking, shipmentQueries } from './api';
import { AddressFacts, ProblemNotice, ShipmentStatusBadge, ShipmentSteps } from './ShipmentFacts';
import { TrackingForm } from './TrackingForm';
import { useShipmentStep } from './useShipmentStep';

/**
 * One accepted creator's product as the company sees it on its Results tab (issue 28): the steps with their dates;
 * the address she confirmed (for this campaign only, until it is deleted 30 days after her deal); the carrier and
 * tracking number to record, to correct, or to ship again after the problem she reported; for a purchase, her receipt.
 */
export function CompanyShipment({ campaignId, creatorId }: { campaignId: string; creatorId: string }) {
  const t = useT();
  const { resource, reload } = useApiQuery(shipmentQueries.one(campaignId, creatorId));
  return (
    <Box as="section" aria-labelledby={`shipment-${creatorId}`} borderWidth="1px" borderRadius="l2" bg="bg.subtle" p={{ base: '3', md: '4' }}>
      {resource.status === 'ready' ? (
        <Panel campaignId={campaignId} shipment={resource.data} />
      ) : (
        <Stack gap="3">
          <Heading as="h4" size="sm" id={`shipment-${creatorId}`}>
            {t('delivery.shipping.company.title')}
          </Heading>
          {resource.status === 'loading' ? <Skeleton height="16" role="status" aria-label={t('common.loading')} /> : <LoadFailure error={resource.error} onRetry={reload} />}
        </Stack>
      )}
    </Box>
  );
}

function Panel({ campaignId, shipment }: { campaignId: string; shipment: ShipmentView }) {
  const t = useT();
  const dates = useDates();
  const step = useShipmentStep(campaignId, shipment.creatorId);
  const [editing, setEditing] = useState(false);
  const { status, creatorName } = shipment;
  // The form is open while the product waits to be shipped; after that, on asking (a correction, or again after a problem).
  // Once the creator's set is approved the shipment is settled: nothing is the company's to do any more.
  const shippable = !shipment.settledAt && shipmentAllows(status, 'record-shipment');
  const formOpen = shippable && (status === 'awaiting-shipment' || editing);
  const again = status === 'problem';

  async function record(tracking: ShipmentTrackingInput) {
    let refused: Record<string, string> | undefined;
    const done = await step(() => recordShipmentTracking(campaignId, shipment.creatorId, tracking), 'delivery.shipping.tracking.recorded', (fields) => (refused = fields));
    if (done) setEditing(false);
    return refused;
  }

  return (
    <Stack gap="4">
      <HStack gap="2" flexWrap="wrap">
        <Heading as="h4" size="sm" id={`shipment-${shipment.creatorId}`}>
          {t('delivery.shipping.company.title')}
        </Heading>
        <ShipmentStatusBadge status={status} />
      </HStack>
      {status === 'address-needed' && !shipment.settledAt && <Text color="fg.muted">{t('delivery.shipping.company.waitingAddress', { name: creatorName })}</Text>}
      {status === 'purchase-needed' && !shipment.settledAt && (
        <Text color="fg.muted">
          <FormattedMessage
            id={'delivery.shipping.company.waitingPurchase' satisfies MessageId}
            values={{ name: <bdi>{creatorName}</bdi>, limit: <Amount halalas={shipment.reimbursementLimit ?? 0} /> }}
          />
        </Text>
      )}
      {status !== 'address-needed' && status !== 'purchase-needed' && <ShipmentSteps shipment={shipment} />}
      {shipment.problem && again && (
        <ProblemNotice problem={shipment.problem} audience="company">
          {!editing && shippable && (
            <Button size="sm" colorPalette="blue" alignSelf="flex-start" onClick={() => setEditing(true)}>
              {t('delivery.shipping.tracking.shipAgain')}
            </Button>
          )}
        </ProblemNotice>
      )}
      {shipment.address && (
        <Stack gap="2">
          <Heading as="h5" size="xs">
            {t('delivery.shipping.company.addressOf', { name: creatorName })}
          </Heading>
          <AddressFacts address={shipment.address} />
        </Stack>
      )}
      {shipment.addressDeletedAt && (
        <Text textStyle="sm" color="fg.muted">
          {t('delivery.shipping.company.addressDeleted', { date: dates.day(shipment.addressDeletedAt) })}
        </Text>
      )}
      {formOpen ? (
        <TrackingForm
          shipment={shipment}
          again={again}
          submitLabel={t(again ? 'delivery.shipping.tracking.shipAgain' : status === 'shipped' ? 'delivery.shipping.tracking.save' : 'delivery.shipping.tracking.record')}
          onRecord={record}
          onCancel={status === 'awaiting-shipment' ? undefined : () => setEditing(false)}
        />
      ) : (
        shippable &&
        status === 'shipped' && (
          <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => setEditing(true)}>
            {t('delivery.shipping.tracking.correct')}
          </Button>
        )
      )}
    </Stack>
  );
}
