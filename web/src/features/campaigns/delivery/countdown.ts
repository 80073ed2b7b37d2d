import { deliveryDaysLeft } from '../../../../../shared/domain/results';

const DAY_MS = 24 * 60 * 60 * 1000;
/** From this many days left, the countdown warns. */
export const DUE_SOON_DAYS = 3;

/** Where a delivery stands against its deadline, as the countdown words it. */
export type Countdown =
  | { kind: 'left'; days: number }
  /** The last 24 hours before the deadline. */
  | { kind: 'today' }
  | { kind: 'overdue'; days: number };

/**
 * "12 days left", "Due today", "Overdue by 2 days". Days left count as the API counts them (`deliveryDaysLeft`,
 * rounded up), so the creator and the company read the same number; the last day is "today", and any part of a day
 * past the deadline counts as a day overdue.
 */
export function countdown(dueAt: string, now: Date): Countdown {
  const left = deliveryDaysLeft(dueAt, now);
  if (left > 1) return { kind: 'left', days: left };
  const late = now.getTime() - Date.parse(dueAt);
  if (late <= 0) return { kind: 'today' };
  return { kind: 'overdue', days: Math.ceil(late / DAY_MS) };
}

/** The colour of the countdown: a deadline close or past stands out. */
export function countdownPalette(state: Countdown): 'red' | 'orange' | 'gray' {
  if (state.kind === 'overdue') return 'red';
  if (state.kind === 'today' || state.days <= DUE_SOON_DAYS) return 'orange';
  return 'gray';
}
