import { CHAT_PREVIEW_LENGTH } from '../../shared/domain/chat';
import { isUuid } from '../../shared/domain/ids';

/**
 * The chat's pure pieces (issue 14): the channel list's preview of a message, and the opaque cursors of the channel
 * list and the history. A cursor is the position of the last row a page showed, base64url-coded so clients treat it
 * as a token; a decoded cursor that is not such a position is refused (undefined), never sent to DynamoDB.
 */

const ELLIPSIS = '…';
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The start of a message's text on one line, at most CHAT_PREVIEW_LENGTH characters (whole code points, so no emoji is cut in half). */
export function messagePreview(text: string): string {
  const characters = Array.from(text.replace(/\s+/g, ' ').trim());
  if (characters.length <= CHAT_PREVIEW_LENGTH) return characters.join('');
  return characters.slice(0, CHAT_PREVIEW_LENGTH - 1).join('').trimEnd() + ELLIPSIS;
}

/** A row's position: the instant it sorts by and its id. */
export interface Position {
  at: string;
  id: string;
}

export function encodeCursor({ at, id }: Position): string {
  return Buffer.from(`${at}|${id}`, 'utf8').toString('base64url');
}

/** The position a cursor names, or undefined when it names none (not base64url, not an instant and a uuid). */
export function decodeCursor(cursor: string): Position | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return undefined;
  const [at, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (rest.length || at === undefined || id === undefined) return undefined;
  if (!INSTANT.test(at) || Number.isNaN(Date.parse(at)) || !isUuid(id)) return undefined;
  return { at, id };
}
