import * as yup from 'yup';
import type { ChatLiveRequest } from '../../shared/domain/chat';
import { isUuid } from '../../shared/domain/ids';
import { ERROR_MESSAGES, type ErrorCode } from '../../shared/errors';
import { readChannelSchema, sendMessageSchema, type SendMessageBody } from '../../shared/validation/chat';
import { messageOf, validate } from '../../shared/validation/validate';
import { isLiveAction } from './routes';

/**
 * A live-channel message read and checked before anything runs: the chat's actions with the same rules as their HTTP
 * routes (shared/validation/chat.ts). What cannot be read as a known action is `unreadable` (a 400 for the route, no
 * answer down the socket: there is no action to answer); a known action that breaks a rule is refused with the code
 * and message the HTTP route would answer, so the app translates both alike.
 */

export type ChatAction = ChatLiveRequest['action'];

/** API Gateway's frames stop at 32 KB: a message of 2,000 characters, however escaped, fits. */
export const MAX_LIVE_REQUEST_CHARS = 32 * 1024;
/** The longest channel or client id echoed back in a refusal (a uuid is 36). */
const ECHOED_ID_CHARS = 64;

export type LiveRequestOf =
  | { action: 'ping' }
  | { action: 'send'; channelId: string; input: SendMessageBody }
  | { action: 'read'; channelId: string; upTo: string }
  | { action: 'typing'; channelId: string }
  | { action: 'subscribe'; channelId: string | null };

export interface LiveRefusal {
  action: ChatAction;
  /** As sent, when it was a short string; '' otherwise. */
  channelId: string;
  /** The `send`'s client id as sent, so the app finds the pending message the refusal is about. */
  clientId?: string;
  code: ErrorCode;
  message: string;
  statusCode: number;
}

export type ParsedLiveRequest = { request: LiveRequestOf } | { refusal: LiveRefusal } | { unreadable: true };

const key = (name: 'unknownField') => name;
/** `typing` and `subscribe` carry nothing but the action and the channel. */
const nothingMoreSchema = yup.object({}).noUnknown(key('unknownField'));

export function parseLiveRequest(body: string | null | undefined): ParsedLiveRequest {
  const raw = readObject(body);
  if (!raw || !isLiveAction(raw.action)) return { unreadable: true };
  const { action, channelId, ...rest } = raw;
  if (action === 'ping') return { request: { action } };
  const clientId = action === 'send' ? echo(rest.clientId) : undefined;
  const refuse = (code: ErrorCode, statusCode = 400, message: string = ERROR_MESSAGES[code]): { refusal: LiveRefusal } => ({
    refusal: { action, channelId: echo(channelId) ?? '', ...(clientId ? { clientId } : {}), code, message, statusCode },
  });
  if ((body ?? '').length > MAX_LIVE_REQUEST_CHARS) return refuse('BAD_REQUEST', 413);
  const checked = <S extends yup.AnyObjectSchema>(schema: S): { value: yup.InferType<S> } | { refusal: LiveRefusal } => {
    const result = validate(schema, rest);
    if (!('errors' in result)) return result;
    const [first] = Object.values(result.errors);
    return refuse('VALIDATION_FAILED', 400, first ? messageOf(first) : ERROR_MESSAGES.VALIDATION_FAILED);
  };
  if (action === 'subscribe') {
    if (channelId !== null && !isUuid(channelId)) return refuse('INVALID_CHANNEL_ID');
    const result = checked(nothingMoreSchema);
    return 'refusal' in result ? result : { request: { action, channelId } };
  }
  if (!isUuid(channelId)) return refuse('INVALID_CHANNEL_ID');
  switch (action) {
    case 'send': {
      const result = checked(sendMessageSchema);
      return 'refusal' in result ? result : { request: { action, channelId, input: result.value } };
    }
    case 'read': {
      const result = checked(readChannelSchema);
      return 'refusal' in result ? result : { request: { action, channelId, upTo: result.value.upTo } };
    }
    case 'typing': {
      const result = checked(nothingMoreSchema);
      return 'refusal' in result ? result : { request: { action, channelId } };
    }
  }
}

function readObject(body: string | null | undefined): Record<string, unknown> | undefined {
  try {
    const parsed = JSON.parse(body ?? '') as unknown;
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function echo(value: unknown): string | undefined {
  return typeof value === 'string' && value.length <= ECHOED_ID_CHARS ? value : undefined;
}
