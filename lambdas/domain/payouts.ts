import { COVERING_PAGE_SIZE, type CoveringPage, type CoveringRecordView, type PaidTo, type PayoutBankAccountView, type PayoutTransfer } from '../../shared/domain/ledger';
import { namedPage } from '../../shared/domain/page';
import { RACE_BACKOFF, retrying, tryAgain, type RetryPolicy } from '../../shared/retry';
import { ConflictError, NotFoundError } from '../core/errors';
import { countEvent } from '../core/observability';
import { defaultBankAccountCheck, getDefaultBankAccount, type BankAccountRecord } from '../data/bank-accounts';
import { newEvent } from '../data/events';
import { countUnpaidPayouts, getCoveringRecord, listUnpaidPayouts, markPayoutPaid, putPayoutReveal, type CoveringRecord } from '../data/payouts';
import { countedPage, mapPage } from './pager';

/**
 * Covering (spec §2, §4; issue 13): the creators' payouts the admins transfer by hand, oldest owed first, each with
 * the creator's default bank account (masked); marking one paid completes it in the ledger and tells the creator.
 */

/** Attempts at marking a payout paid while the creator changes their default account at the same moment. */
const MARK_PAID_RETRY: RetryPolicy = { attempts: 3, ...RACE_BACKOFF };

function paidToOf(account: BankAccountRecord, transfer?: PayoutTransfer): PaidTo {
  return { bankName: account.bankName, ibanLast4: account.iban.slice(-4), ...(transfer ? { reference: transfer.reference, transferredOn: transfer.transferredOn } : {}) };
}

function viewOf(record: CoveringRecord, account: BankAccountRecord | undefined): CoveringRecordView {
  return {
    id: record.id,
    ...(record.purpose ? { purpose: record.purpose } : {}),
    campaignId: record.campaignId,
    campaignTitle: record.campaignTitle,
    amount: record.amount,
    payed: record.payed,
    createdAt: record.createdAt,
    ...(record.paidAt ? { paidAt: record.paidAt } : {}),
    ...(record.paidTo ? { paidTo: record.paidTo } : {}),
    creators: [
      {
        creatorId: record.creatorId,
        fullName: record.creatorName,
        // A creator's delivery is addressed by the campaign and the creator (`…/creators/{id}/progress`).
        progressId: record.creatorId,
        amount: record.amount,
        ...(account ? { bankAccount: { ...paidToOf(account), holderName: account.holderName } } : {}),
      },
    ],
  };
}

/** `GET /admin/creator-cards?page`: the unpaid payouts, oldest first, each with where it would be sent. */
export async function coveringRecords(page: number): Promise<CoveringPage> {
  const [records, totalEntries] = await Promise.all([listUnpaidPayouts(page, COVERING_PAGE_SIZE), countUnpaidPayouts()]);
  const accounts = new Map(await Promise.all([...new Set(records.map((record) => record.creatorId))].map(async (id) => [id, await getDefaultBankAccount(id)] as const)));
  return namedPage('data', mapPage(countedPage(records, page, COVERING_PAGE_SIZE, totalEntries), (record) => viewOf(record, accounts.get(record.creatorId))));
}

/**
 * `GET /admin/payouts/{id}/bank-account`: the whole of the account an unpaid payout goes to (the creator's default),
 * for the admin making the transfer. The reveal is written to the audit log (who, when, which account) before it is
 * answered; a paid payout's account is not shown again (its transfer is done).
 */
export async function revealPayoutBankAccount(adminId: string, payoutId: string): Promise<PayoutBankAccountView> {
  const record = await getCoveringRecord(payoutId);
  if (!record) throw new NotFoundError('PAYOUT_NOT_FOUND');
  if (record.payed) throw new ConflictError('PAYOUT_ALREADY_PAID');
  const account = await getDefaultBankAccount(record.creatorId);
  if (!account) throw new ConflictError('BANK_ACCOUNT_REQUIRED');
  await putPayoutReveal({ payoutId, adminId, revealedAt: new Date().toISOString(), creatorId: record.creatorId, bankAccountId: account.id });
  countEvent('PayoutAccountRevealed');
  return {
    payoutId,
    amount: record.amount,
    creatorName: record.creatorName,
    holderName: account.holderName,
    bankName: account.bankName,
    iban: account.iban,
    swiftCode: account.swiftCode,
    ...(account.accountNumber ? { accountNumber: account.accountNumber } : {}),
  };
}

/**
 * `PUT /admin/mark-paid/{id}` `{reference, transferredOn}`: the admin transferred the payout to the creator's default
 * account. Once only: twice, or two admins at once, complete it once and both see it paid (with the first one's
 * transfer). It needs a default account (where the money went), which must still be the default when the write lands.
 */
export async function markPaid(adminId: string, payoutId: string, transfer: PayoutTransfer): Promise<CoveringRecordView> {
  return retrying(MARK_PAID_RETRY, async () => {
    const record = await getCoveringRecord(payoutId);
    if (!record) throw new NotFoundError('PAYOUT_NOT_FOUND');
    if (record.payed) return viewOf(record, undefined);
    const account = await getDefaultBankAccount(record.creatorId);
    if (!account) throw new ConflictError('BANK_ACCOUNT_REQUIRED');
    const paidAt = new Date().toISOString();
    const paidTo = paidToOf(account, transfer);
    const event = newEvent(
      'payout.paid',
      { campaignId: record.campaignId, campaignTitle: record.campaignTitle, companyId: record.companyId, creatorId: record.creatorId, amount: record.amount, ...paidTo },
      paidAt,
    );
    if (await markPayoutPaid({ record, paidAt, paidBy: adminId, paidTo, checks: [defaultBankAccountCheck(record.creatorId, account.id)], event })) {
      countEvent('PayoutPaid');
      return viewOf({ ...record, payed: true, paidAt, paidBy: adminId, paidTo }, undefined);
    }
    // Paid by another admin meanwhile (read again: it answers paid), or the default account changed (try with the new one).
    return tryAgain(new ConflictError());
  });
}
