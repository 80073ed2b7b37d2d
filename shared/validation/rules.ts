import * as yup from 'yup';
import {
  CONFIRMATION_CODE_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SIGN_UP_ROLES,
  USER_STATUSES,
} from '../domain/constants';
import { isUuid } from '../domain/ids';
import { LANGUAGES } from '../domain/language';
import { CHOOSABLE_NOTIFICATION_TYPES, DEFAULT_NOTICE_CHANNELS } from '../domain/notifications';
import { fileSizeRefusal, fileTypeRefusal, isUploadPurpose, isUploadType, UPLOAD_PURPOSES } from '../domain/uploads';
import { isIsoDateTime } from './date';
import { EMAIL_PATTERN } from './email';
import type { ValidationMessageKey } from './messages';
import { withoutUnsafeCharacters } from './plain-text';
import { boolean, multilineText, number, string, text } from './typed';

/** Field rules of the spec (§5), as yup schemas used by the forms (Formik) and by the API. Messages are keys. */

const key = (name: ValidationMessageKey) => name;

/** Longer names are cut to 100 characters in the object key anyway; this only refuses absurd input. */
const FILE_NAME_MAX_LENGTH = 255;
/** The spec gives no limit; 2,000 characters is a long support message and keeps a mail readable. */
export const CONTACT_MESSAGE_MAX_LENGTH = 2000;

/** Cognito's symbols: ^ $ * . [ ] { } ( ) ? " ! @ # % & / \ , > < ' : ; | _ ~ ` = + - and space. */
export const PASSWORD_SYMBOL = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/;

/** Trims strings only: yup's own `trim()` calls `.trim()` on whatever arrives, so a JSON object would throw. */
const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** One line of plain text, trimmed; a value of another type is left to the type check. */
export const trimmedString = () => text().transform(trim);

/** Plain text over several lines, trimmed. */
export const trimmedMultilineText = () => multilineText().transform(trim);

export const emailRule = () =>
  trimmedString().required(key('required')).max(EMAIL_MAX_LENGTH, key('emailTooLong')).matches(EMAIL_PATTERN, key('emailInvalid'));

export const fullNameRule = () => trimmedString().required(key('required')).max(NAME_MAX_LENGTH, key('nameTooLong'));

export const passwordRule = () =>
  string()
    .required(key('required'))
    .min(PASSWORD_MIN_LENGTH, key('passwordLength'))
    .max(PASSWORD_MAX_LENGTH, key('passwordTooLong'))
    .test('password-pattern', key('passwordPattern'), (value) =>
      value === undefined ? true : /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value) && PASSWORD_SYMBOL.test(value),
    );

/** An empty confirmation is 'required', not 'do not match': yup's `oneOf` would report both, mismatch first. */
export const confirmPasswordRule = (passwordField = 'password') =>
  string()
    .required(key('required'))
    .test('passwords-match', key('passwordsNotMatch'), function matches(value) {
      return !value || value === this.parent[passwordField];
    });

export const codeRule = () =>
  string()
    .required(key('required'))
    .matches(new RegExp(`^\\d{${CONFIRMATION_CODE_LENGTH}}$`), key('codeInvalid'));

export const countryRule = () =>
  string()
    .required(key('required'))
    .matches(/^[A-Z]{2}$/, key('countryInvalid'));

export const roleRule = () => string().required(key('required')).oneOf([...SIGN_UP_ROLES], key('roleInvalid'));

/** The sign-up form (spec §5 sign up). */
export const signUpFormSchema = yup.object({
  role: roleRule(),
  fullName: fullNameRule(),
  email: emailRule(),
  country: countryRule(),
  password: passwordRule(),
  confirmPassword: confirmPasswordRule(),
  agreedToTerms: boolean().oneOf([true], key('termsRequired')).required(key('termsRequired')),
  over18: boolean().when('role', {
    is: 'creator',
    then: (schema) => schema.oneOf([true], key('over18Required')).required(key('over18Required')),
    otherwise: (schema) => schema.notRequired(),
  }),
});

/** A moment in ISO 8601, e.g. `2026-11-22T10:38:53.000Z`. */
export const dateTimeRule = () =>
  trimmedString().test('iso-date-time', key('dateInvalid'), (value) => value === undefined || isIsoDateTime(value));

/**
 * `POST /{role}`: the profile record a new sign-up creates. `agreedToTermsAt` is the sign-up payload's
 * (spec §3). Unknown fields are refused, so a client can never believe it set a role, a status or a password here.
 */
export const createProfileSchema = yup
  .object({
    fullName: fullNameRule(),
    email: emailRule(),
    country: countryRule(),
    agreedToTermsAt: dateTimeRule().optional(),
  })
  .noUnknown(key('unknownField'));

/** Forgot password, step 1. */
export const forgotEmailSchema = yup.object({ email: emailRule() });

/** Forgot password, step 2, and confirm sign-up. */
export const codeSchema = yup.object({ code: codeRule() });

/** Forgot password, step 3. */
export const newPasswordSchema = yup.object({ password: passwordRule(), confirmPassword: confirmPasswordRule() });

