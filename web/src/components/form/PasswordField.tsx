import { Field, IconButton, Input, InputGroup, VisuallyHidden, type InputProps } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useT } from '../../i18n/useT';
import { useHydrated } from '../../lib/hydration';
import { EyeIcon, EyeOffIcon } from './password-icons';

interface PasswordFieldProps extends Omit<InputProps, 'children' | 'type'> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/**
 * A password input with a show/hide toggle. The toggle's name is visually hidden text rather than an
 * aria-label, so that finding the field by its label ('Password') never also finds the button.
 */
export function PasswordField({ label, error, hint, ...input }: PasswordFieldProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  const hydrated = useHydrated();
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>{label}</Field.Label>
      <InputGroup
        endElement={
          <IconButton variant="ghost" size="sm" me="-2" onClick={() => setVisible((shown) => !shown)}>
            {visible ? <EyeOffIcon /> : <EyeIcon />}
            <VisuallyHidden>{t(visible ? 'auth.password.hide' : 'auth.password.show')}</VisuallyHidden>
          </IconButton>
        }
      >
        <Input size="lg" type={visible ? 'text' : 'password'} {...input} readOnly={input.readOnly || !hydrated} />
      </InputGroup>
      {hint && !error && <Field.HelperText>{hint}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
