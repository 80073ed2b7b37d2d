import { Button } from '@chakra-ui/react';
import { useLocale } from '../i18n/LocaleProvider';
import { useT } from '../i18n/useT';
import { useLanguageSwitch } from '../lib/language-switch';

/**
 * Switches English and Arabic; it names the other language in that language (hence its `lang`). A member's mail
 * follows (lib/language-switch.ts).
 */
export function LanguageSwitch() {
  const { locale } = useLocale();
  const setLocale = useLanguageSwitch();
  const t = useT();
  const other = locale === 'ar' ? 'en' : 'ar';
  return (
    <Button variant="outline" size={{ base: 'xs', md: 'sm' }} lang={other} onClick={() => setLocale(other)}>
      {t('language.switch')}
    </Button>
  );
}
