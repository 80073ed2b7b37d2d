import middy from '@middy/core';
import type { APIGatewayRequestAuthorizerEventV2, APIGatewaySimpleAuthorizerWithContextResult } from 'aws-lambda';
import type { AuthorizerContext } from '../core/caller';
import { errorDetails, logError } from '../core/log';
import { observability, withEventContext } from '../core/observability';
import { getUserById } from '../data/users';
import { bearerToken, verifyAccessToken } from './access-token';

type AuthorizerResult = APIGatewaySimpleAuthorizerWithContextResult<AuthorizerContext | Record<string, never>>;

const DENY: AuthorizerResult = { isAuthorized: false, context: {} };

/**
 * Verifies the bearer access token of either pool and loads the caller's role and status, which the
 * handlers use to check the route's roles and to refuse an Inactive account with a clear message.
 * A token of the admins pool only ever authorizes an admin record, and one of the users pool never does.
 */
async function authorize(event: APIGatewayRequestAuthorizerEventV2): Promise<AuthorizerResult> {
  withEventContext({ requestId: event.requestContext.requestId, route: event.routeKey });
  const token = bearerToken(event.headers?.authorization ?? event.headers?.Authorization);
  const verified = token ? await verifyAccessToken(token) : undefined;
  if (!verified) return DENY;
  const { userId, pool } = verified;
  withEventContext({ callerId: userId });
  try {
    const user = await getUserById(userId);
    if (user && (user.role === 'admin') !== (pool === 'admins')) return DENY;
    return {
      isAuthorized: true,
      context: { userId, email: user?.email ?? '', pool, role: user?.role ?? '', status: user?.status ?? '' },
    };
  } catch (error) {
    logError('Authorizer could not load the user', { userId, ...errorDetails(error) });
    throw error;
  }
}

export const handler = middy(authorize).use(observability());

