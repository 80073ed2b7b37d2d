import { LocaleProvider as ChakraLocaleProvider } from '@chakra-ui/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { applyDocumentLocale, intlTag, MESSAGES, storedLocale, storeLocale, type Locale } from './locale';

interface LocaleState {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

const LocaleContext = createContext<LocaleState | undefined>(undefined);

export function LocaleProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(storedLocale);
  useEffect(() => {
    applyDocumentLocale(locale);
  }, [locale]);
  const setLocale = useCallback((next: Locale) => {
    storeLocale(next);
    setLocaleState(next);
  }, []);
  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider locale={locale} defaultLocale="en" messages={MESSAGES[locale]}>
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
