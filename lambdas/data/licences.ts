import { DeleteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Licence, LicenceStatus } from '../../shared/domain/licence';
import { dynamoClient } from '../core/clients';
import { config } from '../core/config';
import { ConflictError } from '../core/errors';
import { counterKey, creatorDetailsKey, INDEX, licenceKey, PENDING_LICENCES, pendingLicenceIndexKey, pendingLicencesCounterName } from './keys';
import { cancellationCodes, transactWrite } from './transactions';

/**
 * Repository of licence submissions. Each submission is its own item; the creator's details item keeps a summary of
 * the latest one and of the newest approved one, written in the same transactions, so a profile is read in one go.
 */

/** A submission as stored: the licence plus what the review queue shows without reading the creator. */
export interface LicenceRecord extends Licence {
  creatorId: string;
  creatorName: string;
  creatorEmail: string;
  /** The admin who decided. */
  decidedBy?: string;
}

const ATTRIBUTES_OF_LICENCE = [
  'id',
  'creatorId',
  'creatorName',
  'creatorEmail',
  'issuedOn',
  'expiresOn',
  'file',
  'status',
  'submittedAt',
  'decidedAt',
  'decidedBy',
  'reason',
] as const satisfies readonly (keyof LicenceRecord)[];

function toRecord(item: Record<string, unknown>): LicenceRecord {
  return Object.fromEntries(ATTRIBUTES_OF_LICENCE.filter((name) => item[name] !== undefined).map((name) => [name, item[name]])) as unknown as LicenceRecord;
}

/** The summary kept on the creator's details item: the licence without the queue's copies. */
function summaryOf(record: LicenceRecord): Licence {
  const { creatorId: _creatorId, creatorName: _creatorName, creatorEmail: _creatorEmail, decidedBy: _decidedBy, ...licence } = record;
  return licence;
}

export async function getLicence(creatorId: string, licenceId: string): Promise<LicenceRecord | undefined> {
  const { Item } = await dynamoClient().send(new GetCommand({ TableName: config().tableName, Key: licenceKey(creatorId, licenceId) }));
  return Item ? toRecord(Item) : undefined;
}

/**
 * Stores a new pending submission and makes it the creator's latest. A pending predecessor is deleted in the same
 * transaction (a new submission replaces one that waits), otherwise the queue's counter grows by one. The creator's
 * latest must still be `previous`, and a pending predecessor still pending: a concurrent submission or decision
 * makes this a 409, and the creator sends again.
 */
export async function submitLicence(record: LicenceRecord, previous: Licence | undefined): Promise<void> {
  const { tableName } = config();
  const replacesPending = previous?.status === 'pending';
  try {
    await transactWrite([
      {
        Put: {
          TableName: tableName,
          Item: { ...licenceKey(record.creatorId, record.id), ...pendingLicenceIndexKey(record.submittedAt, record.id), ...record },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Update: {
          TableName: tableName,
          Key: creatorDetailsKey(record.creatorId),
          UpdateExpression: 'SET licence = :licence, updatedAt = :now',
          ...(previous
            ? { ConditionExpression: 'licence.id = :previous', ExpressionAttributeValues: { ':licence': summaryOf(record), ':now': record.submittedAt, ':previous': previous.id } }
            : { ConditionExpression: 'attribute_not_exists(licence)', ExpressionAttributeValues: { ':licence': summaryOf(record), ':now': record.submittedAt } }),
        },
      },
      replacesPending
        ? {
            Delete: {
              TableName: tableName,
              Key: licenceKey(record.creatorId, previous.id),
              ConditionExpression: '#status = :pending',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':pending': 'pending' },
            },
          }
        : counterChange(1),
    ]);
  } catch (error) {
    if (cancellationCodes(error).length) throw new ConflictError();
    throw error;
  }
}

export interface LicenceDecisionWrite {
  status: Exclude<LicenceStatus, 'pending'>;
  decidedAt: string;
  decidedBy: string;
  reason?: string;
}

/**
 * Decides a pending licence, once: the licence leaves the queue, the creator's summary shows the outcome (and an
 * approval becomes the creator's approved licence), the counter drops. If it is no longer pending (another admin
 * decided first) nothing is written and the answer is a 409 `LICENCE_ALREADY_DECIDED`.
 */
