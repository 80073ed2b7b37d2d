import type { Language } from '../../shared/domain/language';

/**
 * The mails Cognito sends with a code, in the user's language (the `locale` attribute the sign-up set): the sign-up
 * code and its resend, the password reset, and an admin's first password. Cognito puts the code where the message
 * has its `codeParameter` (and the user name where it has `usernameParameter`); the message is HTML, right to left in
 * Arabic.
 */
export type CodeMailKind = 'signUp' | 'forgotPassword' | 'adminCreateUser';

export interface CodeMail {
  subject: string;
  message: string;
}

interface Words {
  subject: string;
  lines: string[];
}

const WORDS: Record<Language, Record<CodeMailKind, (code: string, username: string) => Words>> = {
  en: {
    signUp: (code) => ({ subject: 'Your UGC Marketplace verification code', lines: ['Welcome to UGC Marketplace.', `Your verification code is ${code}.`, 'Enter it on the confirmation page to finish signing up. It is valid for 24 hours.'] }),
    forgotPassword: (code) => ({ subject: 'Reset your UGC Marketplace password', lines: [`Your password reset code is ${code}.`, 'Enter it on the password reset page within 1 hour.', 'If you did not ask to reset your password, ignore this mail: your password stays as it is.'] }),
    adminCreateUser: (code, username) => ({ subject: 'Your UGC Marketplace admin account', lines: [`An admin account was made for ${username}.`, `Your temporary password is ${code}.`, 'Sign in at /admin/signin, then choose your own password and set up your authenticator app.'] }),
  },
  ar: {
    signUp: (code) => ({ subject: 'رمز التحقق من سوق المحتوى', lines: ['مرحبًا بك في سوق المحتوى.', `رمز التحقق الخاص بك هو ${code}.`, 'أدخله في صفحة التأكيد لإكمال التسجيل. الرمز صالح لمدة 24 ساعة.'] }),
    forgotPassword: (code) => ({ subject: 'إعادة تعيين كلمة المرور في سوق المحتوى', lines: [`رمز إعادة تعيين كلمة المرور هو ${code}.`, 'أدخله في صفحة إعادة تعيين كلمة المرور خلال ساعة واحدة.', 'إذا لم تطلب إعادة تعيين كلمة المرور، فتجاهل هذه الرسالة: تبقى كلمة المرور كما هي.'] }),
    adminCreateUser: (code, username) => ({ subject: 'حساب المشرف في سوق المحتوى', lines: [`تم إنشاء حساب مشرف لـ ${username}.`, `كلمة المرور المؤقتة هي ${code}.`, 'سجّل الدخول في /admin/signin ثم اختر كلمة مرورك وأعدّ تطبيق المصادقة.'] }),
  },
};

/** The mail of `kind` in `language`, with Cognito's placeholders for the code and the user name where they go. */
export function codeMail(kind: CodeMailKind, language: Language, { codeParameter, usernameParameter = '' }: { codeParameter: string; usernameParameter?: string }): CodeMail {
  const { subject, lines } = WORDS[language][kind](codeParameter, usernameParameter);
  const direction = language === 'ar' ? 'rtl' : 'ltr';
  const paragraphs = lines.map((line) => `<p>${line}</p>`).join('');
  return { subject, message: `<div dir="${direction}" lang="${language}">${paragraphs}</div>` };
}
