import { TransactionCanceledException, TransactionConflictException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { retrying, tryAgain, type RetryPolicy } from '../../shared/retry';
import { dynamoClient } from '../core/clients';

type TransactItems = NonNullable<TransactWriteCommandInput['TransactItems']>;

/** A transaction that only collided with another one in flight is tried again; a failed condition never is. */
const CONFLICT_RETRY: RetryPolicy = { attempts: 4, baseMs: 25, capMs: 200 };

/**
 * Runs a transaction, retrying it while it was cancelled only because another transaction held one of its items
 * (`TransactionConflict`). Retrying lets the second of two racing writers see the first one's result and fail its
 * own condition, so a race ends with one winner and one clear refusal instead of two refusals.
 */
export async function transactWrite(items: TransactItems): Promise<void> {
  await retrying(CONFLICT_RETRY, async () => {
    try {
      await dynamoClient().send(new TransactWriteCommand({ TransactItems: items }));
      return undefined;
    } catch (error) {
      if (isConflictOnly(error)) return tryAgain(error);
      throw error;
    }
  });
}

/** The cancellation reason of each item of a cancelled transaction, in order (`None` for items that passed). */
export function cancellationCodes(error: unknown): string[] {
  return error instanceof TransactionCanceledException ? (error.CancellationReasons ?? []).map((reason) => reason.Code ?? 'None') : [];
}

/**
 * Which item's condition cancelled a transaction, as the caller names each item in order (`reasons`); `otherwise` when
 * it was cancelled for another reason or by an item it did not name; undefined when the error is not a cancellation.
 */
export function failedCondition<R>(error: unknown, reasons: readonly (R | undefined)[], otherwise: R): R | undefined {
  const codes = cancellationCodes(error);
  if (!codes.length) return undefined;
  const failed = codes.findIndex((code) => code === 'ConditionalCheckFailed');
  return (failed >= 0 ? reasons[failed] : undefined) ?? otherwise;
}

function isConflictOnly(error: unknown): boolean {
  if (error instanceof TransactionConflictException) return true;
  const codes = cancellationCodes(error);
  return codes.includes('TransactionConflict') && codes.every((code) => code === 'None' || code === 'TransactionConflict');
}
