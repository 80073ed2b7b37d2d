import { createIntl, type IntlShape } from 'react-intl';
import { formattingTag, type Locale } from '../../web/src/i18n/locale';

/** react-intl as the app's IntlProvider sets it up for `locale`: what a test computes the page's dates with. */
export function intlFor(locale: Locale): IntlShape {
  return createIntl({ locale: formattingTag(locale), defaultLocale: 'en' });
}
