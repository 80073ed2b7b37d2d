import { Card, DataList, Heading, Separator, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useT } from '../../../i18n/useT';
import { Amount } from '../../../components/Amount';
import { priceOf, type CampaignFormValues } from './draft';

/**
 * What the campaign costs so far (spec §9), from the first step on: the price of one video, the pictures of one
 * creator, the most each creator is reimbursed for the product (issue 28), times the creators, and the total, VAT
 * included. `withVat` adds the split of the total into the amount
 * before VAT and the VAT, which the payment step shows.
 */
export function PriceSummary({ values, withVat = false }: { values: CampaignFormValues; withVat?: boolean }) {
  const t = useT();
  const headingId = useId();
  const price = priceOf(values);
  const sar = (halalas: number) => <Amount halalas={halalas} />;
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="subtle" size="sm">
      <Card.Header>
        <Heading as="h2" size="md" id={headingId}>
          {t('create.price.title')}
        </Heading>
      </Card.Header>
      <Card.Body gap="3">
        {!price || !values.aspectRatio ? (
          <Text textStyle="sm" color="fg.muted">
            {t('create.price.choose')}
          </Text>
        ) : (
          <>
            <DataList.Root orientation="horizontal" gap="2" size="sm">
              <PriceRow label={t('term.price.perVideo')} value={sar(price.perVideo)}>
                <Text as="span" display="block" textStyle="xs" color="fg.muted" fontWeight="normal">
                  {t('create.price.videoChoice', { duration: t('term.duration', { seconds: values.videoDuration }), ratio: t(`term.aspectRatio.${values.aspectRatio}`) })}
                </Text>
              </PriceRow>
              {values.picturesNeeded && <PriceRow label={t('term.price.pictures')} value={sar(price.picturesPerCreator)} />}
              {values.product?.handover === 'reimburse' && (
                <PriceRow label={t('term.price.productBudget')} value={sar(price.productBudgetPerCreator ?? 0)}>
                  <Text as="span" display="block" textStyle="xs" color="fg.muted" fontWeight="normal">
                    {t('term.price.productBudgetHint')}
                  </Text>
                </PriceRow>
              )}
              <PriceRow label={t('term.price.creators')} value={t('create.price.times', { count: price.creators })} />
            </DataList.Root>
            <Separator />
            <DataList.Root orientation="horizontal" gap="2" size="sm">
              {withVat && (
                <>
                  <PriceRow label={t('term.price.net')} value={sar(price.net)} />
                  <PriceRow label={t('term.price.vat')} value={sar(price.vat)} />
                </>
              )}
              <PriceRow label={t('term.price.total')} value={sar(price.total)} strong />
            </DataList.Root>
          </>
        )}
        <Text textStyle="xs" color="fg.muted">
          {t('term.price.includesVat')}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

function PriceRow({ label, value, strong = false, children }: { label: string; value: ReactNode; strong?: boolean; children?: ReactNode }) {
  return (
    <DataList.Item alignItems="flex-start">
      <DataList.ItemLabel flex="1" color={strong ? 'fg' : 'fg.muted'} fontWeight={strong ? 'semibold' : 'normal'} display="block">
        {label}
        {children}
      </DataList.ItemLabel>
      <DataList.ItemValue flex="none" fontWeight={strong ? 'bold' : 'medium'} textStyle={strong ? 'md' : 'sm'} fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
        {value}
      </DataList.ItemValue>
    </DataList.Item>
  );
}
