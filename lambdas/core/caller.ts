import type { Role, UserStatus } from '../../shared/domain/constants';
import type { PoolKind } from './pools';

/**
 * What the authorizer passes on to the handlers (HTTP API simple responses allow only flat scalar values).
 * `role`, `status` and `email` are empty while a freshly signed-up user has no profile record yet.
 */
export interface AuthorizerContext {
  userId: string;
  email: string;
  pool: PoolKind;
  role: Role | '';
  status: UserStatus | '';
}

export interface Caller {
  userId: string;
  email: string;
  pool: PoolKind;
  role?: Role;
  status?: UserStatus;
}

export function callerFromContext(context: Partial<AuthorizerContext> | undefined): Caller | undefined {
  if (!context?.userId || !context.pool) return undefined;
  return {
    userId: context.userId,
    email: context.email ?? '',
    pool: context.pool,
    role: context.role || undefined,
    status: context.status || undefined,
  };
}
