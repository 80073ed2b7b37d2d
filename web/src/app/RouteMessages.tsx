import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { CatalogueName } from '../i18n/catalogues';
import { useMessages } from '../i18n/messages';
import { useLocale } from '../i18n/LocaleProvider';
import { formattingTag } from '../i18n/locale';

/**
 * A page's messages: the shell's plus its own catalogues in the current language, fetched with the page's code
 * (`preload` starts the page's download at the same time, not after the catalogue). Suspends until they are there.
 */
export function RouteMessages({ names, preload, children }: { names: readonly CatalogueName[]; preload: () => unknown; children: ReactNode }) {
  preload();
  const { locale } = useLocale();
  // The shell's catalogue, as LocaleProvider gave it: plain strings, never precompiled messages.
  const shell = useIntl().messages as Record<string, string>;
  const own = useMessages(locale, names);
  const messages = useMemo(() => ({ ...shell, ...own }), [shell, own]);
  return (
    <IntlProvider locale={formattingTag(locale)} defaultLocale="en" messages={messages}>
      {children}
    </IntlProvider>
  );
}
