import * as yup from 'yup';
import { APPLICATION_STATUSES } from '../domain/campaign';
import { COMPENSATION_DECISIONS, MAX_EXTENSION_DAYS, MIN_EXTENSION_DAYS } from '../domain/compensation';
import { isUuid } from '../domain/ids';
import { FILE_COMMENT_MAX_LENGTH, FILE_COMMENTS_MAX } from '../domain/result-feedback';
import { COMPENSATION_REASON_MAX_LENGTH, MAX_DRAFT_FILES, FILES_PER_SET, REVISION_COMMENT_MAX_LENGTH } from '../domain/results';
import { commaList, listQuerySchema } from './list-query';
import type { ValidationMessageKey } from './messages';
import { trimmedMultilineText } from './rules';
import { number, string } from './typed';

/** The rules of the delivery calls (issue 12): submitting a set, reviewing it, and the company's progress filter. */

const key = (name: ValidationMessageKey) => name;

const uuidRule = () => string().required(key('valueInvalid')).test('uuid', key('valueInvalid'), (value) => isUuid(value));

/** `POST /campaigns/{campaignId}/results`: the ids of the uploaded files that make the whole set. */
export const submitResultsSchema = yup
  .object({
    results: yup
      .array(uuidRule())
      .required(key('required'))
      .min(1, key('required'))
      .max(MAX_DRAFT_FILES, key('valueInvalid'))
      .test('distinct', key('valueInvalid'), (ids) => new Set(ids).size === ids.length),
  })
  .noUnknown(key('unknownField'));

/** The longest video a brief may ask for is a few minutes: a moment past an hour is a mistake, not a video's. */
const MOMENT_MAX_SECONDS = 3600;

/** One remark on a file: its words, and on a video the moment it is about. */
const fileCommentSchema = yup
  .object({
    text: trimmedMultilineText().required(key('required')).max(FILE_COMMENT_MAX_LENGTH, key('remarkTooLong')),
    atSeconds: number().optional().min(0, key('valueInvalid')).max(MOMENT_MAX_SECONDS, key('valueInvalid')),
  })
  .noUnknown(key('unknownField'));

/**
 * `POST /campaigns/{campaignId}/creators/{creatorId}/{action}`: a comment, and with `revise` the files to change, each
 * with its remarks (issue 26; the files not listed are kept). Asking for a revision needs the comment or a file to
 * change (the creator must know what to change; checked by the use case, which knows the action and the set).
 */
export const reviewResultsSchema = yup
  .object({
    comment: trimmedMultilineText().optional().max(REVISION_COMMENT_MAX_LENGTH, key('longTextTooLong')),
    files: yup
      .array(
        yup
          .object({
            resultId: uuidRule(),
            comments: yup.array(fileCommentSchema.required(key('valueInvalid'))).required(key('required')).min(1, key('required')).max(FILE_COMMENTS_MAX, key('valueInvalid')),
          })
          .noUnknown(key('unknownField'))
          .required(key('valueInvalid')),
      )
      .optional()
      .max(FILES_PER_SET, key('valueInvalid'))
      .test('distinct', key('valueInvalid'), (files) => !files || new Set(files.map((file) => file.resultId)).size === files.length),
  })
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
