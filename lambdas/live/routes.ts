/**
 * The live channel's routes (lib/constructs/live.ts on AWS, scripts/local/live-server.ts locally). API Gateway picks a
 * message's route by its body's `action` (`$request.body.action`): each action the app sends has its own route, so the
 * access log and the metrics tell them apart; a body that is not JSON, or names no known action, takes `$default`.
 * Every route invokes the same function.
 */

/** The actions a client sends, each a route of the WebSocket API. */
export const LIVE_ACTIONS = ['ping', 'send', 'read', 'typing', 'subscribe'] as const;
export type LiveAction = (typeof LIVE_ACTIONS)[number];

/** Every route of the WebSocket API: the socket's opening and closing, the actions, and the rest. */
export const LIVE_ROUTE_KEYS = ['$connect', '$disconnect', ...LIVE_ACTIONS, '$default'] as const;

export function isLiveAction(value: unknown): value is LiveAction {
  return typeof value === 'string' && (LIVE_ACTIONS as readonly string[]).includes(value);
}

/** The route API Gateway selects for a message's body (`$request.body.action`), as the local stand-in needs it. */
export function routeKeyOf(body: string): LiveAction | '$default' {
  try {
    const parsed = JSON.parse(body) as unknown;
    const action = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as { action?: unknown }).action : undefined;
    return isLiveAction(action) ? action : '$default';
  } catch {
    return '$default';
  }
}
