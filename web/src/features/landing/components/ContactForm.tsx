import { Button, chakra, Field, Textarea } from '@chakra-ui/react';
import { useFormik, type FormikErrors } from 'formik';
import { useState } from 'react';
import { ROUTES } from '../../../../../shared/api/routes';
import { errorMessage } from '../../../i18n/errors';
import { useT } from '../../../i18n/useT';
import { ApiError, apiRequest } from '../../../lib/api';
import { FormAlert } from '../../../components/form/FormAlert';
import { boundField, fieldError, lazySchemaValidation } from '../../../components/form/formik-fields';
import { TextField } from '../../../components/form/TextField';

interface ContactValues {
  name: string;
  email: string;
  phone: string;
  message: string;
}

const EMPTY: ContactValues = { name: '', email: '', phone: '', message: '' };

/**
 * The contact form (spec §3 contact message, §5 rules, §7 `POST /support`): the API's own schema checks it in the
 * browser, with the spec's messages inline; the server's field errors land on the same fields.
 */
export default function ContactForm() {
  const t = useT();
  const [sentTo, setSentTo] = useState<string>();
  const [failure, setFailure] = useState<string>();

  const formik = useFormik<ContactValues>({
    initialValues: EMPTY,
    validate: lazySchemaValidation(() => import('../../../../../shared/validation/rules').then(({ contactMessageSchema }) => contactMessageSchema)),
    onSubmit: async (values, { resetForm, setErrors }) => {
      setFailure(undefined);
      setSentTo(undefined);
      const phone = values.phone.trim();
      const body = { name: values.name.trim(), email: values.email.trim(), message: values.message.trim(), ...(phone ? { phone } : {}) };
      try {
        await apiRequest(ROUTES.contactSupport, { body });
        resetForm();
        setSentTo(body.email);
      } catch (error) {
        // The server answers with message keys per field, as the shared schema does: fieldError translates both.
        if (error instanceof ApiError && error.fields) setErrors(error.fields as FormikErrors<ContactValues>);
        setFailure(errorMessage(t, error));
      }
    },
  });

  const messageError = fieldError(formik, 'message', t);
  return (
    <chakra.form display="flex" flexDirection="column" gap="5" noValidate onSubmit={formik.handleSubmit} aria-labelledby="contact-title">
      <TextField
        label={t('landing.contact.name')}
        name="name"
        autoComplete="name"
        {...boundField(formik, 'name', t)}
      />
      <TextField
        label={t('landing.contact.email')}
        name="email"
        type="email"
        autoComplete="email"
        {...boundField(formik, 'email', t)}
      />
      <TextField
        label={t('landing.contact.phone')}
        name="phone"
        type="tel"
        autoComplete="tel"
        required={false}
        // A number reads left to right in Arabic too (else "+966 50" shows as "50 966+"), aligned with the other fields.
        dir="ltr"
        css={{ '[dir=rtl] &': { textAlign: 'right' } }}
        {...boundField(formik, 'phone', t)}
      />
      <Field.Root invalid={Boolean(messageError)} required>
        <Field.Label>{t('landing.contact.message')}</Field.Label>
        <Textarea
          name="message"
          size="lg"
          rows={6}
          resize="vertical"
          value={formik.values.message}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
        {messageError && <Field.ErrorText>{messageError}</Field.ErrorText>}
      </Field.Root>
      {failure && <FormAlert status="error">{failure}</FormAlert>}
      {sentTo && <FormAlert status="success">{t('landing.contact.sent', { email: sentTo })}</FormAlert>}
      <Button type="submit" size="lg" colorPalette="blue" alignSelf={{ base: 'stretch', sm: 'start' }} loading={formik.isSubmitting} disabled={formik.isSubmitting}>
        {t('landing.contact.submit')}
      </Button>
    </chakra.form>
  );
}
