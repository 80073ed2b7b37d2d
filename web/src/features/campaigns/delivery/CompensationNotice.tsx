import { Alert } from '@chakra-ui/react';
import type { CompensationView } from '../../../../../shared/domain/results';
import { useLocale } from '../../../i18n/LocaleProvider';
import { useT } from '../../../i18n/useT';
import { formatDay } from '../../../lib/format-day';

/** Where a compensation request stands, for both sides: when it was asked, why, and that an admin decides. */
export function CompensationNotice({ compensation, audience }: { compensation: CompensationView; audience: 'company' | 'creator' }) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <Alert.Root status="warning" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('delivery.compensation.notice', { date: formatDay(compensation.requestedAt, locale) })}</Alert.Title>
        <Alert.Description whiteSpace="pre-line" overflowWrap="anywhere">
          <bdi>{compensation.reason}</bdi>
          {' — '}
          {t(audience === 'company' ? 'delivery.compensation.pendingCompany' : 'delivery.compensation.pendingCreator')}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
