import { Badge, HStack, Text } from '@chakra-ui/react';
import { useLocale } from '../../../i18n/LocaleProvider';
import { useT } from '../../../i18n/useT';
import { formatDay } from '../../../lib/format-day';
import { countdown, countdownPalette } from './countdown';
import { useNow } from './useNow';

/** The delivery deadline: "12 days left", "Due today" or "Overdue by 2 days", with its day. */
export function DueCountdown({ dueAt, withDate = false }: { dueAt: string; withDate?: boolean }) {
  const t = useT();
  const { locale } = useLocale();
  const state = countdown(dueAt, useNow());
  const label =
    state.kind === 'left'
      ? t('delivery.due.left', { days: state.days })
      : state.kind === 'today'
        ? t('delivery.due.today')
        : t('delivery.due.overdue', { days: state.days });
  return (
    <HStack gap="2" flexWrap="wrap">
      <Badge colorPalette={countdownPalette(state)} variant="subtle">
        {label}
      </Badge>
      {withDate && (
        <Text textStyle="sm" color="fg.muted">
          {t('delivery.due.on', { date: formatDay(dueAt, locale) })}
        </Text>
      )}
    </HStack>
  );
}
