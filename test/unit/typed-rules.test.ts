import { isSchema, type AnySchema } from 'yup';
import * as campaignRules from '../../shared/validation/campaign';
import { isPlainText, withoutUnsafeCharacters } from '../../shared/validation/plain-text';
import * as profileRules from '../../shared/validation/profile';
import * as rules from '../../shared/validation/rules';
import { validate } from '../../shared/validation/validate';

/** Every yup schema the shared validation modules export, by name: the forms' and the API's rules. */
const EXPORTED_SCHEMAS: [string, AnySchema][] = Object.entries<unknown>({ ...rules, ...profileRules, ...campaignRules, ...profileRules.CREATOR_SECTION_SCHEMAS }).flatMap(
  ([name, value]): [string, AnySchema][] => (isSchema(value) ? [[name, value as AnySchema]] : []),
);

/** Every scalar leaf (string, number, boolean) below a schema, with its path. */
function scalarLeaves(schema: AnySchema, path: string): [string, AnySchema][] {
  const node = schema as AnySchema & { fields?: Record<string, AnySchema>; innerType?: AnySchema };
  if (node.fields) return Object.entries(node.fields).flatMap(([name, field]) => scalarLeaves(field, path ? `${path}.${name}` : name));
  if (node.innerType) return scalarLeaves(node.innerType, `${path}[]`);
  return ['string', 'number', 'boolean'].includes(schema.type) ? [[path, schema]] : [];
}

describe('typed rules: a value of the wrong JSON type is refused, never converted', () => {
  /** What yup would convert into each type. Query schemas read their page from text on purpose. */
  const convertible: Record<string, unknown> = { string: 42, number: '7', boolean: 'true' };

  it.each(EXPORTED_SCHEMAS)('%s casts no string, number or boolean field from another type', (name, schema) => {
    for (const [path, leaf] of scalarLeaves(schema, '')) {
      if (name.endsWith('QuerySchema') && leaf.type === 'number') continue;
      expect([path, leaf.isValidSync(convertible[leaf.type])]).toEqual([path, false]);
    }
  });

  const profile = { fullName: 'Sara', email: 'sara@example.com', country: 'SA' };
  const upload = { fileName: 'photo.png', fileType: 'image/png', size: 1000, purpose: 'avatar' };
  const company = { companyName: 'Brand', vatNumber: '300000000000003', businessAddress: 'Riyadh' };

  it.each([
    ['POST /{role} fullName: true', rules.createProfileSchema, { ...profile, fullName: true }, 'fullName'],
    ['POST /{role} fullName: 12', rules.createProfileSchema, { ...profile, fullName: 12 }, 'fullName'],
    ['POST /{role} country: ["SA"]', rules.createProfileSchema, { ...profile, country: ['SA'] }, 'country'],
    ['POST /s3 size: [1,2,3]', rules.uploadRequestSchema, { ...upload, size: [1, 2, 3] }, 'size'],
    ['POST /s3 size: "1000"', rules.uploadRequestSchema, { ...upload, size: '1000' }, 'size'],
    ['POST /s3 size: true', rules.uploadRequestSchema, { ...upload, size: true }, 'size'],
    ['PUT /company/profile showAddressToCreators: "true"', profileRules.companyProfileSchema, { ...company, showAddressToCreators: 'true' }, 'showAddressToCreators'],
    ['PUT /company/profile showAddressToCreators: 1', profileRules.companyProfileSchema, { ...company, showAddressToCreators: 1 }, 'showAddressToCreators'],
    ['PUT /admin/.../status status: ["Active"]', rules.userStatusSchema, { status: ['Active'] }, 'status'],
  ])('%s is valueInvalid', (_label, schema, input, field) => {
    const result = validate(schema, input);
    expect('errors' in result && result.errors[field]).toBe('valueInvalid');
  });

  it('POST /campaigns refuses a number of creators or a pictures flag sent as text', () => {
    const result = validate(campaignRules.createCampaignSchema, { numberOfContentCreators: '3', picturesNeeded: 'true' });
    expect('errors' in result && [result.errors.numberOfContentCreators, result.errors.picturesNeeded]).toEqual(['valueInvalid', 'valueInvalid']);
  });

  it('still reads numbers from query strings, which only carry text', () => {
    expect(validate(campaignRules.exchangeQuerySchema, { page: '2' })).toMatchObject({ value: { page: 2 } });
    expect(validate(campaignRules.exchangeQuerySchema, { page: 'two' })).toEqual({ errors: { page: 'pageInvalid' } });
    expect(validate(campaignRules.exchangeQuerySchema, { page: '1.5' })).toEqual({ errors: { page: 'pageInvalid' } });
  });

  it('keeps trimming text, as the forms rely on', () => {
    expect(validate(rules.updateProfileSchema, { fullName: '  Sara  ' })).toEqual({ value: { fullName: 'Sara' } });
  });
});

