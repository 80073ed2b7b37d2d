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
  const pusher = configuredLivePusher();
  const data = JSON.stringify(made);
  const outcomes = await Promise.all(
    connections.map(async (connectionId) => {
      const outcome = await pusher.post(connectionId, data);
      if (outcome === 'gone') await deleteConnection(userId, connectionId);
      return outcome;
    }),
  );
  return outcomes.filter((outcome) => outcome === 'sent').length;
}
