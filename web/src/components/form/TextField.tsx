import { Field, Input, type InputProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/hydration';

interface TextFieldProps extends Omit<InputProps, 'children'> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** A labelled input with its inline error (announced through aria-describedby by Chakra's Field). */
export function TextField({ label, error, hint, required = true, ...input }: TextFieldProps) {
  const hydrated = useHydrated();
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>{label}</Field.Label>
      <Input size="lg" {...input} readOnly={input.readOnly || !hydrated} />
      {hint && !error && <Field.HelperText>{hint}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
