import * as yup from 'yup';
import { CRITERIA_OF, MAX_SCORE, MIN_SCORE, REVIEW_HIDE_REASON_MAX_LENGTH, REVIEW_TEXT_MAX_LENGTH, type RatingSide } from '../domain/ratings';
import { messageText } from './chat';
import { listQuerySchema } from './list-query';
import type { ValidationMessageKey } from './messages';
import { trimmedMultilineText } from './rules';
import { number } from './typed';

/** The rules of the ratings calls (issue 28). */

const key = (name: ValidationMessageKey) => name;

const score = () => number().required(key('required')).integer(key('valueInvalid')).min(MIN_SCORE, key('valueInvalid')).max(MAX_SCORE, key('valueInvalid'));

/** One side's rating: the overall score and each criterion of the side, 1 to 5, and optional words checked like a chat message's. */
function rateSchema(side: RatingSide) {
  return yup
    .object({
      overall: score(),
      criteria: yup
        .object(Object.fromEntries(CRITERIA_OF[side].map((criterion) => [criterion, score()])))
        .required(key('required'))
        .noUnknown(key('unknownField')),
      text: messageText().max(REVIEW_TEXT_MAX_LENGTH, key('longTextTooLong')).default(''),
    })
    .noUnknown(key('unknownField'));
}

/** `POST /campaigns/{id}/ratings/{creatorId}`, by the side the caller is: a company rates the creator, a creator the company. */
export const RATE_SCHEMAS = { company: rateSchema('company'), creator: rateSchema('creator') } as const;

/** `POST /admin/reviews/...`/hide: why the review breaks the terms (the author is told). */
export const hideReviewSchema = yup
  .object({ reason: trimmedMultilineText().required(key('required')).max(REVIEW_HIDE_REASON_MAX_LENGTH, key('remarkTooLong')) })
  .noUnknown(key('unknownField'));

/** `GET .../reviews?page`. */
export const reviewsQuerySchema = listQuerySchema({});
