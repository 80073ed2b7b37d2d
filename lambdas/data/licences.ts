import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { LICENCE_STATUSES, type Licence, type LicenceStatus } from '../../shared/domain/licence';
import { dynamoClient } from '../core/clients';
import { ConflictError } from '../core/errors';
import { attributesOf, oneOf, optional, pickShape, readItem, text, type Item, type Shape } from './item';
import { counterKey, creatorDetailsKey, INDEX, licenceKey, PENDING_LICENCES, pendingLicenceIndexKey, pendingLicencesCounterName } from './keys';
import { beginsWith, countChange, getItem, projection, queryAll, queryPage, readCount, tableName, type TransactItem } from './table';
import { cancellationCodes, transactWrite } from './transactions';
import { eventPut } from './events';
import type { DomainEvent } from '../../shared/domain/events';

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

/** A licence as the creator's details item keeps it (its latest and its approved one). */
export const LICENCE_SHAPE: Shape<Licence> = {
  id: text,
  issuedOn: text,
  expiresOn: text,
  file: text,
  status: oneOf(LICENCE_STATUSES),
  submittedAt: text,
  decidedAt: optional(text),
  reason: optional(text),
};

const LICENCE_RECORD_SHAPE: Shape<LicenceRecord> = {
  ...LICENCE_SHAPE,
  creatorId: text,
  creatorName: text,
  creatorEmail: text,
  decidedBy: optional(text),
};

export function licenceFromItem(item: Item): LicenceRecord {
  return readItem('licence', LICENCE_RECORD_SHAPE, item);
}

/** A new submission's item: in the creator's partition, and in the review queue while it is pending. */
export function licenceToItem(record: LicenceRecord): Item {
  return { ...licenceKey(record.creatorId, record.id), ...pendingLicenceIndexKey(record.submittedAt, record.id), ...record };
}

/** The summary kept on the creator's details item: the licence without the queue's copies. */
function summaryOf(record: LicenceRecord): Licence {
  const { creatorId: _creatorId, creatorName: _creatorName, creatorEmail: _creatorEmail, decidedBy: _decidedBy, ...licence } = record;
  return licence;
}

export async function getLicence(creatorId: string, licenceId: string): Promise<LicenceRecord | undefined> {
  const item = await getItem(licenceKey(creatorId, licenceId));
  return item && licenceFromItem(item);
}

/**
 * Stores a new pending submission and makes it the creator's latest. A pending predecessor is deleted in the same
 * transaction (a new submission replaces one that waits), otherwise the queue's counter grows by one. The creator's
 * latest must still be `previous`, and a pending predecessor still pending: a concurrent submission or decision
 * makes this a 409, and the creator sends again.
 */
export async function submitLicence(record: LicenceRecord, previous: Licence | undefined): Promise<void> {
  const table = tableName();
  const replacesPending = previous?.status === 'pending';
  try {
    await transactWrite([
      {
        Put: {
          TableName: table,
          Item: licenceToItem(record),
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Update: {
          TableName: table,
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
              TableName: table,
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
 * decided first) nothing is written and the answer is a 409 `LICENCE_ALREADY_DECIDED`. Its domain event is stored
 * with it (pattern E1).
 */
export async function decideLicence(record: LicenceRecord, decision: LicenceDecisionWrite, event: DomainEvent<'licence.approved' | 'licence.rejected'>): Promise<LicenceRecord> {
  const table = tableName();
  const decided: LicenceRecord = { ...record, ...decision };
  const outcome = { ':status': decision.status, ':at': decision.decidedAt, ...(decision.reason ? { ':reason': decision.reason } : {}) };
  try {
    await transactWrite([
      {
        Update: {
          TableName: table,
          Key: licenceKey(record.creatorId, record.id),
          UpdateExpression: `SET #status = :status, decidedAt = :at, decidedBy = :by${decision.reason ? ', reason = :reason' : ''} REMOVE GSI1PK, GSI1SK`,
          ConditionExpression: '#status = :pending',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ...outcome, ':by': decision.decidedBy, ':pending': 'pending' },
        },
      },
      {
        Update: {
          TableName: table,
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
      eventPut(event),
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
  const items = await queryPage(
    { IndexName: INDEX.pendingLicences, KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': PENDING_LICENCES }, ScanIndexForward: false },
    page,
    pageSize,
  );
  return items.map(licenceFromItem);
}

/** Licences waiting for review, from the counter kept with every change of the queue. */
export async function countPendingLicences(): Promise<number> {
  return Math.max(0, await readCount(counterKey(pendingLicencesCounterName)));
}

/**
 * Deletes every licence of a deleted account; a pending one leaves the queue's counter in the same transaction.
 * Deleting what is already gone is not an error, so a retry completes.
 */
export async function deleteCreatorLicences(creatorId: string): Promise<void> {
  const table = tableName();
  const { PK, SK } = licenceKey(creatorId, '');
  const idAndStatus = pickShape(LICENCE_RECORD_SHAPE, ['id', 'status']);
  const items = await queryAll({ ...beginsWith(['PK', PK], ['SK', SK]), ...projection(attributesOf(idAndStatus)) });
  for (const item of items.map((found) => readItem('licence', idAndStatus, found))) {
    const Key = licenceKey(creatorId, item.id);
    if (item.status !== 'pending') {
      await dynamoClient().send(new DeleteCommand({ TableName: table, Key }));
      continue;
    }
    try {
      await transactWrite([
        {
          Delete: {
            TableName: table,
            Key,
            ConditionExpression: '#status = :pending',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':pending': 'pending' },
          },
        },
        counterChange(-1),
      ]);
    } catch (error) {
      // Decided (or deleted) meanwhile: no longer in the queue, so only the item itself may remain. A conflict that
      // outlasted transactWrite's retries is thrown: deleting the item alone would leave it counted in the queue.
      if (cancellationCodes(error)[0] !== 'ConditionalCheckFailed') throw error;
      await dynamoClient().send(new DeleteCommand({ TableName: table, Key }));
    }
  }
}

function counterChange(by: 1 | -1): TransactItem {
  return countChange(counterKey(pendingLicencesCounterName), by);
}
