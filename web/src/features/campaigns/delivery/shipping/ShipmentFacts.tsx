import { Alert, Badge, Box, DataList, HStack, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { carrierLabel, NATIONAL_ADDRESS_FIELDS, type NationalAddress, type ShipmentStatus, type ShipmentView } from '../../../../../../shared/domain/shipping';
import { Amount } from '../../../../components/Amount';
import { strokeIcon } from '../../../../components/icons';
import { useLocale } from '../../../../i18n/LocaleProvider';
import type { MessageId } from '../../../../i18n/locale';
import { useT } from '../../../../i18n/useT';
import { useDates } from '../../../../lib/dates';

/** What both sides read of a product's shipment (issue 28): where it stands, its steps with their dates, the address, a problem. */

const CheckIcon = strokeIcon('M5 12.5l4.5 4.5L19 7.5', 2.5);

const STATUS_PALETTE: Record<ShipmentStatus, string> = {
  'address-needed': 'orange',
  'awaiting-shipment': 'blue',
  shipped: 'blue',
  problem: 'red',
  'purchase-needed': 'orange',
  received: 'green',
};

export function ShipmentStatusBadge({ status }: { status: ShipmentStatus }) {
  const t = useT();
  return <Badge colorPalette={STATUS_PALETTE[status]}>{t(`delivery.shipping.status.${status}`)}</Badge>;
}

/** The carrier by its name in the reader's language, and the tracking number (Latin, left to right in any page). */
export function TrackingLine({ shipment }: { shipment: Pick<ShipmentView, 'carrier' | 'carrierName' | 'trackingNumber'> }) {
  const { locale } = useLocale();
  if (!shipment.carrier || !shipment.trackingNumber) return null;
  return (
    <FormattedMessage
      id={'delivery.shipping.trackingLine' satisfies MessageId}
      values={{ carrier: <bdi>{carrierLabel(locale, shipment.carrier, shipment.carrierName)}</bdi>, number: <bdi dir="ltr">{shipment.trackingNumber}</bdi> }}
    />
  );
}

interface Step {
  id: string;
  title: MessageId;
  /** When it was taken; absent while it is still to come. */
  at?: string;
  detail?: ReactNode;
}

function stepsOf(shipment: ShipmentView): Step[] {
  if (shipment.handover === 'reimburse') {
    const { receipt } = shipment;
    return [{ id: 'bought', title: 'delivery.shipping.step.bought', at: receipt?.uploadedAt, detail: receipt && <ReceiptLine receipt={receipt} /> }];
  }
  return [
    { id: 'address', title: 'delivery.shipping.step.address', at: shipment.addressConfirmedAt },
    { id: 'shipped', title: 'delivery.shipping.step.shipped', at: shipment.shippedAt, detail: <TrackingLine shipment={shipment} /> },
    { id: 'received', title: 'delivery.shipping.step.received', at: shipment.receivedAt },
  ];
}

/** The steps in order, each ticked with its day once taken. */
export function ShipmentSteps({ shipment }: { shipment: ShipmentView }) {
  const t = useT();
  const dates = useDates();
  return (
    <Stack as="ol" listStyleType="none" gap="3" aria-label={t('delivery.shipping.steps')}>
      {stepsOf(shipment).map((step, index) => (
        <HStack as="li" key={step.id} align="flex-start" gap="3">
          <Box
            flexShrink={0}
            boxSize="6"
            borderRadius="full"
            display="flex"
            alignItems="center"
            justifyContent="center"
            textStyle="xs"
            fontWeight="semibold"
            bg={step.at ? 'green.solid' : 'bg.muted'}
            color={step.at ? 'green.contrast' : 'fg.muted'}
            aria-hidden="true"
          >
            {step.at ? <CheckIcon boxSize="3.5" /> : index + 1}
          </Box>
          <Stack gap="0.5" minW="0">
            <Text fontWeight="medium" color={step.at ? 'fg' : 'fg.muted'}>
              {t(step.title)}
              <VisuallyHidden>{t(step.at ? 'delivery.shipping.stepDone' : 'delivery.shipping.stepToCome')}</VisuallyHidden>
            </Text>
            {step.at && (
              <Text textStyle="sm" color="fg.muted">
                {dates.day(step.at)}
              </Text>
            )}
            {step.at && step.detail && (
              <Text as="div" textStyle="sm" overflowWrap="anywhere">
                {step.detail}
              </Text>
            )}
          </Stack>
        </HStack>
      ))}
    </Stack>
  );
}

/** What she paid, and the receipt to open (a short-lived link). */
function ReceiptLine({ receipt }: { receipt: NonNullable<ShipmentView['receipt']> }) {
  const t = useT();
  return (
    <Stack gap="0.5">
      <Text>
        <FormattedMessage id={'delivery.shipping.receipt.paid' satisfies MessageId} values={{ amount: <Amount halalas={receipt.amount} /> }} />
      </Text>
      {receipt.url && (
        <Link href={receipt.url} target="_blank" rel="noopener" color="blue.700" w="fit-content">
          {t('delivery.shipping.receipt.open')}
          <VisuallyHidden>
            {' '}
            (<bdi>{receipt.fileName}</bdi>)
          </VisuallyHidden>
        </Link>
      )}
    </Stack>
  );
}

/** A Saudi national address, part by part, as a waybill asks for it. */
export function AddressFacts({ address }: { address: NationalAddress }) {
  const t = useT();
  return (
    <DataList.Root orientation="horizontal" gap="1.5" size="sm">
      {NATIONAL_ADDRESS_FIELDS.map((field) => (
        <DataList.Item key={field}>
          <DataList.ItemLabel minW="32">{t(`delivery.shipping.address.${field}`)}</DataList.ItemLabel>
          <DataList.ItemValue overflowWrap="anywhere">
            <bdi>{address[field]}</bdi>
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/** The problem the creator reported: both sides see what she wrote and when. */
export function ProblemNotice({ problem, audience, children }: { problem: NonNullable<ShipmentView['problem']>; audience: 'creator' | 'company'; children?: ReactNode }) {
  const t = useT();
  const dates = useDates();
  return (
    <Alert.Root status="warning" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{t(`delivery.shipping.problem.${audience}Title`, { date: dates.day(problem.reportedAt) })}</Alert.Title>
        <Alert.Description whiteSpace="pre-line" overflowWrap="anywhere" dir="auto">
          {problem.text}
        </Alert.Description>
        <Text textStyle="sm">{t(`delivery.shipping.problem.${audience}Next`)}</Text>
        {children}
      </Alert.Content>
    </Alert.Root>
  );
}
