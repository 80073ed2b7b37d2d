import middy from '@middy/core';
import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { isLanguage } from '../../shared/domain/language';
import { observability, withEventContext } from '../core/observability';
import { getChosenLanguage } from '../data/users';
import { codeMail, type CodeMailKind } from './code-mail';

/**
 * Both pools' CustomMessage trigger (on AWS a Lambda; on the local stack run in-process by scripts/local/cognito.ts):
 * the code mails in the user's language: the one they last chose in the app (their profile, issue 27), else the
 * sign-up's `locale`, else English. Mails it has no words for keep Cognito's.
 */
const KINDS: Partial<Record<CustomMessageTriggerEvent['triggerSource'], CodeMailKind>> = {
  CustomMessage_SignUp: 'signUp',
  CustomMessage_ResendCode: 'signUp',
  CustomMessage_ForgotPassword: 'forgotPassword',
  CustomMessage_AdminCreateUser: 'adminCreateUser',
};

async function codeMailInTheUsersLanguage(event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> {
  withEventContext({ userName: event.userName, trigger: event.triggerSource });
  const kind = KINDS[event.triggerSource];
  if (!kind) return event;
  const { sub, locale } = event.request.userAttributes;
  // A sign-up's own code comes before any profile: only its locale can say.
  const chosen = sub && kind !== 'signUp' ? await getChosenLanguage(sub) : undefined;
  const { subject, message } = codeMail(kind, chosen ?? (isLanguage(locale) ? locale : 'en'), {
    codeParameter: event.request.codeParameter,
    usernameParameter: event.request.usernameParameter ?? event.userName,
  });
  event.response.emailSubject = subject;
  event.response.emailMessage = message;
  return event;
}

export const handler = middy(codeMailInTheUsersLanguage).use(observability());
