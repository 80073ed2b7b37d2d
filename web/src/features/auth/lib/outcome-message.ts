import { errorMessage } from '../../../i18n/errors';
import type { Translate } from '../../../i18n/useT';
import type { ProfileOutcome } from './profile';

/** What a sign-in that did not end ready says: a deactivated account, or why the profile could not be loaded. */
export function outcomeFailureMessage(t: Translate, outcome: Exclude<ProfileOutcome, { kind: 'ready' }>): string {
  if (outcome.kind === 'deactivated') return t('auth.error.accountDeactivated');
  return outcome.kind === 'failed' && outcome.error ? errorMessage(t, outcome.error) : t('auth.error.profile');
}
