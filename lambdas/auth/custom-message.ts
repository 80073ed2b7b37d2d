import middy from '@middy/core';
import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { isLanguage } from '../../shared/domain/language';
import { observability, withEventContext } from '../core/observability';
import { codeMail, type CodeMailKind } from './code-mail';

/**
 * Both pools' CustomMessage trigger (on AWS a Lambda; on the local stack run in-process by scripts/local/cognito.ts):
 * the code mails in the user's language, English when the user has none. Mails it has no words for keep Cognito's.
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
  const locale = event.request.userAttributes.locale;
  const { subject, message } = codeMail(kind, isLanguage(locale) ? locale : 'en', {
    codeParameter: event.request.codeParameter,
    usernameParameter: event.request.usernameParameter ?? event.userName,
  });
  event.response.emailSubject = subject;
  event.response.emailMessage = message;
  return event;
}

export const handler = middy(codeMailInTheUsersLanguage).use(observability());
