import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from './locale';

export type Translate = (id: MessageId, values?: Record<string, string | number>) => string;

/** formatMessage restricted to the catalogue's keys, so a typo in a message id fails the type check. */
export function useT(): Translate {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}
