import { ROUTES } from '../../shared/api/routes';
import { areaHandler, defineRoute, reply } from '../core/http';
import { countUnreadMessages, listChannels, listMessages, markChannelRead, sendMessage } from '../domain/chat';
import { adminListMessages, listFlaggedMessages } from '../domain/chat-admin-reads';

export const handler = areaHandler('chat', [
  defineRoute(ROUTES.listChannels, ({ caller, query }) => listChannels(caller, query)),
  defineRoute(ROUTES.countUnreadMessages, ({ caller }) => countUnreadMessages(caller)),
  defineRoute(ROUTES.listMessages, ({ caller, params, query }) => listMessages(caller, params.channelId, query)),
  defineRoute(ROUTES.sendMessage, async ({ caller, params, body }) => {
    const { message, created } = await sendMessage(caller, params.channelId, body);
    // A resend of a stored message answers it again with 200: nothing new was made.
    return created ? reply(201, message) : message;
  }),
  defineRoute(ROUTES.readChannel, ({ caller, params, body }) => markChannelRead(caller, params.channelId, body.upTo)),
  defineRoute(ROUTES.listFlaggedMessages, ({ query }) => listFlaggedMessages(query.page)),
  defineRoute(ROUTES.adminListMessages, ({ caller, params, query }) => adminListMessages(caller, params.channelId, query)),
]);
