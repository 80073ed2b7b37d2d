import { object, string, array } from 'yup';
import { lazySchemaValidation } from '../../web/src/components/form/formik-fields';

/**
 * The sign-in form's schema loaded on first use (web/src/components/form/formik-fields.ts) answers what Formik's own
 * `validationSchema` would: empty texts are missing values, each field its first message, nested by yup's paths.
 */
describe('a yup schema loaded on first use', () => {
  const schema = object({
    email: string().required('required').email('emailInvalid'),
    name: string().required('required').min(2, 'tooShort'),
    portfolio: array(object({ caption: string().required('required') })),
  });
  const validate = lazySchemaValidation<{ email: string; name: string; portfolio: { caption: string }[] }>(() => Promise.resolve(schema));

  it('answers each field its first message, an empty text as missing, nested by path', async () => {
    expect(await validate({ email: 'nope', name: '', portfolio: [{ caption: 'ok' }, { caption: '' }] })).toEqual({
      email: 'emailInvalid',
      name: 'required',
      portfolio: [undefined, { caption: 'required' }],
    });
  });

  it('answers no errors for valid values', async () => {
    expect(await validate({ email: 'sara@example.com', name: 'Sara', portfolio: [] })).toEqual({});
  });

  it('lets a failure that is not a rule through', async () => {
    const broken = lazySchemaValidation(() => Promise.reject(new Error('chunk failed to load')));
    await expect(broken({})).rejects.toThrow('chunk failed to load');
  });
});
