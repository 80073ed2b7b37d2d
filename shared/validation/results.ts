import * as yup from 'yup';
import { APPLICATION_STATUSES } from '../domain/campaign';
import { COMPENSATION_DECISIONS, MAX_EXTENSION_DAYS, MIN_EXTENSION_DAYS } from '../domain/compensation';
import { isUuid } from '../domain/ids';
import { COMPENSATION_REASON_MAX_LENGTH, MAX_DRAFT_FILES, REVISION_COMMENT_MAX_LENGTH } from '../domain/results';
import { commaList, listQuerySchema } from './list-query';
import type { ValidationMessageKey } from './messages';
import { trimmedMultilineText } from './rules';
import { number, string } from './typed';

/** The rules of the delivery calls (issue 12): submitting a set, reviewing it, and the company's progress filter. */

const key = (name: ValidationMessageKey) => name;

/** `POST /campaigns/{campaignId}/results`: the ids of the uploaded files that make the whole set. */
export const submitResultsSchema = yup
  .object({
    results: yup
      .array(string().required(key('valueInvalid')).test('uuid', key('valueInvalid'), (value) => isUuid(value)))
      .required(key('required'))
      .min(1, key('required'))
      .max(MAX_DRAFT_FILES, key('valueInvalid'))
      .test('distinct', key('valueInvalid'), (ids) => new Set(ids).size === ids.length),
  })
  .noUnknown(key('unknownField'));

/**
 * `POST /campaigns/{campaignId}/creators/{creatorId}/{action}`: a comment, which asking for a revision requires
 * (the creator must know what to change; checked by the use case, which knows the action).
 */
export const reviewResultsSchema = yup
  .object({ comment: trimmedMultilineText().optional().max(REVISION_COMMENT_MAX_LENGTH, key('longTextTooLong')) })
  .noUnknown(key('unknownField'));

/** `POST /campaigns/{id}/compensation/{creatorId}`: why the company asks to be compensated. */
export const compensationRequestSchema = yup
  .object({ reason: trimmedMultilineText().required(key('required')).max(COMPENSATION_REASON_MAX_LENGTH, key('longTextTooLong')) })
  .noUnknown(key('unknownField'));

/**
 * `PUT /admin/compensations/{campaignId}/{creatorId}` (issue 13): the admin refunds the company, or gives the creator
 * `extensionDays` more days (required then, and only then).
 */
export const compensationDecisionSchema = yup
  .object({
    decision: string().required(key('required')).oneOf([...COMPENSATION_DECISIONS], key('compensationDecisionInvalid')),
    extensionDays: number().when('decision', {
      is: 'extend',
      then: (schema) =>
        schema.required(key('required')).integer(key('extensionDaysOutOfRange')).min(MIN_EXTENSION_DAYS, key('extensionDaysOutOfRange')).max(MAX_EXTENSION_DAYS, key('extensionDaysOutOfRange')),
      otherwise: (schema) => schema.strip(),
    }),
  })
  .noUnknown(key('unknownField'));

/** `GET /admin/compensations?page`: the open requests, a page at a time. */
export const compensationsQuerySchema = listQuerySchema({});

/** `GET /campaigns/company/{id}/progress?status=`: a comma list of statuses as the company reads them. */
export const progressQuerySchema = yup.object({ status: commaList(APPLICATION_STATUSES) }).noUnknown(key('unknownField'));

export type SubmitResultsInput = yup.InferType<typeof submitResultsSchema>;
export type ReviewResultsInput = yup.InferType<typeof reviewResultsSchema>;
export type ProgressQuery = yup.InferType<typeof progressQuerySchema>;
export type CompensationDecisionInput = yup.InferType<typeof compensationDecisionSchema>;
