import { Checkbox, Field } from '@chakra-ui/react';
import { useHydrated } from '../../lib/hydration';

/** A required tick box with its inline error. */
export function ConsentCheckbox({
  name,
  label,
  checked,
  onCheckedChange,
  error,
}: {
  name: string;
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error?: string;
}) {
  const hydrated = useHydrated();
  return (
    <Field.Root invalid={Boolean(error)}>
      <Checkbox.Root name={name} checked={checked} disabled={!hydrated} onCheckedChange={({ checked: next }) => onCheckedChange(next === true)} colorPalette="blue" alignItems="flex-start">
        <Checkbox.HiddenInput />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label fontWeight="normal">{label}</Checkbox.Label>
      </Checkbox.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
