import { deadlineAction, deliveryDueAt, deliveryWindowStart } from '../../shared/domain/results';

/** The daily deadline run's decision (issue 12: reminders at 3 days and 1 day left, overdue after day 15), table-tested. */

const acceptedAt = '2026-11-01T09:00:00.000Z';
const due = deliveryDueAt(acceptedAt);
const at = (iso: string) => new Date(iso);

describe('the delivery window', () => {
  it('ends 15 days after acceptance, and restarts at a request for revision', () => {
    expect(due).toBe('2026-11-16T09:00:00.000Z');
    expect(deliveryWindowStart({ status: 'in-progress', acceptedAt })).toBe(acceptedAt);
    expect(deliveryWindowStart({ status: 'needs-revision', acceptedAt, reviewedAt: '2026-11-10T12:00:00.000Z' })).toBe('2026-11-10T12:00:00.000Z');
    expect(deliveryWindowStart({ status: 'under-review', acceptedAt, reviewedAt: '2026-11-10T12:00:00.000Z' })).toBe(acceptedAt);
  });
});

describe('what the daily run does', () => {
  it.each([
    ['day 1: nothing', '2026-11-02T09:00:00.000Z', {}, undefined],
    ['4 days left: nothing', '2026-11-12T09:00:00.000Z', {}, undefined],
    ['3 days left: the first reminder', '2026-11-13T09:00:00.000Z', {}, { type: 'remind', daysLeft: 3 }],
    ['2.5 days left, not reminded (a missed run): the 3-day reminder', '2026-11-13T21:00:00.000Z', {}, { type: 'remind', daysLeft: 3 }],
    ['2 days left, reminded at 3: nothing', '2026-11-14T09:00:00.000Z', { remindedDays: 3 }, undefined],
    ['1 day left, reminded at 3: the last reminder', '2026-11-15T09:00:00.000Z', { remindedDays: 3 }, { type: 'remind', daysLeft: 1 }],
    ['1 day left, never reminded: only the last reminder, not two', '2026-11-15T09:00:00.000Z', {}, { type: 'remind', daysLeft: 1 }],
    ['an hour left, reminded at 1: nothing', '2026-11-16T08:00:00.000Z', { remindedDays: 1 }, undefined],
    ['the window ended: overdue', '2026-11-16T09:00:00.000Z', { remindedDays: 1 }, { type: 'overdue' }],
    ['overdue already: nothing more', '2026-11-18T09:00:00.000Z', { remindedDays: 1, overdueAt: '2026-11-16T09:00:01.000Z' }, undefined],
  ])('%s', (_name, now, state, expected) => {
    expect(deadlineAction(due, at(now), state)).toEqual(expected);
  });
});