describe('plain text', () => {
  it.each([
    ['NUL', 'Sa\u0000ra'],
    ['an escape', 'Sara\u001b[31m'],
    ['DEL', 'Sara\u007f'],
    ['a C1 control', 'Sara\u0085'],
    ['a right-to-left override', 'Sa\u202Era'],
    ['a left-to-right embedding', '\u202ASara'],
    ['a first-strong isolate', 'Sara\u2068'],
    ['a pop-directional isolate', 'Sara\u2069'],
    ['a lone high surrogate', 'Sara\ud800'],
    ['a lone low surrogate', '\udc00Sara'],
  ])('refuses %s', (_label, value) => {
    expect(isPlainText(value)).toBe(false);
    expect(isPlainText(value, { multiline: true })).toBe(false);
  });

  it('takes letters of any script, marks and emoji', () => {
    for (const value of ['Sara', 'سارة', 'سارة\u200F (Sara)', 'José', '日本', 'Hi 😀', '']) expect(isPlainText(value)).toBe(true);
  });

  it('takes line breaks and tabs only in multi-line text', () => {
    expect(isPlainText('line one\nline two\r\n\tend')).toBe(false);
    expect(isPlainText('line one\nline two\r\n\tend', { multiline: true })).toBe(true);
  });

  it('is enforced by the free-text fields of the API, with its own message', () => {
    expect(validate(rules.createProfileSchema, { fullName: 'Sa\u202Era', email: 'sara@example.com', country: 'SA' })).toEqual({
      errors: { fullName: 'textCharactersInvalid' },
    });
    expect(validate(rules.contactMessageSchema, { name: 'Sara', email: 'sara@example.com\u0000', message: 'Hi' })).toEqual({
      errors: { email: 'textCharactersInvalid' },
    });
    expect(validate(rules.contactMessageSchema, { name: 'Sara', email: 'sara@example.com', message: 'Hi\ud800' })).toEqual({
      errors: { message: 'textCharactersInvalid' },
    });
    expect(validate(rules.contactMessageSchema, { name: 'Sara', email: 'sara@example.com', message: 'Hi,\n\nthanks' })).toMatchObject({ value: {} });
    expect(validate(profileRules.licenceDecisionSchema, { decision: 'reject', reason: 'Blurry\u2066' })).toEqual({ errors: { reason: 'textCharactersInvalid' } });
  });

  it('cleans file names of them instead, so a hidden extension shows', () => {
    expect(withoutUnsafeCharacters('pho\u0000to\u202Egnp.exe')).toBe('photognp.exe');
    const upload = { fileType: 'image/png', size: 1000, purpose: 'avatar' };
    expect(validate(rules.uploadRequestSchema, { ...upload, fileName: 'photo\u202Egnp.exe' })).toEqual({ errors: { fileType: 'fileTypeInvalid' } });
    expect(validate(rules.uploadRequestSchema, { ...upload, fileName: 'my\tpho\u0007to\ud800.png' })).toMatchObject({ value: { fileName: 'myphoto.png' } });
  });
});