export async function decideLicence(record: LicenceRecord, decision: LicenceDecisionWrite): Promise<LicenceRecord> {
  const { tableName } = config();
  const decided: LicenceRecord = { ...record, ...decision };
  const outcome = { ':status': decision.status, ':at': decision.decidedAt, ...(decision.reason ? { ':reason': decision.reason } : {}) };
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName,
          Key: licenceKey(record.creatorId, record.id),
          UpdateExpression: `SET #status = :status, decidedAt = :at, decidedBy = :by${decision.reason ? ', reason = :reason' : ''} REMOVE GSI1PK, GSI1SK`,
          ConditionExpression: '#status = :pending',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ...outcome, ':by': decision.decidedBy, ':pending': 'pending' },
        },
      },
      {
        Update: {
          TableName: tableName,
          Key: creatorDetailsKey(record.creatorId),
          UpdateExpression:
            `SET licence.#status = :status, licence.decidedAt = :at` +
            (decision.reason ? ', licence.reason = :reason' : '') +
            (decision.status === 'approved' ? ', approvedLicence = :approved' : ''),
          ConditionExpression: 'licence.id = :id',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ...outcome, ':id': record.id, ...(decision.status === 'approved' ? { ':approved': summaryOf(decided) } : {}) },
        },
      },
      counterChange(-1),
    ]);
  } catch (error) {
    const codes = cancellationCodes(error);
    if (!codes.length) throw error;
    // The licence's own condition failed: decided meanwhile. Anything else (the creator's summary changed): retry-able.
    throw new ConflictError(codes[0] === 'ConditionalCheckFailed' ? 'LICENCE_ALREADY_DECIDED' : 'CONFLICT');
  }
  return decided;
}

/**
 * One page of the pending queue, newest first. Page n reads the first n pages of the index: the queue is worked
 * down by admins and stays short, and the total comes from the counter, never from counting the partition.
 */
export async function listPendingLicences(page: number, pageSize: number): Promise<LicenceRecord[]> {
  const wanted = page * pageSize;
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const { Items, LastEvaluatedKey } = await dynamoClient().send(
      new QueryCommand({
        TableName: config().tableName,
        IndexName: INDEX.pendingLicences,
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': PENDING_LICENCES },
        ScanIndexForward: false,
        Limit: wanted - items.length,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(Items ?? []));
    startKey = LastEvaluatedKey;
  } while (startKey && items.length < wanted);
  return items.slice((page - 1) * pageSize, wanted).map(toRecord);
}

/** Licences waiting for review, from the counter kept with every change of the queue. */
export async function countPendingLicences(): Promise<number> {
  const { Item } = await dynamoClient().send(new GetCommand({ TableName: config().tableName, Key: counterKey(pendingLicencesCounterName) }));
  const count = typeof Item?.count === 'number' ? Item.count : 0;
  return Math.max(0, count);
}

/**
 * Deletes every licence of a deleted account; a pending one leaves the queue's counter in the same transaction.
 * Deleting what is already gone is not an error, so a retry completes.
 */
export async function deleteCreatorLicences(creatorId: string): Promise<void> {
  const { tableName } = config();
  const { PK, SK } = licenceKey(creatorId, '');
  const { Items = [] } = await dynamoClient().send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': PK, ':prefix': SK },
    }),
  );
  for (const item of Items.map(toRecord)) {
    const Key = licenceKey(creatorId, item.id);
    if (item.status !== 'pending') {
      await dynamoClient().send(new DeleteCommand({ TableName: tableName, Key }));
      continue;
    }
    try {
      await transactWrite([
        {
          Delete: {
            TableName: tableName,
            Key,
            ConditionExpression: '#status = :pending',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':pending': 'pending' },
          },
        },
        counterChange(-1),
      ]);
    } catch (error) {
      // Decided (or deleted) meanwhile: no longer in the queue, so only the item itself may remain.
      if (!cancellationCodes(error).length) throw error;
      await dynamoClient().send(new DeleteCommand({ TableName: tableName, Key }));
    }
  }
}

function counterChange(by: 1 | -1) {
  return {
    Update: {
      TableName: config().tableName,
      Key: counterKey(pendingLicencesCounterName),
      UpdateExpression: 'ADD #count :by',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':by': by },
    },
  };
}
