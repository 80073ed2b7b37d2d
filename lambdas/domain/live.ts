import type { LiveMessage } from '../../shared/domain/live';
import { configuredLivePusher } from '../adapters/live-push';
import { connectionsOf, deleteConnection } from '../data/connections';

/**
 * Pushes a message to every open tab of the user; a connection that is gone is forgotten. The message is made only
 * when the user has a tab open (most events find none, and cost one query). A push is a hint to
 * refresh, never the only copy of anything: a tab that missed it catches up with a fetch when it reconnects.
 */
export async function pushToUser(userId: string, message: () => Promise<LiveMessage | undefined>): Promise<number> {
  const connections = await connectionsOf(userId);
  if (!connections.length) return 0;
  const made = await message();
  if (!made) return 0;
  return pushToConnections(
    userId,
    connections.map(({ connectionId }) => connectionId),
    [made],
  );
}

/**
 * Pushes messages, in order, down some of the user's connections; a connection that is gone is forgotten. Answers how
 * many connections received them.
 */
export async function pushToConnections(userId: string, connectionIds: readonly string[], messages: readonly LiveMessage[]): Promise<number> {
  if (!messages.length) return 0;
  const outcomes = await Promise.all(connectionIds.map((connectionId) => pushToConnection(userId, connectionId, messages)));
  return outcomes.filter(Boolean).length;
}

/** Pushes messages, in order, down one connection of the user; false (and the connection forgotten) when it is gone. */
export async function pushToConnection(userId: string, connectionId: string, messages: readonly LiveMessage[]): Promise<boolean> {
  const pusher = configuredLivePusher();
  for (const message of messages) {
    if ((await pusher.post(connectionId, JSON.stringify(message))) === 'gone') {
      await deleteConnection(userId, connectionId);
      return false;
    }
  }
  return true;
}
