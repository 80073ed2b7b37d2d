import { VALIDATION_MESSAGES, type ValidationMessageKey } from '../../shared/validation/messages';
import {
  codeSchema,
  createProfileSchema,
  forgotEmailSchema,
  newPasswordSchema,
  signUpFormSchema,
  updateProfileSchema,
  userStatusSchema,
} from '../../shared/validation/rules';
import { messageOf, validate } from '../../shared/validation/validate';

type Case = [label: string, change: Record<string, unknown>, field: string, key: ValidationMessageKey | undefined];

/** The first field error of `input`, or undefined when it passes. */
function firstError(schema: Parameters<typeof validate>[0], input: unknown): [string, ValidationMessageKey] | undefined {
  const result = validate(schema, input);
  return 'errors' in result ? Object.entries(result.errors)[0] : undefined;
}

describe('the spec\'s messages (§5)', () => {
  it.each([
    ['required', 'This field is required'],
    ['nameTooLong', 'Must be no longer than 50 characters'],
    ['emailInvalid', 'Please, enter a valid email'],
    ['passwordLength', 'Password must be at least 8 characters long.'],
    ['passwordPattern', 'Should contain at least 1 lowercase letter, 1 uppercase letter, 1 number and 1 special character'],
    ['passwordsNotMatch', 'Passwords do not match.'],
    ['birthdateFuture', 'Birthdate should not be in the future'],
    ['avatarRequired', 'Please select an avatar!'],
    ['fileTypeInvalid', 'File type is not valid'],
    ['nameMax50Symbols', 'Name - The maximum length is 50 symbols'],
    ['invalidEmail', 'Invalid email'],
  ] as const)('%s is %j', (key, text) => {
    expect(VALIDATION_MESSAGES[key]).toBe(text);
  });
});

