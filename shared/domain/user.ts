import type { Language } from './language';
import type { NoticePreferences } from './notifications';
import type { Role, UserStatus } from './constants';

/** A user's record as the API returns it (spec §3, User). */
export interface User {
  id: string;
  role: Role;
  email: string;
  fullName: string;
  country?: string;
  avatar?: string;
  profileCompleted: boolean;
  activeCampaignsCount: number;
  status: UserStatus;
  createdAt: string;
  /** When the user accepted the terms at sign-up (the sign-up payload's `agreedToTermsAt`). */
  agreedToTermsAt?: string;
  /** The language of the user's mail: the app's language at sign-up, then their choice in settings. */
  language?: Language;
  /** Which notices reach them by which channel, where they changed the default. */
  noticePreferences?: NoticePreferences;
  /** Set when mail to the address bounced for good or was marked as spam: no notice is mailed until they resume it. */
  mailBlocked?: MailBlock;
}

/** Why the product stopped mailing an address (SES told it): a permanent bounce, or a complaint (marked as spam). */
export const MAIL_BLOCK_REASONS = ['bounce', 'complaint'] as const;
export type MailBlockReason = (typeof MAIL_BLOCK_REASONS)[number];

export interface MailBlock {
  reason: MailBlockReason;
  /** When the bounce or complaint happened (SES's timestamp). */
  since: string;
}

/** `GET /user`'s answer: the record plus a short-lived link to the avatar, whose object is private. */
export interface UserView extends User {
  avatarReadUrl?: string;
}
