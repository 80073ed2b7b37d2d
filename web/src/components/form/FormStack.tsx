import { chakra } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { preloadAuth } from '../../lib/identity';

/**
 * A form laid out as a column. noValidate: the inline messages of the shared schemas replace the browser's bubbles.
 * The identity module, which these forms submit to, starts loading when the visitor first focuses a field.
 */
export function FormStack({ onSubmit, children }: { onSubmit: (event: FormEvent<HTMLFormElement>) => void; children: ReactNode }) {
  return (
    <chakra.form display="flex" flexDirection="column" gap="5" noValidate onSubmit={onSubmit} onFocus={preloadAuth}>
      {children}
    </chakra.form>
  );
}
