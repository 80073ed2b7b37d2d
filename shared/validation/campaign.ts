import * as yup from 'yup';
import {
  APPLICATION_STATUSES,
  ASPECT_RATIOS,
  CAMPAIGN_DESCRIPTION_MAX_LENGTH,
  CAMPAIGN_KEYWORD_MAX_LENGTH,
  CAMPAIGN_NOTES_MAX_LENGTH,
  CAMPAIGN_STATUSES,
  CAMPAIGN_TITLE_MAX_LENGTH,
  CONTENT_TYPES,
  CREATOR_SHOULD_SHOW,
  GENDERS,
  LOCATIONS,
  MAX_CONTENT_CREATORS,
  MIN_CONTENT_CREATORS,
  PREFERRED_AGES,
  VIDEO_DURATIONS,
} from '../domain/campaign';
import { CATEGORY_IDS } from '../domain/categories';
import { isUuid } from '../domain/ids';
import { MAX_CREATOR_INTERESTS } from '../domain/constants';
import type { ValidationMessageKey } from './messages';
import { commaList, listQuerySchema, sortedListQuerySchema } from './list-query';
import { trimmedMultilineText, trimmedString } from './rules';
import { boolean, number, string } from './typed';
import { productNeedSchema } from './shipping';

/**
 * Campaign rules (spec §3 creation form: all required except picturesNeeded and additionalNotes; 1-10 creators;
 * up to three interests), one schema per step of `/campaigns/create` and their union for `POST /campaigns`;
 * and the query rules of the campaign lists (spec §7).
 */

const key = (name: ValidationMessageKey) => name;

const choice = <T extends string | number>(options: readonly T[]) =>
  yup.mixed<T>().required(key('required')).oneOf([...options], key('valueInvalid'));

const choices = <T extends string>(options: readonly T[], emptyMessage: ValidationMessageKey) =>
  yup
    .array(yup.mixed<T>().required(key('valueInvalid')).oneOf([...options], key('valueInvalid')))
    .required(key('required'))
    .min(1, key(emptyMessage))
    .test('unique', key('valueInvalid'), (values) => !values || new Set(values).size === values.length);

/** Step 1, Campaign info: what the video is. */
export const campaignInfoFields = {
  campaignTitle: trimmedString().required(key('required')).max(CAMPAIGN_TITLE_MAX_LENGTH, key('titleTooLong')),
  description: trimmedMultilineText().required(key('required')).max(CAMPAIGN_DESCRIPTION_MAX_LENGTH, key('descriptionTooLong')),
  contentType: choice(CONTENT_TYPES),
  aspectRatio: choice(ASPECT_RATIOS),
  videoDuration: choice(VIDEO_DURATIONS),
  numberOfContentCreators: number()
    .required(key('required'))
    .integer(key('creatorsOutOfRange'))
    .min(MIN_CONTENT_CREATORS, key('creatorsOutOfRange'))
    .max(MAX_CONTENT_CREATORS, key('creatorsOutOfRange')),
  picturesNeeded: boolean().default(false),
  /** Issue 28: absent when creators need no product. */
  product: productNeedSchema.default(undefined).optional(),
};

/** Step 2, Creator info: who should make it, and where. */
export const creatorInfoFields = {
  preferredAge: choice(PREFERRED_AGES),
  gender: choice(GENDERS),
  creatorInterests: choices(CATEGORY_IDS, 'interestsRequired').max(MAX_CREATOR_INTERESTS, key('interestsTooMany')),
  creatorShouldShow: choices(CREATOR_SHOULD_SHOW, 'optionRequired'),
  location: choice(LOCATIONS),
  additionalNotes: trimmedMultilineText().optional().max(CAMPAIGN_NOTES_MAX_LENGTH, key('longTextTooLong')),
};

export const campaignInfoSchema = yup.object(campaignInfoFields);
export const creatorInfoSchema = yup.object(creatorInfoFields);

/**
 * `POST /campaigns`: both steps. The spec sends the form "with an amount"; the server prices the campaign itself,
 * so `amount` is accepted and ignored rather than refused as unknown. `idempotencyKey` is the draft's UUID: one
 * campaign per draft, however often it is sent.
 */
export const createCampaignSchema = yup
  .object({
    ...campaignInfoFields,
    ...creatorInfoFields,
    amount: yup.mixed().strip(),
    idempotencyKey: string().optional().test('uuid', key('valueInvalid'), (value) => value === undefined || isUuid(value)),
  })
  .noUnknown(key('unknownField'));

/**
 * `PUT /campaigns/{id}`: both steps again, for a campaign not paid yet; the server prices it again by the same rules.
 * An `amount` is stripped as on creation; there is no draft key (the campaign exists).
 */
export const updateCampaignSchema = yup
  .object({ ...campaignInfoFields, ...creatorInfoFields, amount: yup.mixed().strip() })
  .noUnknown(key('unknownField'));

const keyword = () => trimmedString().max(CAMPAIGN_KEYWORD_MAX_LENGTH, key('valueInvalid')).default('');

/** `GET /campaigns` (the exchange): open campaigns, by publish date. */
export const exchangeQuerySchema = sortedListQuerySchema(['publishedAt', 'amount'], {
  keyword: keyword(),
  category: commaList(CATEGORY_IDS),
  contentType: commaList(CONTENT_TYPES),
  location: commaList(LOCATIONS),
});

/** `GET /campaigns/company` and `GET /campaigns/creator` (spec §7 `GET /campaigns/{role}`). */
export const ownCampaignsQuerySchema = sortedListQuerySchema(['createdAt', 'amount', 'campaignTitle'], {
  keyword: keyword(),
  status: commaList([...CAMPAIGN_STATUSES, ...APPLICATION_STATUSES]),
  contentType: commaList(CONTENT_TYPES),
});

/** `GET /campaigns/creator/applications`: the creator's applications, newest first. */
export const applicationsQuerySchema = listQuerySchema({
  keyword: keyword(),
  status: commaList(APPLICATION_STATUSES),
});

/** `GET /campaigns/{id}/applied-creators`. */
export const applicantsQuerySchema = sortedListQuerySchema(['appliedAt', 'fullName'], {});

export type CreateCampaignInput = yup.InferType<typeof createCampaignSchema>;
export type UpdateCampaignInput = yup.InferType<typeof updateCampaignSchema>;
export type ExchangeQuery = yup.InferType<typeof exchangeQuerySchema>;
export type OwnCampaignsQuery = yup.InferType<typeof ownCampaignsQuerySchema>;
export type ApplicationsQuery = yup.InferType<typeof applicationsQuerySchema>;
export type ApplicantsQuery = yup.InferType<typeof applicantsQuerySchema>;
