import shellEn from './en.json';
import shellAr from './ar.json';
import authEn from '../features/auth/i18n/en.json';
import authAr from '../features/auth/i18n/ar.json';
import profileEn from '../features/profile/i18n/en.json';
import profileAr from '../features/profile/i18n/ar.json';
import landingEn from '../features/landing/i18n/en.json';
import landingAr from '../features/landing/i18n/ar.json';
import adminEn from '../features/admin/i18n/en.json';
import adminAr from '../features/admin/i18n/ar.json';

/**
 * Each feature keeps its messages beside its code; the app merges them. Keys are prefixed by feature
 * (`auth.`, `profile.`, `landing.`, `admin.`), and test/unit/i18n.test.ts fails on a key that is missing in
 * one language or defined by two catalogues.
 */
export const CATALOGUES = [
  { name: 'shell (web/src/i18n)', en: shellEn, ar: shellAr },
  { name: 'auth (web/src/features/auth/i18n)', en: authEn, ar: authAr },
  { name: 'profile (web/src/features/profile/i18n)', en: profileEn, ar: profileAr },
  { name: 'landing (web/src/features/landing/i18n)', en: landingEn, ar: landingAr },
  { name: 'admin (web/src/features/admin/i18n)', en: adminEn, ar: adminAr },
] as const;

export type MessageId =
  | keyof typeof shellEn
  | keyof typeof authEn
  | keyof typeof profileEn
  | keyof typeof landingEn
  | keyof typeof adminEn;
