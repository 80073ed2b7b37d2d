import { readBankAccountSet } from '../../lambdas/data/bank-accounts';
import { addOwnBankAccount } from '../../lambdas/domain/bank-accounts';
import { addBankAccountSchema } from '../../shared/validation/bank-accounts';
import { parseDemoInput } from './seed-input';

/**
 * The demo creators' bank accounts (issue 13), added through the app's own rule and use case: Noura has two (payouts
 * go to the Al Rajhi one, the first added), Faisal one; Reem none, so the admins' covering list shows a payout that
 * cannot be marked paid until she adds one. A creator whose account set ever existed is left alone, so a restart
 * changes nothing a person did (removing every account included).
 */

/** Valid Saudi IBANs (checksums made with ibantools' composeIBAN) of the banks their codes name, with those banks' SWIFT codes. */
const DEMO_BANK_ACCOUNTS: Readonly<Record<'noura' | 'faisal', readonly Record<string, string>[]>> = {
  noura: [
    { holderName: 'Noura Al-Qahtani', iban: 'SA03 8000 0000 6080 1016 7519', swiftCode: 'RJHISARI' },
    { holderName: 'Noura Al-Qahtani', iban: 'SA51 1000 0000 0123 4567 8901', swiftCode: 'NCBKSAJE' },
  ],
  faisal: [{ holderName: 'Faisal Al-Harbi', iban: 'SA80 2000 0000 0022 2333 4445', swiftCode: 'RIBLSARI' }],
};

export async function seedDemoBankAccounts(creators: { noura: string; faisal: string }): Promise<void> {
  for (const [who, userId] of Object.entries(creators) as ['noura' | 'faisal', string][]) {
    if ((await readBankAccountSet(userId)).version > 0) continue;
    for (const raw of DEMO_BANK_ACCOUNTS[who]) await addOwnBankAccount(userId, parseDemoInput(addBankAccountSchema, raw));
  }
}
