import middy from '@middy/core';
import type { SNSEvent } from 'aws-lambda';
import { observability } from '../core/observability';
import { recordMailFeedback } from '../domain/mail-feedback';

/**
 * The stage's mail feedback topic (SES's bounces and complaints, lib/constructs/mail.ts; on the local stack the
 * mailbox reports SES's mailbox simulator addresses the same way, scripts/local/ses-feedback.ts): each address SES
 * could not deliver to for good, or whose recipient complained, is not mailed again.
 */
async function recordFeedback(event: SNSEvent): Promise<void> {
  for (const record of event.Records) await recordMailFeedback(record.Sns.Message);
}

export const handler = middy(recordFeedback).use(observability());
