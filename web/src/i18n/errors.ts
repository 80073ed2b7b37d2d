import { ApiError } from '../lib/api';
import type { MessageId } from './locale';
import type { Translate } from './useT';

/**
 * The text of a failed call for a toast (spec §8): the translation of the API's stable code, else the
 * server's message, else 'An unexpected error occurred'.
 */
export function errorMessage(t: Translate, error: unknown): string {
  if (error instanceof ApiError) return t(`apiError.${error.code}` satisfies MessageId);
  if (error instanceof Error && error.message) return error.message;
  return t('apiError.INTERNAL');
}
