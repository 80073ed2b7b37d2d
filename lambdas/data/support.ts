import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ContactMessage } from '../../shared/domain/contact';
import { dynamoClient } from '../core/clients';
import { config } from '../core/config';
import { contactKey, rateLimitKey } from './keys';

/** Repository of contact messages and of the rate-limit counters that guard public writes. */

export async function createContactMessage(contact: ContactMessage): Promise<void> {
  await dynamoClient().send(
    new PutCommand({
      TableName: config().tableName,
      Item: { ...contactKey(contact.id), ...contact },
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
        TableName: config().tableName,
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
