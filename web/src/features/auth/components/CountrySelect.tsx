import { Field, NativeSelect } from '@chakra-ui/react';
import { useMemo, type ChangeEvent, type FocusEvent } from 'react';
import { useLocale } from '../../../i18n/LocaleProvider';
import { countryOptions } from '../lib/countries';
import { useHydrated } from '../../../lib/hydration';

interface CountrySelectProps {
  name: string;
  label: string;
  placeholder: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  onBlur: (event: FocusEvent<HTMLSelectElement>) => void;
}

/** Every country with its flag and its name in the language shown; a native select, so it is usable everywhere. */
export function CountrySelect({ name, label, placeholder, value, error, onChange, onBlur }: CountrySelectProps) {
  const { locale } = useLocale();
  const options = useMemo(() => countryOptions(locale), [locale]);
  const hydrated = useHydrated();
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="lg" disabled={!hydrated}>
        <NativeSelect.Field name={name} value={value} onChange={onChange} onBlur={onBlur} autoComplete="country">
          <option value="" disabled>
            {placeholder}
          </option>
          {options.map((country) => (
            <option key={country.code} value={country.code}>
              {`${country.flag} ${country.name}`}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
