import middy from '@middy/core';
import { logError } from '../core/log';
import { observability } from '../core/observability';
import { runDeliveryDeadlines } from '../domain/delivery-deadlines';
import { purgeShippingAddresses } from '../domain/shipments';

/**
 * The daily delivery-deadline run (lib/constructs/media.ts: an EventBridge Scheduler schedule passes its scheduled
 * time; the local stack's timer passes its own). The time decides what is due, so a late retry decides as the run
 * it repeats would have.
 */
export interface DeadlineRun {
  scheduledTime?: string;
}

async function run(event: DeadlineRun): Promise<{ reminded: number; overdue: number; addressesPurged: number }> {
  const scheduled = event.scheduledTime ? new Date(event.scheduledTime) : new Date();
  if (Number.isNaN(scheduled.getTime())) {
    // Guessing the time would remind or mark on the wrong day: nothing is decided, and the input is logged.
    logError('Delivery deadline run without a readable time: nothing done', { scheduledTime: event.scheduledTime });
    return { reminded: 0, overdue: 0, addressesPurged: 0 };
  }
  // Issue 28: the same daily run deletes the shipping addresses whose 30 days after the deal have passed.
  return { ...(await runDeliveryDeadlines(scheduled)), addressesPurged: await purgeShippingAddresses(scheduled) };
}

export const handler = middy(run).use(observability());
