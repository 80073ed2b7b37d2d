import { Box, HStack, SimpleGrid, Skeleton, Stack, Stat, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { LedgerMonth, LedgerTotals } from '../../../../../shared/domain/ledger';
import { Amount } from '../../../components/Amount';
import { LoadFailure } from '../../../components/LoadFailure';
import { useApiQuery } from '../../../hooks/useApiQuery';
import { useDates } from '../../../lib/dates';
import { useT } from '../../../i18n/useT';
import { transactionQueries } from './api';

/**
 * The ledger's figures (issue 13): paid in, paid out, owed to creators, the VAT collected, refunds and failed
 * payments, then payments and payouts month by month. Every number comes from the ledger's running sums.
 */
export function LedgerFigures() {
  const t = useT();
  const { resource, reload } = useApiQuery(transactionQueries.summary());
  if (resource.status === 'loading') {
    return (
      <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="3" role="status" aria-label={t('common.loading')}>
        {[0, 1, 2, 3, 4, 5].map((index) => (
          <Skeleton key={index} height="24" borderRadius="l3" />
        ))}
      </SimpleGrid>
    );
  }
  if (resource.status === 'failed') return <LoadFailure error={resource.error} onRetry={reload} />;
  const { totals, months } = resource.data;
  return (
    <Stack gap="6">
      <Totals totals={totals} />
      <MonthChart months={months} />
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box as="li" borderWidth="1px" borderRadius="l3" p="4" minW="0">
      <Stat.Root>
        <Stat.Label>{label}</Stat.Label>
        <Stat.ValueText fontSize={{ base: 'lg', md: 'xl' }} overflowWrap="anywhere">
          {value}
        </Stat.ValueText>
      </Stat.Root>
    </Box>
  );
}

function Totals({ totals }: { totals: LedgerTotals }) {
  const t = useT();
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 3, xl: 6 }} gap="3" aria-label={t('admin.transactions.figures')}>
      <Figure label={t('admin.transactions.paidIn')} value={<Amount halalas={totals.paidIn} />} />
      <Figure label={t('admin.transactions.paidOut')} value={<Amount halalas={totals.paidOut} />} />
      <Figure label={t('admin.transactions.owed')} value={<Amount halalas={totals.owed} />} />
      <Figure label={t('admin.transactions.vatCollected')} value={<Amount halalas={totals.vatCollected} />} />
      <Figure label={t('admin.transactions.refunded')} value={<Amount halalas={totals.refunded} />} />
      <Figure label={t('admin.transactions.failedPayments')} value={totals.failedPayments} />
    </SimpleGrid>
  );
}

/**
 * Payments in and payouts out per month, as pairs of bars scaled to the largest month. The bars follow the reading
 * direction (the newest month last, at the left in Arabic); the same figures are in a table for screen readers.
 */
function MonthChart({ months }: { months: LedgerMonth[] }) {
  const t = useT();
  const dates = useDates();
  const largest = Math.max(1, ...months.flatMap((month) => [month.paidIn, month.paidOut]));
  const height = (halalas: number) => `${Math.round((halalas / largest) * 100)}%`;
  return (
    <Box as="figure" borderWidth="1px" borderRadius="l3" p="4">
      <HStack as="figcaption" justify="space-between" flexWrap="wrap" gap="2" mb="3">
        <Text fontWeight="semibold">{t('admin.transactions.chartTitle')}</Text>
        <HStack gap="4" fontSize="sm" aria-hidden="true">
          <HStack gap="1">
            <Box boxSize="3" bg="blue.500" borderRadius="sm" />
            <Text>{t('admin.transactions.paidIn')}</Text>
          </HStack>
          <HStack gap="1">
            <Box boxSize="3" bg="green.500" borderRadius="sm" />
            <Text>{t('admin.transactions.paidOut')}</Text>
          </HStack>
        </HStack>
      </HStack>
      <HStack align="stretch" gap={{ base: '1', md: '3' }} height={{ base: '52', md: '40' }} aria-hidden="true">
        {months.map((month) => (
          <Stack key={month.month} flex="1" minW="0" gap="1">
            <HStack flex="1" align="flex-end" justify="center" gap="0.5">
              <Box w="40%" maxW="4" h={height(month.paidIn)} minH={month.paidIn ? '1px' : '0'} bg="blue.500" borderTopRadius="sm" />
              <Box w="40%" maxW="4" h={height(month.paidOut)} minH={month.paidOut ? '1px' : '0'} bg="green.500" borderTopRadius="sm" />
            </HStack>
            {/* Twelve months' names do not fit side by side on a phone: there they stand on end, whole. */}
            <Text
              fontSize="xs"
              color="fg.muted"
              whiteSpace="nowrap"
              alignSelf="center"
              writingMode={{ base: 'vertical-rl', md: 'horizontal-tb' }}
              transform={{ base: 'rotate(180deg)', md: 'none' }}
            >
              {dates.month(month.month)}
            </Text>
          </Stack>
        ))}
      </HStack>
      <VisuallyHidden>
        <table>
          <caption>{t('admin.transactions.chartTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.transactions.month')}</th>
              <th scope="col">{t('admin.transactions.paidIn')}</th>
              <th scope="col">{t('admin.transactions.paidOut')}</th>
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.month}>
                <th scope="row">{dates.month(month.month, true)}</th>
                <td>
                  <Amount halalas={month.paidIn} />
                </td>
                <td>
                  <Amount halalas={month.paidOut} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Box>
  );
}
