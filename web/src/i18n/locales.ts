export { LANGUAGES as LOCALES, type Language as Locale } from '../../../shared/domain/language';
