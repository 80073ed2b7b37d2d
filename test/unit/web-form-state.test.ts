import { object, string, array } from 'yup';
import { getIn, pathSegments, schemaErrors, setIn, withEmptyTextsMissing } from '../../web/src/lib/use-form';

/** The pure parts of the web's form hook (web/src/lib/use-form.ts): paths, nested updates, a schema's errors. */

describe('paths', () => {
  it('reads yup paths and input names alike', () => {
    expect(pathSegments('portfolio[0].media[1]')).toEqual(['portfolio', '0', 'media', '1']);
    expect(pathSegments('email')).toEqual(['email']);
  });

  it('gets nested values, undefined where the path leads nowhere', () => {
    const values = { portfolio: [{ caption: 'a', media: ['x', 'y'] }] };
    expect(getIn(values, 'portfolio[0].media[1]')).toBe('y');
    expect(getIn(values, 'portfolio[0].caption')).toBe('a');
    expect(getIn(values, 'portfolio[3].caption')).toBeUndefined();
    expect(getIn(values, 'nothing.here')).toBeUndefined();
  });

  it('sets a copy, leaving the original and its untouched branches as they were', () => {
    const values = { email: 'a@b.co', portfolio: [{ caption: 'a' }, { caption: 'b' }] };
    const next = setIn(values, 'portfolio[1].caption', 'c');
    expect(next).toEqual({ email: 'a@b.co', portfolio: [{ caption: 'a' }, { caption: 'c' }] });
    expect(values.portfolio[1]?.caption).toBe('b');
    expect(next.portfolio[0]).toBe(values.portfolio[0]);
    expect(Array.isArray(next.portfolio)).toBe(true);
  });

  it('makes arrays for numeric segments and objects otherwise, and removes a field set to undefined', () => {
    expect(setIn({}, 'portfolio[0].media[1]', 'required')).toEqual({ portfolio: [{ media: [undefined, 'required'] }] });
    expect(setIn({ email: 'required', name: 'required' }, 'email', undefined)).toEqual({ name: 'required' });
  });
});

describe('schema errors', () => {
  const schema = object({
    email: string().required('required').email('emailInvalid'),
    name: string().required('required').min(2, 'tooShort'),
    portfolio: array(object({ caption: string().required('required') })),
  });

  it('treats empty texts as missing, deep in arrays too', () => {
    expect(withEmptyTextsMissing({ a: '', b: 'x', c: [{ d: '' }], e: 0, f: false })).toEqual({ a: undefined, b: 'x', c: [{ d: undefined }], e: 0, f: false });
  });

  it('answers each field its first message, nested by path', async () => {
    expect(await schemaErrors(schema, { email: 'nope', name: '', portfolio: [{ caption: 'ok' }, { caption: '' }] })).toEqual({
      email: 'emailInvalid',
      name: 'required',
      portfolio: [undefined, { caption: 'required' }],
    });
  });

  it('answers no errors for valid values', async () => {
    expect(await schemaErrors(schema, { email: 'sara@example.com', name: 'Sara', portfolio: [] })).toEqual({});
  });
});
