import { deliveryDueAt } from '../../shared/domain/results';
import { countdown, countdownPalette } from '../../web/src/features/campaigns/delivery/countdown';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const acceptedAt = '2026-03-01T10:00:00.000Z';
const dueAt = deliveryDueAt(acceptedAt);
const at = (offsetMs: number) => new Date(Date.parse(dueAt) + offsetMs);

describe('the delivery countdown', () => {
  it('counts the days left as the API does, rounded up', () => {
    expect(countdown(dueAt, new Date(acceptedAt))).toEqual({ kind: 'left', days: 15 });
    expect(countdown(dueAt, at(-12 * DAY + HOUR))).toEqual({ kind: 'left', days: 12 });
    expect(countdown(dueAt, at(-DAY - HOUR))).toEqual({ kind: 'left', days: 2 });
  });

  it('says "today" for the last day up to the deadline itself', () => {
    expect(countdown(dueAt, at(-DAY))).toEqual({ kind: 'today' });
    expect(countdown(dueAt, at(-HOUR))).toEqual({ kind: 'today' });
    expect(countdown(dueAt, at(0))).toEqual({ kind: 'today' });
  });

  it('counts any part of a day past the deadline as a day overdue', () => {
    expect(countdown(dueAt, at(1))).toEqual({ kind: 'overdue', days: 1 });
    expect(countdown(dueAt, at(DAY))).toEqual({ kind: 'overdue', days: 1 });
    expect(countdown(dueAt, at(DAY + HOUR))).toEqual({ kind: 'overdue', days: 2 });
  });

  it('warns from three days left, alarms once overdue', () => {
    expect(countdownPalette({ kind: 'left', days: 12 })).toBe('gray');
    expect(countdownPalette({ kind: 'left', days: 3 })).toBe('orange');
    expect(countdownPalette({ kind: 'today' })).toBe('orange');
    expect(countdownPalette({ kind: 'overdue', days: 2 })).toBe('red');
  });
});
