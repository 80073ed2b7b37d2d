import * as yup from 'yup';
import { ageOn, calendarDate, isCalendarDate } from '../domain/calendar';
import { GENDERS } from '../domain/campaign';
import { CATEGORY_IDS } from '../domain/categories';
import { MINIMUM_CREATOR_AGE, NAME_MAX_LENGTH, PORTFOLIO_MAX_CASES, PORTFOLIO_MAX_FILES_PER_CASE } from '../domain/constants';
import { LICENCE_DECISIONS } from '../domain/licence';
import type { CreatorProfileSection } from '../domain/profile';
import { isSocialLink, SOCIAL_NETWORK_IDS, type SocialNetwork } from '../domain/social';
import { extensionOf, UPLOAD_PURPOSES, UPLOAD_TYPES, type UploadKind, type UploadPurpose } from '../domain/uploads';
import type { ValidationMessageKey } from './messages';
import { trimmedMultilineText, trimmedString } from './rules';
import { boolean, string } from './typed';

/**
 * Profile rules (spec §5: avatar, name, birthdate not in the future, address, at least one category), one schema
 * per wizard step and settings tab, used by the forms and by `PUT /creator/profile/{section}` and
 * `PUT /company/profile`. The API checks on top what a form cannot: that each file is the caller's own verified upload.
 */

const key = (name: ValidationMessageKey) => name;

/** The spec sets no limit for these texts; these keep a record small and a page readable. */
export const SHORT_TEXT_MAX_LENGTH = 200;
export const LONG_TEXT_MAX_LENGTH = 1000;

/** Saudi VAT registration number (ZATCA): 15 digits, the first and the last a 3. */
export const SAUDI_VAT_NUMBER = /^3\d{13}3$/;

const nameRule = () => trimmedString().required(key('required')).max(NAME_MAX_LENGTH, key('nameMax50Symbols'));
const shortText = () => trimmedString().max(SHORT_TEXT_MAX_LENGTH, key('shortTextTooLong'));
const longText = () => trimmedMultilineText().max(LONG_TEXT_MAX_LENGTH, key('longTextTooLong'));

/** A calendar date `YYYY-MM-DD`; the tests after it pass on a value this one refuses, so a field has one message. */
export const calendarDateRule = () =>
  trimmedString().test('calendar-date', key('calendarDateInvalid'), (value) => !value || isCalendarDate(value));
export const isDate = (value: string | undefined): value is string => Boolean(value) && isCalendarDate(value as string);

/** The kind of file a name's extension says it is. */
function kindOfFileName(name: string): UploadKind | undefined {
  const extension = extensionOf(name);
  if (extension === undefined) return undefined;
  return Object.values(UPLOAD_TYPES).find((type) => (type.extensions as readonly string[]).includes(extension))?.kind;
}

/**
 * An uploaded file: the URL `POST /s3` handed out, without its query (spec §7), of a kind this field takes.
 * Whether the object is the caller's own verified upload only the API can tell (uploadNotFound).
 */
export const uploadUrlRule = (purpose: UploadPurpose, kinds: readonly UploadKind[] = UPLOAD_PURPOSES[purpose]) =>
  trimmedString().test('upload-url', key('fileTypeInvalid'), function check(value) {
    if (!value) return true;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return this.createError({ message: key('uploadNotFound') });
    }
    if (!/^https?:$/.test(url.protocol) || url.search || url.hash) return this.createError({ message: key('uploadNotFound') });
    const kind = kindOfFileName(decodeURIComponent(url.pathname));
    return kind !== undefined && kinds.includes(kind);
  });

const genderField = { gender: string().required(key('required')).oneOf(GENDERS, key('valueInvalid')) };

const creatorGeneralFields = {
  avatar: uploadUrlRule('avatar').required(key('avatarRequired')),
  fullName: nameRule(),
  birthdate: calendarDateRule()
    .required(key('required'))
    .test('not-future', key('birthdateFuture'), (value) => !isDate(value) || value <= calendarDate())
    .test('adult', key('creatorTooYoung'), (value) => {
      const today = calendarDate();
      return !isDate(value) || value > today || ageOn(value, today) >= MINIMUM_CREATOR_AGE;
    }),
  address: shortText().required(key('required')),
  ...genderField,
  biography: longText().optional(),
  /** Optional and deletable: null, an empty string or leaving it out removes it. */
  videoPitch: uploadUrlRule('videoPitch').nullable().optional(),
};

const categoriesField = {
  categories: yup
    .array()
    // The same category twice is the same choice.
    .transform((value: unknown) => (Array.isArray(value) ? [...new Set(value)] : value))
    .of(string().required(key('categoryInvalid')).oneOf(CATEGORY_IDS, key('categoryInvalid')))
    .required(key('categoriesRequired'))
    .min(1, key('categoriesRequired')),
};

