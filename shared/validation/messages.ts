/**
 * Validation messages of the spec (§5), keyed. Schemas carry the key; the web app translates it
 * (web/src/i18n: `validation.<key>`, whose English text must equal the text here) and the API answers
 * with the English text. One source of truth for both.
 */
export const VALIDATION_MESSAGES = {
  required: 'This field is required',
  nameTooLong: 'Must be no longer than 50 characters',
  emailInvalid: 'Please, enter a valid email',
  emailTooLong: 'Must be no longer than 255 characters',
  passwordLength: 'Password must be at least 8 characters long.',
  passwordTooLong: 'Password must be no longer than 128 characters.',
  passwordPattern: 'Should contain at least 1 lowercase letter, 1 uppercase letter, 1 number and 1 special character',
  passwordsNotMatch: 'Passwords do not match.',
  termsRequired: 'Please accept the terms to continue',
  over18Required: 'Creators must confirm they are over 18',
  codeInvalid: 'Enter the 6-digit code',
  countryInvalid: 'Please select a country from the list',
  roleInvalid: 'Please choose Content Creator or Brand / Company',
  birthdateFuture: 'Birthdate should not be in the future',
  avatarRequired: 'Please select an avatar!',
  fileTypeInvalid: 'File type is not valid',
  nameMax50Symbols: 'Name - The maximum length is 50 symbols',
  invalidEmail: 'Invalid email',
} as const;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;
