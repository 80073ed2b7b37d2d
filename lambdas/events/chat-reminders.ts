import middy from '@middy/core';
import { logError } from '../core/log';
import { observability } from '../core/observability';
import { remindUnreadChats } from '../domain/chat-unread-mail';

/**
 * The chat's unread-mail check (lib/constructs/schedules.ts: an EventBridge Scheduler schedule every 5 minutes passes
 * its scheduled time; the local stack's timer, every minute, passes none: now). Members whose messages have waited
 * unread 10 minutes get a `chat.unread.reminder` event, at most one an hour per channel, which the events dispatcher
 * mails. Each reminder is keyed per channel and hour, so a retried run makes none twice.
 */
export interface ReminderRun {
  scheduledTime?: string;
}

async function run(event: ReminderRun): Promise<{ reminded: number }> {
  const now = event.scheduledTime ? new Date(event.scheduledTime) : new Date();
  if (Number.isNaN(now.getTime())) {
    // Guessing the time could mail too early: nothing is decided, and the input is logged.
    logError('Chat reminder run without a readable time: nothing done', { scheduledTime: event.scheduledTime });
    return { reminded: 0 };
  }
  return { reminded: await remindUnreadChats(now) };
}

export const handler = middy(run).use(observability());
