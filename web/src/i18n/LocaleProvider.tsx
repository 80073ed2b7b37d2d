import { LocaleProvider as ChakraLocaleProvider } from '@chakra-ui/react';
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { applyDocumentLocale, formattingTag, intlTag, storedLocale, storeLocale, type Locale } from './locale';
import { useMessages } from './messages';
import { afterFirstCommit } from '../lib/hydration';

interface LocaleState {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

const LocaleContext = createContext<LocaleState | undefined>(undefined);

/** The frame's own catalogue; each page adds its feature's (app/RouteMessages.tsx). */
export const SHELL_CATALOGUE = ['shell'] as const;

export function LocaleProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(storedLocale);
  // main.tsx loads the stored language's shell catalogue before the first render, so this only waits on a switch.
  const messages = useMessages(locale, SHELL_CATALOGUE);
  useEffect(() => {
    applyDocumentLocale(locale);
  }, [locale]);
  const setLocale = useCallback((next: Locale) => {
    storeLocale(next);
    // A switch asked for while React still hydrates a prebuilt page waits for the end of hydration; nothing here
    // re-renders when hydration ends, so no context changes then (React would drop a page whose code has not arrived).
    // A transition: the screen stays in the old language until the new one's catalogues are there, never blank.
    afterFirstCommit(() => startTransition(() => setLocaleState(next)));
  }, []);
  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider locale={formattingTag(locale)} defaultLocale="en" messages={messages}>
        {/* Chakra's (Ark's) own locale drives the direction of menus, drawers and positioned popovers. */}
        <ChakraLocaleProvider locale={intlTag(locale)}>{children}</ChakraLocaleProvider>
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

export function useLocale(): LocaleState {
  const state = useContext(LocaleContext);
  if (!state) throw new Error('useLocale needs a LocaleProvider');
  return state;
}
