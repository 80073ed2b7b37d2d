import type { BankAccountRecord } from '../../shared/domain/bank-accounts';
import type { SetChange } from '../../shared/domain/owned-set';
import { flag, text, type Shape } from './item';
import { bankAccountKey, bankAccountSetKey } from './keys';
import { commitOwnedSetChange, deleteOwnedSet, ownedMemberFromItem, readOwnedSet, type OwnedSet, type OwnedSetDefinition } from './owned-set';
import { beginsWith, queryAll, tableName, type TransactItem } from './table';

/**
 * Repository of creators' bank accounts (docs/data-model.md, pattern 19): `USER#<sub>` / `BANK#<id>` per account, and
 * the set item `BANKS` whose `version` every change checks and bumps, as the card set (./owned-set.ts). The full IBAN
 * and account number are stored, for the transfer; what leaves the API is `bankAccountView` (masked).
 */

export type { BankAccountRecord };

const BANK_ACCOUNT_SHAPE: Shape<BankAccountRecord> = {
  id: text,
  holderName: text,
  bankName: text,
  iban: text,
  accountNumber: text,
  swiftCode: text,
  isDefault: flag,
  createdAt: text,
};

/** A creator's bank accounts as an owned set: `USER#<sub>` / `BANK#<id>`, and the set item `BANKS`. */
export const BANK_ACCOUNT_SET: OwnedSetDefinition<BankAccountRecord> = {
  entity: 'bank account',
  shape: BANK_ACCOUNT_SHAPE,
  memberKey: bankAccountKey,
  setKey: bankAccountSetKey,
};

/** Strongly consistent: the accounts and the set's version a change is planned from. */
export async function readBankAccountSet(userId: string): Promise<OwnedSet<BankAccountRecord>> {
  return readOwnedSet(BANK_ACCOUNT_SET, userId);
}

/** Commits a change planned from the set at `version`; false when another change landed first (read again and re-plan). */
export async function commitBankAccountChange(userId: string, version: number, change: SetChange<BankAccountRecord>): Promise<boolean> {
  return commitOwnedSetChange(BANK_ACCOUNT_SET, userId, version, change);
}

/**
 * The creator's default bank account, whole (where a payout is sent), or undefined while they have none. Strongly
 * consistent: read just before a payout is marked paid, whose transaction then holds `defaultBankAccountCheck`.
 */
export async function getDefaultBankAccount(userId: string): Promise<BankAccountRecord | undefined> {
  const { PK, SK } = bankAccountKey(userId, '');
  // At most five accounts: the whole prefix is one small page.
  const items = await queryAll({ ...beginsWith(['PK', PK], ['SK', SK]), ConsistentRead: true });
  return items.map((item) => ownedMemberFromItem(BANK_ACCOUNT_SET, item)).find((account) => account.isDefault);
}

/**
 * A TransactWrite item that holds only while the account still exists and is the creator's default: a payout marked
 * paid to it fails (the transaction is cancelled) when the creator removed it or chose another default meanwhile.
 */
export function defaultBankAccountCheck(userId: string, accountId: string): TransactItem {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: bankAccountKey(userId, accountId),
      ConditionExpression: 'attribute_exists(PK) AND isDefault = :isDefault',
      ExpressionAttributeValues: { ':isDefault': true },
    },
  };
}

/** Removes every bank account and the set item of a deleted account; what is already gone is skipped, so a retry completes. */
export async function deleteAllBankAccounts(userId: string): Promise<void> {
  await deleteOwnedSet(BANK_ACCOUNT_SET, userId);
}
