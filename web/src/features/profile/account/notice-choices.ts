import { EVENT_AUDIENCE } from '../../../../../shared/domain/events';
import {
  DEFAULT_NOTICE_CHANNELS,
  CHOOSABLE_NOTIFICATION_TYPES,
  noticeChannels,
  type NoticeChannels,
  type NoticePreferences,
  type ChoosableNotificationType,
  type NotificationType,
} from '../../../../../shared/domain/notifications';
import type { MemberRole } from './member-role';

/** The notices a member of `role` receives, from the events catalogue's audiences, in the catalogue's order. */
export function noticeTypesOf(role: MemberRole): ChoosableNotificationType[] {
  return CHOOSABLE_NOTIFICATION_TYPES.filter((type) => EVENT_AUDIENCE[type] === role);
}

const CHANNELS = ['inApp', 'mail'] as const satisfies readonly (keyof NoticeChannels)[];

/** One row of the notification settings: a notice and the channels it reaches the user by. */
export interface NoticeChoice extends NoticeChannels {
  type: ChoosableNotificationType;
}

/** Whether the user may choose to get a notice by e-mail: only the notices mailed by default are ever mailed. */
export const mayBeMailed = (type: NotificationType): boolean => DEFAULT_NOTICE_CHANNELS[type].mail;

/** The rows a member of `role` sees, as their preferences set them (the defaults where they changed nothing). */
export function noticeChoicesOf(role: MemberRole, preferences: NoticePreferences | undefined): NoticeChoice[] {
  return noticeTypesOf(role).map((type) => ({ type, ...noticeChannels(type, preferences) }));
}

/** What `PUT /user` stores for the rows: per notice, only the channels that differ from its default. */
export function noticePreferencesOf(choices: readonly NoticeChoice[]): NoticePreferences {
  const preferences: NoticePreferences = {};
  for (const choice of choices) {
    const defaults = DEFAULT_NOTICE_CHANNELS[choice.type];
    const changed = CHANNELS.filter((channel) => choice[channel] !== defaults[channel]);
    if (changed.length > 0) preferences[choice.type] = Object.fromEntries(changed.map((channel) => [channel, choice[channel]]));
  }
  return preferences;
}
