import type { DomainEvent } from '../../shared/domain/events';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from '../core/clients';
import { eventPut } from './events';
import { CHAT_MAIL_DUE, chatMailDueIndexKey, INDEX, membershipKey, PREFIX_END } from './keys';
import { tableName } from './table';
import { cancellationCodes, transactWrite } from './transactions';

/** Mail about a channel's unread messages (docs/data-model.md, pattern 14h): who is due one, postponing, sending once. */

// Mail about unread messages (pattern 14h).

export interface MailDue {
  userId: string;
  channelId: string;
  dueAt: string;
}

/** The memberships whose mail is due by `now`, the longest waiting first (the keys only: the index copies no more). */
export async function listMailDue(now: string, limit: number): Promise<MailDue[]> {
  const { Items = [] } = await dynamoClient().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: INDEX.chatMailDue,
      KeyConditionExpression: 'GSI4PK = :pk AND GSI4SK <= :until',
      ExpressionAttributeValues: { ':pk': CHAT_MAIL_DUE, ':until': `${now}#${PREFIX_END}` },
      Limit: limit,
    }),
  );
  return Items.flatMap((item) => {
    const [dueAt, userId, channelId] = String(item.GSI4SK).split('#');
    return dueAt && userId && channelId ? [{ dueAt, userId, channelId }] : [];
  });
}

/** Moves a mail-due mark later (the last mail was too recent), on condition it is still the one read. */
export async function postponeMail(due: MailDue, until: string): Promise<boolean> {
  const next = chatMailDueIndexKey(until, due.userId, due.channelId);
  try {
    await dynamoClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: membershipKey(due.userId, due.channelId),
        UpdateExpression: 'SET mailDueAt = :until, GSI4SK = :sk',
        ConditionExpression: 'mailDueAt = :seen',
        ExpressionAttributeValues: { ':until': until, ':sk': next.GSI4SK, ':seen': due.dueAt },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Drops a mail-due mark whose messages were read meanwhile (nothing unread), on condition it is still the one read. */
export async function dropMailDue(due: MailDue): Promise<void> {
  try {
    await dynamoClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: membershipKey(due.userId, due.channelId),
        UpdateExpression: 'REMOVE mailDueAt, GSI4PK, GSI4SK',
        ConditionExpression: 'mailDueAt = :seen',
        ExpressionAttributeValues: { ':seen': due.dueAt },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/** Records a reminder once: the membership mailed now and out of the index (still unread, mark unchanged), with its event. */
export async function recordMailReminder(due: MailDue, mailedAt: string, event: DomainEvent): Promise<boolean> {
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName(),
          Key: membershipKey(due.userId, due.channelId),
          UpdateExpression: 'SET mailedAt = :now REMOVE mailDueAt, GSI4PK, GSI4SK',
          ConditionExpression: 'mailDueAt = :seen AND unread > :zero',
          ExpressionAttributeValues: { ':now': mailedAt, ':seen': due.dueAt, ':zero': 0 },
        },
      },
      eventPut(event),
    ]);
    return true;
  } catch (error) {
    if (cancellationCodes(error).length) return false;
    throw error;
  }
}
