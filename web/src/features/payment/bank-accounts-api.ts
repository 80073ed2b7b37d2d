import { queryOptions } from '@tanstack/react-query';
import type { InferType } from 'yup';
import { ROUTES } from '../../../../shared/api/routes';
import type { BankAccountView } from '../../../../shared/domain/bank-accounts';
import type { addBankAccountSchema } from '../../../../shared/validation/bank-accounts';
import { apiRequest } from '../../lib/api';
import { QUERY_ROOTS } from '../../lib/query-keys';

/** A creator's bank accounts (issue 13), masked as the API answers them: the default first, then newest first. */
export async function listBankAccounts(): Promise<BankAccountView[]> {
  const { bankAccounts } = await apiRequest(ROUTES.listBankAccounts);
  return bankAccounts;
}

export const bankAccountQueries = {
  list: () => queryOptions({ queryKey: [QUERY_ROOTS.bankAccounts], queryFn: listBankAccounts }),
};

export async function addBankAccount(input: InferType<typeof addBankAccountSchema>): Promise<BankAccountView> {
  return apiRequest(ROUTES.addBankAccount, { body: input });
}

export async function removeBankAccount(id: string): Promise<void> {
  await apiRequest(ROUTES.removeBankAccount, { pathParameters: { id } });
}

export async function setDefaultBankAccount(id: string): Promise<BankAccountView[]> {
  const { bankAccounts } = await apiRequest(ROUTES.setDefaultBankAccount, { pathParameters: { id } });
  return bankAccounts;
}
