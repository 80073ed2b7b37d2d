import { Badge, Card, DataList, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { CampaignView } from '../../../../../shared/domain/campaign';
import { PICTURES_PER_CREATOR } from '../../../../../shared/domain/constants';
import type { ProductNeed } from '../../../../../shared/domain/shipping';
import { PageSection } from '../../../components/Page';
import type { MessageId } from '../../../i18n/locale';
import { useT } from '../../../i18n/useT';
import { Amount } from '../../../components/Amount';
import { useDates } from '../../../lib/dates';

/** Labelled facts, each label beside its value. */
function Facts({ facts, labelWidth }: { facts: { label: MessageId; value: ReactNode }[]; labelWidth: string }) {
  const t = useT();
  return (
    <DataList.Root orientation="horizontal" gap="3">
      {facts.map(({ label, value }) => (
        <DataList.Item key={label} alignItems="flex-start">
          <DataList.ItemLabel minW={labelWidth} flexShrink="0">
            {t(label)}
          </DataList.ItemLabel>
          <DataList.ItemValue overflowWrap="anywhere">{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

function Tags({ label, values }: { label: string; values: string[] }) {
  return (
    <Wrap as="ul" gap="2" listStyleType="none" aria-label={label}>
      {values.map((value) => (
        <li key={value}>
          <Badge colorPalette="blue" variant="subtle" size="md">
            {value}
          </Badge>
        </li>
      ))}
    </Wrap>
  );
}

/** Issue 28: how creators get the product, and for a purchase the most each is paid back. */
function ProductTerms({ product }: { product: ProductNeed }) {
  const t = useT();
  if (product.handover === 'ship') return t('campaign.productShipped');
  // In a span: the list's value is a flex box, which would drop the space before the amount.
  return (
    <span>
      <FormattedMessage id={'campaign.productReimbursed' satisfies MessageId} values={{ amount: <Amount halalas={product.reimbursementLimit ?? 0} /> }} />
    </span>
  );
}

/** What the company asks for (spec §3 campaign creation form), as every role sees it. */
export function CampaignBrief({ campaign }: { campaign: CampaignView }) {
  const t = useT();
  const dates = useDates();
  const facts: { label: MessageId; value: ReactNode }[] = [
    { label: 'campaign.contentType', value: t(`term.contentType.${campaign.contentType}`) },
    { label: 'campaign.aspectRatio', value: <bdi>{t(`term.aspectRatio.${campaign.aspectRatio}`)}</bdi> },
    { label: 'campaign.duration', value: t('term.duration', { seconds: campaign.videoDuration }) },
    {
      label: 'campaign.creators',
      value: t('campaign.placesFilled', { accepted: campaign.acceptedCount, total: campaign.numberOfContentCreators }),
    },
    {
      label: 'campaign.pictures',
      value: campaign.picturesNeeded ? t('campaign.picturesNeeded', { count: PICTURES_PER_CREATOR }) : t('campaign.picturesNotNeeded'),
    },
    ...(campaign.product ? [{ label: 'campaign.product' as const, value: <ProductTerms product={campaign.product} /> }] : []),
    { label: 'campaign.preferredAge', value: <bdi>{t(`term.age.${campaign.preferredAge}`)}</bdi> },
    { label: 'campaign.gender', value: t(`term.gender.${campaign.gender}`) },
    {
      label: 'campaign.interests',
      value: <Tags label={t('campaign.interests')} values={campaign.creatorInterests.map((id) => t(`term.category.${id}`))} />,
    },
    {
      label: 'campaign.shouldShow',
      value: <Tags label={t('campaign.shouldShow')} values={campaign.creatorShouldShow.map((id) => t(`term.shouldShow.${id}`))} />,
    },
    { label: 'campaign.location', value: t(`term.location.${campaign.location}`) },
    {
      label: 'campaign.published',
      value: campaign.publishedAt ? dates.day(campaign.publishedAt) : <Text color="fg.muted">{t('campaign.notPublished')}</Text>,
    },
  ];
  return (
    <Stack gap="8" minW="0">
      <PageSection title={t('campaign.description')}>
        {/* People write in either language: the text takes its own direction. */}
        <Text whiteSpace="pre-line" overflowWrap="anywhere" dir="auto">
          {campaign.description}
        </Text>
      </PageSection>
      <PageSection title={t('campaign.brief')}>
        <Facts facts={facts} labelWidth="36" />
      </PageSection>
      {campaign.additionalNotes && (
        <PageSection title={t('campaign.notes')}>
          <Text whiteSpace="pre-line" overflowWrap="anywhere" dir="auto">
            {campaign.additionalNotes}
          </Text>
        </PageSection>
      )}
    </Stack>
  );
}

/** What the campaign costs its company (spec §9): the VAT-inclusive breakdown, beside the brief on a wide screen. */
export function PriceBreakdownSection({ campaign }: { campaign: CampaignView }) {
  const t = useT();
  const sar = (halalas: number) => <Amount halalas={halalas} />;
  const { price } = campaign;
  const facts: { label: MessageId; value: ReactNode }[] = [
    { label: 'term.price.perVideo', value: sar(price.perVideo) },
    ...(price.picturesPerCreator > 0 ? [{ label: 'term.price.pictures' as const, value: sar(price.picturesPerCreator) }] : []),
    { label: 'term.price.perCreator', value: sar(price.perCreator) },
    ...(price.productBudgetPerCreator ? [{ label: 'term.price.productBudget' as const, value: sar(price.productBudgetPerCreator) }] : []),
    { label: 'term.price.creators', value: price.creators },
    { label: 'term.price.net', value: sar(price.net) },
    { label: 'term.price.vat', value: sar(price.vat) },
    { label: 'term.price.total', value: <Text fontWeight="semibold">{sar(price.total)}</Text> },
    // Issue 28: what its creators' purchases left of the product budget, refunded once the campaign completed.
    ...(campaign.productBudgetReturned !== undefined ? [{ label: 'term.price.productBudgetReturned' as const, value: sar(campaign.productBudgetReturned) }] : []),
  ];
  return (
    <Card.Root as="section" variant="outline" aria-labelledby="campaign-price">
      <Card.Body gap="4">
        <Heading as="h2" size="lg" id="campaign-price">
          {t('campaign.price')}
        </Heading>
        <Facts facts={facts} labelWidth="48" />
        <Text fontSize="sm" color="fg.muted">
          {t('term.price.includesVat')}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
