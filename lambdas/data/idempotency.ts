import { count, oneOf, readItem, text, type Item, type Shape } from './item';
import { campaignDraftIdempotencyKey, idempotencyKey } from './keys';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from '../core/clients';
import { getItem, tableName, type TableKey, type TransactItem } from './table';

/**
 * Idempotency records: a side effect done once (a campaign created from a draft, a provider event recorded) keeps
 * its key until `expiresAt` (epoch seconds, TTL), so a repeat finds it and answers what the first one did.
 */

export interface CampaignCreateRecord {
  kind: 'campaign-create';
  campaignId: string;
  createdAt: string;
  expiresAt: number;
}

export interface PaymentEventRecord {
  kind: 'payment-event';
  transactionId: string;
  createdAt: string;
  expiresAt: number;
}

const CAMPAIGN_CREATE_SHAPE: Shape<CampaignCreateRecord> = { kind: oneOf(['campaign-create']), campaignId: text, createdAt: text, expiresAt: count };

/** Puts a record under `key`, in a transaction, on condition that the key is free (or, with `freeAfter`, expired by then). */
function claim(key: TableKey, record: CampaignCreateRecord | PaymentEventRecord, freeAfter?: string): TransactItem {
  const expired = freeAfter ? { ConditionExpression: 'attribute_not_exists(PK) OR expiresAt < :now', ExpressionAttributeValues: { ':now': Math.floor(Date.parse(freeAfter) / 1000) } } : undefined;
  return { Put: { TableName: tableName(), Item: { ...key, ...record }, ...(expired ?? { ConditionExpression: 'attribute_not_exists(PK)' }) } };
}

/** A draft's key, taken for its campaign; a key past its `expiresAt` that TTL has not removed yet counts as free. */
export function claimCampaignDraft(companyId: string, draftKey: string, record: CampaignCreateRecord): TransactItem {
  return claim(campaignDraftIdempotencyKey(companyId, draftKey), record, record.createdAt);
}

/** The campaign a draft's key created, if the key is taken. */
export async function getCampaignDraft(companyId: string, draftKey: string): Promise<CampaignCreateRecord | undefined> {
  const item: Item | undefined = await getItem(campaignDraftIdempotencyKey(companyId, draftKey), { consistent: true });
  return item && readItem('campaign draft key', CAMPAIGN_CREATE_SHAPE, item);
}

/** A provider event's key, taken once. */
export function claimPaymentEvent(eventKey: string, record: PaymentEventRecord): TransactItem {
  return claim(idempotencyKey(eventKey), record);
}

/** Whether a provider event was recorded already. */
export async function isPaymentEventClaimed(eventKey: string): Promise<boolean> {
  return (await getItem(idempotencyKey(eventKey), { consistent: true, attributes: ['PK'] })) !== undefined;
}

/** How long a sent notice mail's key is kept: longer than the stream keeps a record (24 hours) by far. */
const NOTICE_MAIL_KEY_DAYS = 30;

/**
 * Takes the key of the mail an event causes, before it is sent: false when it was taken already (the event was
 * redelivered), so the mail is never sent twice. `releaseNoticeMail` gives it back when the send failed.
 */
export async function claimNoticeMail(eventId: string, now = new Date()): Promise<boolean> {
  const expiresAt = Math.floor(now.getTime() / 1000) + NOTICE_MAIL_KEY_DAYS * 86_400;
  try {
    await dynamoClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...idempotencyKey(`notice-mail:${eventId}`), kind: 'notice-mail', createdAt: now.toISOString(), expiresAt },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

export async function releaseNoticeMail(eventId: string): Promise<void> {
  await dynamoClient().send(new DeleteCommand({ TableName: tableName(), Key: idempotencyKey(`notice-mail:${eventId}`) }));
}
