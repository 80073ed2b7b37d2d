import { Field, NativeSelect } from '@chakra-ui/react';
import type { MessageId } from '../../../i18n/locale';
import { useT } from '../../../i18n/useT';

/** A labelled native select (keyboard and screen-reader friendly on every platform) for a list's sort or status. */
export function ListSelect<Value extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: Value;
  options: readonly { value: Value; label: MessageId }[];
  onChange: (value: Value) => void;
}) {
  const t = useT();
  return (
    <Field.Root width="auto" flexShrink="0">
      <Field.Label srOnly>{label}</Field.Label>
      <NativeSelect.Root minW="11rem">
        <NativeSelect.Field value={value} onChange={(event) => onChange(options.find((option) => option.value === event.target.value)?.value ?? value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.label)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
