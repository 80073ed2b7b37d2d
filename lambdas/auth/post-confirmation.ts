import middy from '@middy/core';
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { signUpIdentityOf } from '../../shared/domain/sign-up';
import { observability, withEventContext } from '../core/observability';
import { createProfileFromSignUp } from '../domain/accounts';

/**
 * The users pool's PostConfirmation trigger (on AWS a Lambda; on the local stack run in-process by
 * scripts/local/cognito.ts after ConfirmSignUp): creates the confirmed sign-up's profile from its own attributes,
 * so nobody else can create it first with a name and country of their choosing. A forgotten-password confirmation
 * fires the same trigger and is ignored. It reads only the event, never the pool (see lib/constructs/auth.ts).
 */
async function createConfirmedProfile(event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> {
  withEventContext({ userName: event.userName, trigger: event.triggerSource });
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  const signUp = signUpIdentityOf(event.request.userAttributes);
  if (signUp) await createProfileFromSignUp(signUp);
  return event;
}

export const handler = middy(createConfirmedProfile).use(observability());