describe('sign-up form', () => {
  const valid = {
    role: 'creator',
    fullName: 'Sara Al-Harbi',
    email: 'sara@example.com',
    country: 'SA',
    password: 'Aa1!aaaa',
    confirmPassword: 'Aa1!aaaa',
    agreedToTerms: true,
    over18: true,
  };

  it('accepts a complete creator sign-up, and a company sign-up without the over-18 confirmation', () => {
    expect(firstError(signUpFormSchema, valid)).toBeUndefined();
    expect(firstError(signUpFormSchema, { ...valid, role: 'company', over18: undefined })).toBeUndefined();
    expect(firstError(signUpFormSchema, { ...valid, role: 'company', over18: false })).toBeUndefined();
  });

  it.each<Case>([
    ['no role', { role: undefined }, 'role', 'required'],
    ['the admin role', { role: 'admin' }, 'role', 'roleInvalid'],
    ['an empty name', { fullName: '' }, 'fullName', 'required'],
    ['a name of 50 characters', { fullName: 'a'.repeat(50) }, 'fullName', undefined],
    ['a name of 51 characters', { fullName: 'a'.repeat(51) }, 'fullName', 'nameTooLong'],
    ['a name of 50 characters and surrounding spaces', { fullName: ` ${'a'.repeat(50)} ` }, 'fullName', undefined],
    ['no e-mail', { email: '' }, 'email', 'required'],
    ['an e-mail without a domain', { email: 'sara@' }, 'email', 'emailInvalid'],
    ['an e-mail without a top-level domain', { email: 'sara@example' }, 'email', 'emailInvalid'],
    ['an e-mail with a space', { email: 'sa ra@example.com' }, 'email', 'emailInvalid'],
    ['an e-mail of 255 characters', { email: `${'a'.repeat(243)}@example.com` }, 'email', undefined],
    ['an e-mail of 256 characters', { email: `${'a'.repeat(244)}@example.com` }, 'email', 'emailTooLong'],
    ['no country', { country: '' }, 'country', 'required'],
    ['a country name instead of its code', { country: 'Saudi Arabia' }, 'country', 'countryInvalid'],
    ['no password', { password: '', confirmPassword: '' }, 'password', 'required'],
    ['a password of 7 characters', { password: 'Aa1!aaa', confirmPassword: 'Aa1!aaa' }, 'password', 'passwordLength'],
    ['a password of 128 characters', { password: `Aa1!${'a'.repeat(124)}`, confirmPassword: `Aa1!${'a'.repeat(124)}` }, 'password', undefined],
    ['a password of 129 characters', { password: `Aa1!${'a'.repeat(125)}`, confirmPassword: `Aa1!${'a'.repeat(125)}` }, 'password', 'passwordTooLong'],
    ['a password without a lowercase letter', { password: 'AA1!AAAA', confirmPassword: 'AA1!AAAA' }, 'password', 'passwordPattern'],
    ['a password without an uppercase letter', { password: 'aa1!aaaa', confirmPassword: 'aa1!aaaa' }, 'password', 'passwordPattern'],
    ['a password without a number', { password: 'Aaa!aaaa', confirmPassword: 'Aaa!aaaa' }, 'password', 'passwordPattern'],
    ['a password without a special character', { password: 'Aa1aaaaa', confirmPassword: 'Aa1aaaaa' }, 'password', 'passwordPattern'],
    ['a different confirmation', { confirmPassword: 'Aa1!aaab' }, 'confirmPassword', 'passwordsNotMatch'],
    ['no confirmation', { confirmPassword: '' }, 'confirmPassword', 'required'],
    ['terms not agreed', { agreedToTerms: false }, 'agreedToTerms', 'termsRequired'],
    ['terms left out', { agreedToTerms: undefined }, 'agreedToTerms', 'termsRequired'],
    ['a creator not confirming over 18', { over18: false }, 'over18', 'over18Required'],
    ['a creator leaving over 18 out', { over18: undefined }, 'over18', 'over18Required'],
  ])('%s', (_label, change, field, key) => {
    const result = validate(signUpFormSchema, { ...valid, ...change });
    const errors = 'errors' in result ? result.errors : {};
    expect(errors[field]).toBe(key);
  });
});

describe('forgot password (3 steps)', () => {
  it.each<Case>([
    ['no e-mail', { email: '' }, 'email', 'required'],
    ['a malformed e-mail', { email: 'not-an-email' }, 'email', 'emailInvalid'],
    ['a valid e-mail', { email: 'a@b.co' }, 'email', undefined],
  ])('step 1, %s', (_label, input, field, key) => {
    expect(firstError(forgotEmailSchema, input)).toEqual(key ? [field, key] : undefined);
  });

  it.each<Case>([
    ['6 digits', { code: '012345' }, 'code', undefined],
    ['5 digits', { code: '12345' }, 'code', 'codeInvalid'],
    ['7 digits', { code: '1234567' }, 'code', 'codeInvalid'],
    ['a letter', { code: '12345a' }, 'code', 'codeInvalid'],
    ['a space', { code: '123 45' }, 'code', 'codeInvalid'],
    ['nothing', { code: '' }, 'code', 'required'],
  ])('step 2, a code of %s', (_label, input, field, key) => {
    expect(firstError(codeSchema, input)).toEqual(key ? [field, key] : undefined);
  });

  it.each<Case>([
    ['a good password', { password: 'Aa1!aaaa', confirmPassword: 'Aa1!aaaa' }, 'password', undefined],
    ['no password', { password: '', confirmPassword: '' }, 'password', 'required'],
    ['a short password', { password: 'Aa1!', confirmPassword: 'Aa1!' }, 'password', 'passwordLength'],
    ['a password of one kind of character', { password: 'aaaaaaaa', confirmPassword: 'aaaaaaaa' }, 'password', 'passwordPattern'],
    ['no confirmation', { password: 'Aa1!aaaa', confirmPassword: '' }, 'confirmPassword', 'required'],
    ['a confirmation that differs', { password: 'Aa1!aaaa', confirmPassword: 'Aa1!aaaA' }, 'confirmPassword', 'passwordsNotMatch'],
  ])('step 3, %s', (_label, input, field, key) => {
    expect(firstError(newPasswordSchema, input)).toEqual(key ? [field, key] : undefined);
  });
});

