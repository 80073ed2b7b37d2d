import { useCallback } from 'react';
import { ROUTES } from '../../../shared/api/routes';
import { useLocale } from '../i18n/LocaleProvider';
import type { Locale } from '../i18n/locale';
import { apiRequest } from './api';
import { useSession } from './session';

/**
 * Switches the app's language; for a signed-in creator or company, also their record's (issue 27): the mail they get
 * from then on is in the language they chose to read the app in. The screen switches at once; the record follows in
 * the background, and a save that fails leaves the mail language as it was (the account settings show it).
 */
export function useLanguageSwitch(): (next: Locale) => void {
  const { setLocale } = useLocale();
  const { user, refresh } = useSession();
  const member = user && user.role !== 'admin' ? user : undefined;
  return useCallback(
    (next: Locale) => {
      setLocale(next);
      if (!member || member.language === next) return;
      apiRequest(ROUTES.updateUser, { body: { language: next } }).then(refresh, () => undefined);
    },
    [setLocale, member, refresh],
  );
}
