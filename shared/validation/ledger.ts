import * as yup from 'yup';
import { calendarDate } from '../domain/calendar';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES, TRANSFER_REFERENCE_MAX_LENGTH } from '../domain/ledger';
import { listQuerySchema, sortedListQuerySchema } from './list-query';
import type { ValidationMessageKey } from './messages';
import { calendarDateRule, isDate } from './profile';
import { string, text } from './typed';

/** The query rules of the admin's money screens (issue 13): transactions and covering. */

const key = (name: ValidationMessageKey) => name;

/** Searches are the start of a word of a title or a name: a short text. */
export const TRANSACTION_SEARCH_MAX_LENGTH = 100;

/**
 * Spec §7 `GET /transactions?search&sortBy&sortOrder&page&transactionType`: one type (payout by default, §9), newest
 * first by default, and beyond the spec a status.
 */
export const transactionsQuerySchema = sortedListQuerySchema(['createdAt'], {
  search: string().trim().max(TRANSACTION_SEARCH_MAX_LENGTH, key('valueInvalid')).default(''),
  transactionType: string().oneOf(TRANSACTION_TYPES, key('valueInvalid')).default('payout'),
  status: string().oneOf(TRANSACTION_STATUSES, key('valueInvalid')).optional(),
});

/** `POST /transactions/exports`: the list to export, as filtered on screen (every page of it). */
export const transactionsExportSchema = yup
  .object({
    search: string().trim().max(TRANSACTION_SEARCH_MAX_LENGTH, key('valueInvalid')).default(''),
    transactionType: string().oneOf(TRANSACTION_TYPES, key('valueInvalid')).default('payout'),
    status: string().oneOf(TRANSACTION_STATUSES, key('valueInvalid')).optional(),
  })
  .noUnknown(key('unknownField'));

/** `PUT /admin/mark-paid/{id}`: the transfer's reference from the admin's bank, and the day it was made (not ahead). */
export const markPaidSchema = yup
  .object({
    reference: text().trim().required(key('required')).max(TRANSFER_REFERENCE_MAX_LENGTH, key('transferReferenceTooLong')),
    transferredOn: calendarDateRule()
      .required(key('required'))
      .test('not-future', key('transferDateFuture'), (value) => !isDate(value) || value <= calendarDate()),
  })
  .noUnknown(key('unknownField'));

/** Spec §7 `GET /admin/creator-cards?page`: the unpaid payouts, a page at a time. */
export const coveringQuerySchema = listQuerySchema({});

export type TransactionsQuery = ReturnType<typeof transactionsQuerySchema.validateSync>;
export type TransactionsExportInput = yup.InferType<typeof transactionsExportSchema>;
