import * as yup from 'yup';
import { CHAT_MAX_ATTACHMENTS, CHAT_MESSAGE_MAX_LENGTH, MESSAGE_REVIEW_ACTIONS } from '../domain/chat';
import { isUuid } from '../domain/ids';
import { listQuerySchema } from './list-query';
import type { ValidationMessageKey } from './messages';
import { multilineText, string } from './typed';

/** The rules of the chat calls (issue 14), over HTTP and over the live channel's `send` / `read` actions alike. */

const key = (name: ValidationMessageKey) => name;

/**
 * The bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069). Mobile keyboards and pasted
 * Arabic text carry them unseen; refusing them would refuse a message the sender cannot see anything wrong in, so a
 * message loses them instead (what they could spoof — reordered text — goes with them). Other control characters are
 * still refused, and the marks U+200E / U+200F, which Arabic text uses, stay.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
/** A chat message's text, and every text checked like one (reviews): plain, bidi controls dropped, trimmed. */
export const messageText = () => multilineText().transform((value: unknown) => (typeof value === 'string' ? value.replace(BIDI_CONTROLS, '').trim() : value));

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
const instant = () => string().test('instant', key('dateInvalid'), (value) => value === undefined || (ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value))));

/**
 * A message: its text (plain, line breaks kept, at most 2,000 characters) and/or up to 4 uploaded files, and the
 * sender's own id for it (a uuid the client makes before the first try, kept for every resend).
 */
export const sendMessageSchema = yup
  .object({
    clientId: string().required(key('required')).test('uuid', key('valueInvalid'), (value) => isUuid(value)),
    text: messageText().max(CHAT_MESSAGE_MAX_LENGTH, key('messageTooLong')).default(''),
    attachments: yup
      .array(yup.object({ key: string().required(key('required')).max(300, key('valueInvalid')) }).noUnknown(key('unknownField')))
      .max(CHAT_MAX_ATTACHMENTS, key('valueInvalid'))
      .default([]),
  })
  .noUnknown(key('unknownField'))
  .test('something', key('required'), (value) => value.text.length > 0 || value.attachments.length > 0);

/** `POST /chat/channels/{channelId}/read` and the `read` action: everything up to `upTo` (a message's createdAt). */
export const readChannelSchema = yup.object({ upTo: instant().required(key('required')) }).noUnknown(key('unknownField'));

/** `GET /chat/channels/{channelId}/messages?before`: the page older than `before` (the previous page's `nextBefore`). */
export const messagesQuerySchema = yup.object({ before: string().max(200, key('valueInvalid')) }).noUnknown(key('unknownField'));

/** `GET /chat/channels?campaignId&cursor`: one campaign's channels, or all the caller's; `cursor` from the last page. */
export const channelsQuerySchema = yup
  .object({
    campaignId: string().test('uuid', key('valueInvalid'), (value) => value === undefined || isUuid(value)),
    cursor: string().max(500, key('valueInvalid')),
  })
  .noUnknown(key('unknownField'));

/** `GET /admin/chat/flagged?page`: flagged messages, newest first. */
export const flaggedMessagesQuerySchema = listQuerySchema({});

/** `POST /admin/chat/channels/{channelId}/messages/{messageId}/review`: what the admin does about the flag (issue 27). */
export const messageReviewSchema = yup
  .object({ action: string().required(key('required')).oneOf([...MESSAGE_REVIEW_ACTIONS], key('valueInvalid')) })
  .noUnknown(key('unknownField'));

export type SendMessageBody = yup.InferType<typeof sendMessageSchema>;
export type ReadChannelBody = yup.InferType<typeof readChannelSchema>;
export type MessagesQuery = yup.InferType<typeof messagesQuerySchema>;
export type ChannelsQuery = yup.InferType<typeof channelsQuerySchema>;
