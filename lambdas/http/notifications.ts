import { ROUTES } from '../../shared/api/routes';
import { areaHandler, defineRoute } from '../core/http';
import { notificationPage, readNotifications, unreadCount } from '../domain/notifications';

export const handler = areaHandler('notifications', [
  defineRoute(ROUTES.countUnreadNotifications, ({ caller, params }) => unreadCount(caller.userId, caller.role, params.role)),
  defineRoute(ROUTES.listNotifications, ({ caller, params, query }) => notificationPage(caller.userId, caller.role, params.role, query)),
  defineRoute(ROUTES.readNotifications, ({ caller, body }) => readNotifications(caller.userId, body)),
]);