/** Sign-in: both fields filled, e-mail well formed. */
export const signInSchema = yup.object({ email: emailRule(), password: string().required(key('required')) });

/** A notice's channels a user may set: e-mail only for the notices that are mailed. */
const noticeChannelsRule = (mailed: boolean) =>
  yup
    .object({ inApp: boolean().optional(), ...(mailed ? { mail: boolean().optional() } : {}) })
    .noUnknown(key('unknownField'))
    .default(undefined)
    .optional();

/** Per notice, the channels changed from the default (shared/domain/notifications.ts). */
const noticePreferencesRule = () =>
  yup
    .object(Object.fromEntries(CHOOSABLE_NOTIFICATION_TYPES.map((type) => [type, noticeChannelsRule(DEFAULT_NOTICE_CHANNELS[type].mail)])))
    .noUnknown(key('unknownField'))
    .default(undefined)
    .optional();

/**
 * `PUT /user`: the fields a user may change of their own record: name, country, mail language, notice preferences; and
 * `resumeMail: true`, their ask to be mailed again after SES stopped their address.
 */
export const updateProfileSchema = yup
  .object({
    fullName: fullNameRule().optional(),
    country: countryRule().optional(),
    language: string().oneOf(LANGUAGES, key('valueInvalid')).optional(),
    noticePreferences: noticePreferencesRule(),
    resumeMail: boolean().oneOf([true], key('valueInvalid')).optional(),
  })
  .noUnknown(key('unknownField'));

/** `PUT /admin/{userType}/{id}/status`. */
export const userStatusSchema = yup
  .object({
    status: string().required(key('required')).oneOf([...USER_STATUSES], key('statusInvalid')),
  })
  .noUnknown(key('unknownField'));

/**
 * The file a client wants to upload, for a purpose (`POST /s3`'s body field, or fixed by the route, as for results).
 * The size is the file's, declared up front and signed into the URL; the type must be one we accept for the purpose
 * and agree with the name's extension.
 */
function uploadFileFields(purposeOf: (parent: { purpose?: unknown }) => unknown) {
  return {
    // Cleaned rather than refused: the name only labels the file, and cleaning shows an extension a bidi mark hid.
    fileName: string()
      .transform((value: unknown) => (typeof value === 'string' ? withoutUnsafeCharacters(value).trim() : value))
      .required(key('required'))
      .max(FILE_NAME_MAX_LENGTH, key('valueInvalid')),
    fileType: string()
      .required(key('required'))
      .test('file-type', key('fileTypeInvalid'), function acceptedType(value) {
        const parent = this.parent as { fileName?: unknown; purpose?: unknown };
        const purpose = purposeOf(parent);
        return value === undefined || !fileTypeRefusal(value, typeof parent.fileName === 'string' ? parent.fileName : '', isUploadPurpose(purpose) ? purpose : undefined);
      }),
    size: number()
      .required(key('required'))
      .integer(key('valueInvalid'))
      .test('file-size', key('fileTooLarge'), function acceptedSize(value) {
        const parent = this.parent as { purpose?: unknown; fileType?: unknown };
        const purpose = purposeOf(parent);
        // An unknown purpose or type is refused by its own rule; the size is then held to the common limit.
        const refusal = value === undefined ? undefined : fileSizeRefusal(value, isUploadPurpose(purpose) ? purpose : 'avatar', isUploadType(parent.fileType) ? parent.fileType : 'image/jpeg');
        return refusal ? this.createError({ message: key(refusal) }) : true;
      }),
  };
}

/** `POST /s3`: a profile's file (avatar, video pitch, portfolio, licence). */
export const uploadRequestSchema = yup
  .object({
    ...uploadFileFields((parent) => parent.purpose),
    purpose: string()
      .required(key('required'))
      .oneOf(Object.keys(UPLOAD_PURPOSES), key('valueInvalid')),
  })
  .noUnknown(key('unknownField'));

/**
 * `POST /campaigns/{id}/results/uploads`: a result file, a video or a picture; after a revision asked per file, the
 * file of the set it replaces (issue 26).
 */
export const resultUploadSchema = yup
  .object({
    ...uploadFileFields(() => 'result'),
    replaces: string().optional().test('uuid', key('valueInvalid'), (value) => value === undefined || isUuid(value)),
  })
  .noUnknown(key('unknownField'));

/** A phone number as people type it: digits with spaces, dashes, dots, brackets and a leading +; 7 to 15 digits (E.164). */
const PHONE_PATTERN = /^\+?[\d\s().-]+$/;

/** The landing page's contact form and `POST /support` (spec §3 contact message, §5: name, valid e-mail and message required). */
export const contactMessageSchema = yup
  .object({
    name: fullNameRule(),
    email: emailRule(),
    phone: trimmedString()
      .optional()
      .test('phone', key('phoneInvalid'), (value) => {
        if (!value) return true;
        const digits = value.replace(/\D/g, '').length;
        return PHONE_PATTERN.test(value) && digits >= 7 && digits <= 15;
      }),
    message: trimmedMultilineText().required(key('required')).max(CONTACT_MESSAGE_MAX_LENGTH, key('messageTooLong')),
  })
  .noUnknown(key('unknownField'));
