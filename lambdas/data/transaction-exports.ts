import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { EXPORT_RETENTION_DAYS, TRANSACTION_STATUSES, TRANSACTION_TYPES, type TransactionStatus, type TransactionType } from '../../shared/domain/ledger';
import type { DomainEvent } from '../../shared/domain/events';
import { dynamoClient } from '../core/clients';
import { eventPut } from './events';
import { count, oneOf, optional, readItem, text, type Shape } from './item';
import { transactionsExportKey } from './keys';
import { getItem, tableName } from './table';
import { TABLE_TTL_ATTRIBUTE } from './table-definition';
import { transactWrite } from './transactions';

/** Repository of the admins' CSV exports of transactions: what was asked for, and the file once the documents function made it. */

export interface TransactionsExportRecord {
  id: string;
  adminId: string;
  transactionType: TransactionType;
  status?: TransactionStatus;
  search?: string;
  state: 'preparing' | 'ready';
  createdAt: string;
  /** Once made: the object key under exports/, and how many transactions it lists. */
  key?: string;
  rows?: number;
}

const EXPORT_SHAPE: Shape<TransactionsExportRecord> = {
  id: text,
  adminId: text,
  transactionType: oneOf(TRANSACTION_TYPES),
  status: optional(oneOf(TRANSACTION_STATUSES)),
  search: optional(text),
  state: oneOf(['preparing', 'ready'] as const),
  createdAt: text,
  key: optional(text),
  rows: optional(count),
};

/** Records the request with the event that has the documents function make the file, in one transaction. */
export async function createTransactionsExport(record: TransactionsExportRecord, event: DomainEvent<'ledger.export.requested'>): Promise<void> {
  const expiresAt = Math.floor(Date.parse(record.createdAt) / 1000) + EXPORT_RETENTION_DAYS * 86_400;
  await transactWrite([
    { Put: { TableName: tableName(), Item: { ...transactionsExportKey(record.id), ...record, [TABLE_TTL_ATTRIBUTE]: expiresAt }, ConditionExpression: 'attribute_not_exists(PK)' } },
    eventPut(event),
  ]);
}

export async function getTransactionsExport(exportId: string): Promise<TransactionsExportRecord | undefined> {
  const item = await getItem(transactionsExportKey(exportId), { consistent: true });
  return item && readItem('transactions export', EXPORT_SHAPE, item);
}

/** The file is made: a redelivered event that made it again changes only the count, to the same. */
export async function markTransactionsExportReady(exportId: string, key: string, rows: number): Promise<void> {
  await dynamoClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: transactionsExportKey(exportId),
      UpdateExpression: 'SET #state = :ready, #key = :key, #rows = :rows',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#state': 'state', '#key': 'key', '#rows': 'rows' },
      ExpressionAttributeValues: { ':ready': 'ready', ':key': key, ':rows': rows },
    }),
  );
}
