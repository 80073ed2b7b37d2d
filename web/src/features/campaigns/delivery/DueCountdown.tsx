import { Badge, HStack, Text } from '@chakra-ui/react';
import { useT } from '../../../i18n/useT';
import { countdown, countdownPalette } from './countdown';
import { useNow } from './useNow';
import { useDates } from '../../../lib/dates';

/** The delivery deadline: "12 days left", "Due today" or "Overdue by 2 days", with its day. */
export function DueCountdown({ dueAt, withDate = false }: { dueAt: string; withDate?: boolean }) {
  const t = useT();
  const dates = useDates();
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
          {t('delivery.due.on', { date: dates.day(dueAt) })}
        </Text>
      )}
    </HStack>
  );
}
