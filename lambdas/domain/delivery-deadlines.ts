import { deadlineAction, DELIVERY_REMINDER_DAYS } from '../../shared/domain/results';
import { logInfo } from '../core/log';
import { newEvent } from '../data/events';
import { listDueDeliveries, recordOverdue, recordReminder } from '../data/delivery-deadlines';

/**
 * The daily deadline run (issue 12, 15-day delivery): each delivery still owed is reminded at 3 days and at 1 day
 * left, and marked overdue once its window ended, each at most once per window (the writes condition on it, so a
 * repeated or overlapping run changes nothing). Scheduled by EventBridge Scheduler on AWS, by a timer locally.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export async function runDeliveryDeadlines(now: Date): Promise<{ reminded: number; overdue: number }> {
  // Everything due within the first reminder's horizon, the overdue ones included.
  const horizon = new Date(now.getTime() + Math.max(...DELIVERY_REMINDER_DAYS) * DAY_MS).toISOString();
  const due = await listDueDeliveries(horizon);
  let reminded = 0;
  let overdue = 0;
  for (const delivery of due) {
    const action = deadlineAction(delivery.dueAt, now, delivery);
    if (!action) continue;
    const facts = { campaignId: delivery.campaignId, campaignTitle: delivery.campaignTitle, companyId: delivery.companyId, creatorId: delivery.creatorId, dueAt: delivery.dueAt };
    if (action.type === 'remind') {
      if (await recordReminder(delivery, action.daysLeft, newEvent('delivery.reminder', { ...facts, daysLeft: action.daysLeft }))) reminded += 1;
    } else if (await recordOverdue(delivery, now.toISOString(), newEvent('delivery.overdue', { ...facts, creatorName: delivery.creatorName }))) {
      overdue += 1;
    }
  }
  logInfo('Delivery deadlines run', { owed: due.length, reminded, overdue });
  return { reminded, overdue };
}
