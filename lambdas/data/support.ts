import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ContactMessage } from '../../shared/domain/contact';
import { dynamoClient } from '../core/clients';
import type { Item } from './item';
import { contactKey, rateLimitKey } from './keys';
import { tableName } from './table';

/**
 * Repository of contact messages and of the rate-limit allowances that guard public writes. Both are only written:
 * support reads a message in its mail, and an allowance is read by its own conditional update.
 */

export function contactToItem(contact: ContactMessage): Item {
  return { ...contactKey(contact.id), ...contact };
}

export async function createContactMessage(contact: ContactMessage): Promise<void> {
  await dynamoClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: contactToItem(contact),
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/**
 * Takes one unit of an allowance in one conditional write: the counter of this action, subject and window goes up
 * only while it is under `limit`, so parallel requests can never exceed it. Returns false when it is used up.
 */
export async function takeAllowance(
  allowance: { action: string; subject: string; limit: number },
  window: { start: string; expiresAt: number },
): Promise<boolean> {
  try {
    await dynamoClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: rateLimitKey(allowance.action, allowance.subject, window.start),
        UpdateExpression: 'ADD #count :one SET expiresAt = :expiresAt',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':one': 1, ':limit': allowance.limit, ':expiresAt': window.expiresAt },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
