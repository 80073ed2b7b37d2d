import { Field, Input } from '@chakra-ui/react';
import type { ClipboardEvent } from 'react';
import { CONFIRMATION_CODE_LENGTH } from '../../../../../shared/domain/constants';
import { sanitizeCode } from '../lib/code';

interface CodeInputProps {
  label: string;
  hint?: string;
  value: string;
  onChange: (code: string) => void;
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
}

/**
 * The 6-digit code of confirmation and password reset. One native input, so arrows, backspace, delete and
 * selection behave as everywhere; typing keeps digits only (spaces ignored), a paste is cleaned and cut to
 * six, the phone shows its number pad, and the browser may offer the code from the e-mail (one-time-code).
 */
export function CodeInput({ label, hint, value, onChange, error, disabled, autoFocus }: CodeInputProps) {
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    onChange(sanitizeCode(event.clipboardData.getData('text')));
  };
  return (
    <Field.Root invalid={Boolean(error)} required disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <Input
        name="code"
        size="xl"
        value={value}
        onChange={(event) => onChange(sanitizeCode(event.target.value))}
        onPaste={onPaste}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={CONFIRMATION_CODE_LENGTH}
        autoFocus={autoFocus}
        placeholder={'•'.repeat(CONFIRMATION_CODE_LENGTH)}
        // Digits read left to right in Arabic too.
        dir="ltr"
        textAlign="center"
        fontFamily="mono"
        fontSize="2xl"
        letterSpacing="0.6em"
        ps="0.6em"
      />
      {hint && !error && <Field.HelperText>{hint}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
