import { randomUUID } from 'node:crypto';
import { bankAccountRecordOf, bankAccountView, MAX_BANK_ACCOUNTS, type BankAccountInput, type BankAccountList, type BankAccountView } from '../../shared/domain/bank-accounts';
import { defaultFirst, planAdd, planRemove, planSetDefault, type SetRefusal } from '../../shared/domain/owned-set';
import { ConflictError, NotFoundError } from '../core/errors';
import { BANK_ACCOUNT_SET, readBankAccountSet, type BankAccountRecord } from '../data/bank-accounts';
import { changeOwnedSet } from './owned-sets';

/**
 * A creator's bank accounts (issue 13), where payouts go: add, remove, choose the default. An owned set like the
 * saved cards (./owned-sets.ts): racing changes serialize, the limit holds, and a set with accounts always has exactly
 * one default, which a payout needs. Every answer is masked (`bankAccountView`).
 */

function listOf(accounts: BankAccountRecord[]): BankAccountList {
  return { bankAccounts: defaultFirst(accounts).map(bankAccountView) };
}

function refusal(reason: SetRefusal): Error {
  return reason === 'limit' ? new ConflictError('BANK_ACCOUNT_LIMIT') : new NotFoundError();
}

/** `GET /payment/bank-accounts`: the default first, then newest first. */
export async function listOwnBankAccounts(userId: string): Promise<BankAccountList> {
  return listOf((await readBankAccountSet(userId)).members);
}

/**
 * `POST /payment/bank-accounts` with the shared schema's checked input: the bank's name comes from the IBAN's code
 * when known. The first account becomes the default; the same IBAN twice is refused.
 */
export async function addOwnBankAccount(userId: string, input: BankAccountInput): Promise<BankAccountView> {
  const id = randomUUID();
  const added = await changeOwnedSet(
    BANK_ACCOUNT_SET,
    userId,
    (accounts) => {
      if (accounts.some((account) => account.iban === input.iban)) throw new ConflictError('BANK_ACCOUNT_EXISTS');
      return planAdd(accounts, bankAccountRecordOf(input, id, new Date().toISOString()), MAX_BANK_ACCOUNTS);
    },
    refusal,
  );
  return bankAccountView(added);
}

/** Removes an account; when it was the default, the newest remaining one becomes the default in the same transaction. */
export async function removeOwnBankAccount(userId: string, accountId: string): Promise<void> {
  await changeOwnedSet(BANK_ACCOUNT_SET, userId, (accounts) => planRemove(accounts, accountId), refusal);
}

/** Makes an account the default: the old default is cleared in the same transaction. Answers the list. */
export async function setOwnDefaultBankAccount(userId: string, accountId: string): Promise<BankAccountList> {
  return listOf(await changeOwnedSet(BANK_ACCOUNT_SET, userId, (accounts) => planSetDefault(accounts, accountId), refusal));
}
