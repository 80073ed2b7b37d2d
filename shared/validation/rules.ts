import * as yup from 'yup';
import { CONFIRMATION_CODE_LENGTH, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SIGN_UP_ROLES } from '../domain/constants';
import { EMAIL_PATTERN } from './email';
import type { ValidationMessageKey } from './messages';

/** Field rules of the spec (§5), as yup schemas used by the forms (Formik) and by the API. Messages are keys. */

const key = (name: ValidationMessageKey) => name;

/** Cognito's symbols: ^ $ * . [ ] { } ( ) ? " ! @ # % & / \ , > < ' : ; | _ ~ ` = + - and space. */
export const PASSWORD_SYMBOL = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/;

export const emailRule = () =>
  yup.string().trim().required(key('required')).max(EMAIL_MAX_LENGTH, key('emailTooLong')).matches(EMAIL_PATTERN, key('emailInvalid'));

export const fullNameRule = () => yup.string().trim().required(key('required')).max(NAME_MAX_LENGTH, key('nameTooLong'));

export const passwordRule = () =>
  yup
    .string()
    .required(key('required'))
    .min(PASSWORD_MIN_LENGTH, key('passwordLength'))
    .max(PASSWORD_MAX_LENGTH, key('passwordTooLong'))
    .test('password-pattern', key('passwordPattern'), (value) =>
      value === undefined ? true : /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value) && PASSWORD_SYMBOL.test(value),
    );

export const confirmPasswordRule = (passwordField = 'password') =>
  yup
    .string()
    .required(key('required'))
    .oneOf([yup.ref(passwordField)], key('passwordsNotMatch'));

export const codeRule = () =>
  yup
    .string()
    .required(key('required'))
    .matches(new RegExp(`^\\d{${CONFIRMATION_CODE_LENGTH}}$`), key('codeInvalid'));

export const countryRule = () =>
  yup
    .string()
    .required(key('required'))
    .matches(/^[A-Z]{2}$/, key('countryInvalid'));

export const roleRule = () => yup.string().required(key('required')).oneOf([...SIGN_UP_ROLES], key('roleInvalid'));

/** The sign-up form (spec §5 sign up). */
export const signUpFormSchema = yup.object({
  role: roleRule(),
  fullName: fullNameRule(),
  email: emailRule(),
  country: countryRule(),
  password: passwordRule(),
  confirmPassword: confirmPasswordRule(),
  agreedToTerms: yup.boolean().oneOf([true], key('termsRequired')).required(key('termsRequired')),
  over18: yup.boolean().when('role', {
    is: 'creator',
    then: (schema) => schema.oneOf([true], key('over18Required')).required(key('over18Required')),
    otherwise: (schema) => schema.notRequired(),
  }),
});

/** `POST /{role}`: the profile record a new sign-up creates. */
export const createProfileSchema = yup.object({
  fullName: fullNameRule(),
  email: emailRule(),
  country: countryRule(),
});

/** Forgot password, step 1. */
export const forgotEmailSchema = yup.object({ email: emailRule() });

/** Forgot password, step 2, and confirm sign-up. */
export const codeSchema = yup.object({ code: codeRule() });

/** Forgot password, step 3. */
export const newPasswordSchema = yup.object({ password: passwordRule(), confirmPassword: confirmPasswordRule() });

/** Sign-in: both fields filled, e-mail well formed. */
export const signInSchema = yup.object({ email: emailRule(), password: yup.string().required(key('required')) });

/** `PUT /user`: the fields a user may change of their own record. */
export const updateProfileSchema = yup.object({
  fullName: fullNameRule().optional(),
  country: countryRule().optional(),
}).noUnknown(true);