const socialLinkRule = (network: SocialNetwork) =>
  trimmedString()
    .nullable()
    .optional()
    .test('social-link', key('socialLinkInvalid'), (value) => !value || isSocialLink(network, value));

export const portfolioCaseSchema = yup
  .object({
    caption: shortText().required(key('required')),
    description: longText().optional(),
    media: yup
      .array()
      .of(uploadUrlRule('portfolio').required(key('required')))
      .required(key('portfolioFilesRequired'))
      .min(1, key('portfolioFilesRequired'))
      .max(PORTFOLIO_MAX_FILES_PER_CASE, key('portfolioTooManyFiles')),
    /** An image, one of the case's own or another portfolio upload. */
    cover: uploadUrlRule('portfolio', ['image']).required(key('required')),
  })
  .noUnknown(key('unknownField'));

/** Settings tab General: the personal details. */
export const creatorGeneralSchema = yup.object(creatorGeneralFields).noUnknown(key('unknownField'));

/** Settings tab Categories. */
export const creatorCategoriesSchema = yup.object(categoriesField).noUnknown(key('unknownField'));

/** Wizard step 1, details: the General and Categories tabs together. */
export const creatorDetailsSchema = yup.object({ ...creatorGeneralFields, ...categoriesField }).noUnknown(key('unknownField'));

/** Settings tab Social networks: each link optional; the ones left out are removed. */
export const creatorSocialSchema = yup
  .object(Object.fromEntries(SOCIAL_NETWORK_IDS.map((network) => [network, socialLinkRule(network)])) as Record<SocialNetwork, ReturnType<typeof socialLinkRule>>)
  .noUnknown(key('unknownField'));

/** Wizard step 2: up to three cases; an empty list skips the step. */
export const creatorPortfolioSchema = yup
  .object({
    portfolio: yup.array().of(portfolioCaseSchema).required(key('required')).max(PORTFOLIO_MAX_CASES, key('portfolioTooManyCases')),
  })
  .noUnknown(key('unknownField'));

/** Wizard step 3 and settings tab licence: a licence for review; it must not have expired already. */
export const creatorLicenceSchema = yup
  .object({
    issuedOn: calendarDateRule()
      .required(key('required'))
      .test('not-future', key('issuedDateFuture'), (value) => !isDate(value) || value <= calendarDate()),
    expiresOn: calendarDateRule()
      .required(key('required'))
      .test('after-issue', key('expiryBeforeIssue'), function afterIssue(value) {
        const issuedOn: unknown = this.parent.issuedOn;
        return !isDate(value) || typeof issuedOn !== 'string' || !isDate(issuedOn) || value > issuedOn;
      })
      .test('not-expired', key('licenceExpired'), function notExpired(value) {
        const issuedOn: unknown = this.parent.issuedOn;
        const beforeIssue = typeof issuedOn === 'string' && isDate(issuedOn) && isDate(value) && value <= issuedOn;
        return !isDate(value) || beforeIssue || value >= calendarDate();
      }),
    file: uploadUrlRule('licence').required(key('required')),
  })
  .noUnknown(key('unknownField'));

export const CREATOR_SECTION_SCHEMAS = {
  details: creatorDetailsSchema,
  general: creatorGeneralSchema,
  categories: creatorCategoriesSchema,
  social: creatorSocialSchema,
  portfolio: creatorPortfolioSchema,
  licence: creatorLicenceSchema,
  gender: yup.object(genderField).noUnknown(key('unknownField')),
} as const satisfies Record<CreatorProfileSection, yup.AnyObjectSchema>;

/** `PUT /company/profile` and the company's profile page. The avatar (a logo) is optional: the spec's User has one for every role. */
export const companyProfileSchema = yup
  .object({
    avatar: uploadUrlRule('avatar').nullable().optional(),
    companyName: nameRule(),
    description: longText().optional(),
    vatNumber: string()
      // People write the number in groups; only the digits count.
      .transform((value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value))
      .required(key('required'))
      .matches(SAUDI_VAT_NUMBER, key('vatNumberInvalid')),
    businessAddress: shortText().required(key('required')),
    showAddressToCreators: boolean().default(false),
  })
  .noUnknown(key('unknownField'));

/** `PUT /admin/licences/{creatorId}/{licenceId}`: a reason is required to reject, and kept only then. */
export const licenceDecisionSchema = yup
  .object({
    decision: string().required(key('required')).oneOf([...LICENCE_DECISIONS], key('decisionInvalid')),
    reason: longText().when('decision', {
      is: 'reject',
      then: (schema) => schema.required(key('required')),
      otherwise: (schema) => schema.optional(),
    }),
  })
  .noUnknown(key('unknownField'));
