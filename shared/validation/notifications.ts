import * as yup from 'yup';
import { MAX_NOTIFICATIONS_PER_READ, NOTIFICATION_PAGE_SIZE, NOTIFICATION_SORTS } from '../domain/notifications';
import { isUuid } from '../domain/ids';
import { sortedListQuerySchema } from './list-query';
import type { ValidationMessageKey } from './messages';
import { number, string } from './typed';

/** The rules of the notification calls (spec §7): the list's query and the read call's body. */

const key = (name: ValidationMessageKey) => name;

/**
 * `GET /notifications/{role}?page&sortBy&sortOrder&unreadOnly&limit`: newest first by default; `limit` is the page
 * size (spec: 10), at most that.
 */
export const notificationsQuerySchema = sortedListQuerySchema(NOTIFICATION_SORTS, {
  unreadOnly: string().oneOf(['true', 'false'] as const, key('valueInvalid')).default('false'),
  limit: number()
    .transform((value: unknown) => (typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value))
    .typeError(key('valueInvalid'))
    .integer(key('valueInvalid'))
    .min(1, key('valueInvalid'))
    .max(NOTIFICATION_PAGE_SIZE, key('valueInvalid'))
    .default(NOTIFICATION_PAGE_SIZE),
});

/**
 * `POST /notifications/read`: `{notificationIds}` marks those (the caller's own only), or `{all: true}` every unread
 * one (the page's "mark all read"; beyond the spec).
 */
export const readNotificationsSchema = yup
  .object({
    notificationIds: yup
      .array(string().required(key('valueInvalid')).test('uuid', key('valueInvalid'), (value) => isUuid(value)))
      .max(MAX_NOTIFICATIONS_PER_READ, key('valueInvalid'))
      .default([]),
    all: yup.boolean().strict().default(false),
  })
  .noUnknown(key('unknownField'))
  .test('something', key('required'), (value) => value.all === true || value.notificationIds.length > 0);

export type NotificationsQuery = yup.InferType<typeof notificationsQuerySchema>;
export type ReadNotificationsInput = yup.InferType<typeof readNotificationsSchema>;
