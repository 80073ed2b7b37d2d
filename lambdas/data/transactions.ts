import { TransactionCanceledException, TransactionConflictException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from '../core/clients';

type TransactItems = NonNullable<TransactWriteCommandInput['TransactItems']>;

/** Attempts at a transaction that only collided with another one in flight; a failed condition is never retried. */
const ATTEMPTS = 4;

/**
 * Runs a transaction, retrying it while it was cancelled only because another transaction held one of its items
 * (`TransactionConflict`). Retrying lets the second of two racing writers see the first one's result and fail its
 * own condition, so a race ends with one winner and one clear refusal instead of two refusals.
 */
export async function transactWrite(items: TransactItems): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await dynamoClient().send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      if (attempt >= ATTEMPTS || !isConflictOnly(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 30));
    }
  }
}

/** The cancellation reason of each item of a cancelled transaction, in order (`None` for items that passed). */
export function cancellationCodes(error: unknown): string[] {
  return error instanceof TransactionCanceledException ? (error.CancellationReasons ?? []).map((reason) => reason.Code ?? 'None') : [];
}

function isConflictOnly(error: unknown): boolean {
  if (error instanceof TransactionConflictException) return true;
  const codes = cancellationCodes(error);
  return codes.includes('TransactionConflict') && codes.every((code) => code === 'None' || code === 'TransactionConflict');
}
