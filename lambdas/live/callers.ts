import type { Caller } from '../core/caller';
import { ForbiddenError, UnauthorizedError } from '../core/errors';
import { connectionUser } from '../data/connections';
import { getUserById } from '../data/users';

/**
 * Who sent a message down a connection. `$connect` recorded the connection for its user (a verified token of an
 * active member); every later message reads the user again, so an account deactivated or deleted since is refused at
 * once. Which user a connection belongs to never changes, so this container remembers it and skips the index query
 * on the socket's next messages; the user's record is never remembered.
 */

export interface LiveCaller {
  caller: Caller;
  name: string;
}

/** Connections remembered per container: far more than one container's sockets send through it at once. */
const REMEMBERED_CONNECTIONS = 10_000;
const userOfConnection = new Map<string, string>();

export async function liveCaller(connectionId: string): Promise<LiveCaller> {
  const userId = userOfConnection.get(connectionId) ?? (await connectionUser(connectionId));
  // The connection's item is gone: the socket was closed, or its account deleted.
  if (!userId) throw new UnauthorizedError();
  remember(connectionId, userId);
  const user = await getUserById(userId);
  if (!user) throw new UnauthorizedError();
  if (user.status !== 'Active') throw new ForbiddenError('ACCOUNT_INACTIVE');
  return { caller: { userId: user.id, email: user.email, pool: 'users', role: user.role, status: user.status }, name: user.fullName };
}

/** `$disconnect`: the connection's id is never used again. */
export function forgetConnection(connectionId: string): void {
  userOfConnection.delete(connectionId);
}

function remember(connectionId: string, userId: string): void {
  if (userOfConnection.has(connectionId)) return;
  // The oldest first (a Map keeps insertion order): sockets live at most 2 hours.
  if (userOfConnection.size >= REMEMBERED_CONNECTIONS) userOfConnection.delete(userOfConnection.keys().next().value ?? '');
  userOfConnection.set(connectionId, userId);
}
