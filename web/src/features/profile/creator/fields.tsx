import { Checkbox, Field, Fieldset, Input, SimpleGrid, Textarea, type InputProps } from '@chakra-ui/react';
import { getIn, type FormikProps } from 'formik';
import { GENDERS, type Gender } from '../../../../../shared/domain/campaign';
import { CATEGORIES, type CategoryId } from '../../../../../shared/domain/categories';
import { ChoiceCards } from '../../../components/form/ChoiceCards';
import type { MessageId } from '../../../i18n/locale';
import { useT } from '../../../i18n/useT';
import { errorAt } from './form';

/** A labelled text, date or URL input bound to a form field by path, with its inline error. */
export function FormInput<Values>({
  formik,
  name,
  label,
  hint,
  required,
  ...input
}: { formik: FormikProps<Values>; name: string; label: string; hint?: string; required?: boolean } & Omit<InputProps, 'name' | 'value' | 'onChange' | 'onBlur'>) {
  const t = useT();
  const error = errorAt(formik, name, t);
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {/* dir=auto: a name or address in the other script keeps its own direction; URL fields pass dir=ltr. */}
      <Input dir="auto" name={name} value={String(formikValue(formik, name) ?? '')} onChange={formik.handleChange} onBlur={formik.handleBlur} {...input} />
      {hint && !error && <Field.HelperText>{hint}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

export function FormTextarea<Values>({ formik, name, label, hint, required }: { formik: FormikProps<Values>; name: string; label: string; hint?: string; required?: boolean }) {
  const t = useT();
  const error = errorAt(formik, name, t);
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Textarea dir="auto" name={name} value={String(formikValue(formik, name) ?? '')} onChange={formik.handleChange} onBlur={formik.handleBlur} rows={4} autoresize />
      {hint && !error && <Field.HelperText>{hint}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

function formikValue<Values>(formik: FormikProps<Values>, name: string): unknown {
  return getIn(formik.values, name);
}

/** The categories of spec §3 as tick boxes (at least one). */
export function CategoriesField<Values extends { categories: CategoryId[] }>({ formik }: { formik: FormikProps<Values> }) {
  const t = useT();
  const error = errorAt(formik, 'categories', t);
  const selected = formik.values.categories;
  const toggle = (id: CategoryId, checked: boolean) => {
    const next = checked ? [...selected, id] : selected.filter((category) => category !== id);
    void formik.setFieldValue('categories', next);
    void formik.setFieldTouched('categories', true, false);
  };
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontWeight="medium" textStyle="sm" color="fg">
        {t('profile.creator.field.categories')}
      </Fieldset.Legend>
      <Fieldset.HelperText mt="0">{t('profile.creator.field.categoriesHint')}</Fieldset.HelperText>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
        {CATEGORIES.map(({ id }) => (
          <Checkbox.Root key={id} checked={selected.includes(id)} onCheckedChange={({ checked }) => toggle(id, checked === true)} colorPalette="blue">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label fontWeight="normal">{t(`profile.creator.category.${id}` satisfies MessageId)}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </SimpleGrid>
      {error && <Fieldset.ErrorText textStyle="xs">{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}

/** The brief's two options (issue 27): companies match a brief's gender against it; required. */
export function GenderField<Values extends { gender: Gender | '' }>({ formik }: { formik: FormikProps<Values> }) {
  const t = useT();
  return (
    <ChoiceCards
      name="gender"
      legend={t('profile.creator.field.gender')}
      hint={t('profile.creator.field.genderHint')}
      choices={GENDERS.map((gender) => ({ value: gender, label: t(`term.gender.${gender}`) }))}
      value={formik.values.gender}
      onChange={(gender) => void formik.setFieldValue('gender', gender)}
      onBlur={() => void formik.setFieldTouched('gender', true)}
      error={errorAt(formik, 'gender', t)}
      columns={2}
    />
  );
}