describe('API bodies', () => {
  const profile = { fullName: 'Sara', email: 'sara@example.com', country: 'SA' };

  it.each<Case>([
    ['a complete profile', {}, '', undefined],
    ['a terms date in ISO 8601', { agreedToTermsAt: '2026-11-22T10:38:53.000Z' }, '', undefined],
    ['a terms date with an offset', { agreedToTermsAt: '2026-11-22T13:38:53+03:00' }, '', undefined],
    ['a terms date without a time', { agreedToTermsAt: '2026-11-22' }, 'agreedToTermsAt', 'dateInvalid'],
    ['an impossible terms date', { agreedToTermsAt: '2026-13-45T10:00:00Z' }, 'agreedToTermsAt', 'dateInvalid'],
    ['a role', { role: 'admin' }, 'role', 'unknownField'],
    ['a name that is an object', { fullName: { first: 'Sara' } }, 'fullName', 'valueInvalid'],
  ])('POST /{role} with %s', (_label, change, field, key) => {
    expect(firstError(createProfileSchema, { ...profile, ...change })).toEqual(key ? [field, key] : undefined);
  });

  it('PUT /user takes a name or a country, and names each unknown field', () => {
    expect(validate(updateProfileSchema, { fullName: ' Sara ' })).toEqual({ value: { fullName: 'Sara' } });
    expect(validate(updateProfileSchema, { country: 'AE', status: 'Active', role: 'admin' })).toEqual({ errors: { status: 'unknownField', role: 'unknownField' } });
  });

  it.each<Case>([
    ['Active', { status: 'Active' }, '', undefined],
    ['Inactive', { status: 'Inactive' }, '', undefined],
    ['lower case', { status: 'inactive' }, 'status', 'statusInvalid'],
    ['nothing', {}, 'status', 'required'],
  ])('PUT /admin/{userType}/{id}/status with %s', (_label, input, field, key) => {
    expect(firstError(userStatusSchema, input)).toEqual(key ? [field, key] : undefined);
  });
});

describe('validate', () => {
  it('reports every failing field, in the order the schema declares them, whatever the order of the input', () => {
    const result = validate(createProfileSchema, { country: 'x', email: 'bad', extra: 1 });
    expect(result).toEqual({ errors: { fullName: 'required', email: 'emailInvalid', country: 'countryInvalid', extra: 'unknownField' } });
  });

  it.each([
    ['__proto__', '{"__proto__": {"fullName": "x"}}'],
    ['constructor', '{"constructor": "x"}'],
    ['toString', '{"toString": true}'],
    ['hasOwnProperty', '{"hasOwnProperty": 1}'],
    ['valueOf', '{"valueOf": []}'],
  ])('refuses an own key named like the Object.prototype member %s as unknown, before the schema runs', (name, json) => {
    const input: unknown = JSON.parse(json);
    expect(validate(createProfileSchema, input)).toEqual({ errors: { [name]: 'unknownField' } });
  });

  it('names a prototype-member key at any depth by its path', () => {
    const input: unknown = JSON.parse('{"portfolio": [{"caption": "a", "media": [], "cover": "x", "toString": 1}]}');
    expect(validate(createProfileSchema, input)).toEqual({ errors: { 'portfolio[0].toString': 'unknownField' } });
  });

  it('turns every key into the English text', () => {
    for (const key of Object.keys(VALIDATION_MESSAGES) as ValidationMessageKey[]) expect(messageOf(key)).toBe(VALIDATION_MESSAGES[key]);
  });
});
