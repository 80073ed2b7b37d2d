/** Business constants and limits of the specification, §9. One source of truth for web and lambdas. */

export const ROLES = ['creator', 'company', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/** Roles a visitor may sign up as; admins are only ever created by operators. */
export const SIGN_UP_ROLES = ['creator', 'company'] as const;
export type SignUpRole = (typeof SIGN_UP_ROLES)[number];

export function isSignUpRole(value: string): value is SignUpRole {
  return (SIGN_UP_ROLES as readonly string[]).includes(value);
}

export const USER_STATUSES = ['Active', 'Inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const MAX_ACTIVE_CAMPAIGNS_TO_APPLY = 5;

export const NAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 255;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const CONFIRMATION_CODE_LENGTH = 6;
export const RESET_PASSWORD_STEPS = 3;
export const MINIMUM_CREATOR_AGE = 18;

export const VAT_RATE_PERCENT = 15;
export const DELIVERY_DAYS = 15;
export const CURRENCY = 'SAR';

export const UPLOAD_MAX_BYTES = 40 * 1024 * 1024;
/**
 * A campaign's result file may be far larger than spec §9's 40 MB (issue 27): a 60 s 4K phone clip is 300-400 MB. It
 * travels in parts (shared/domain/upload-parts.ts), resumable, and the brief check reads only byte ranges of it.
 */
export const RESULT_MAX_BYTES = 1024 * 1024 * 1024;
export const PORTFOLIO_MAX_CASES = 3;
export const PORTFOLIO_MAX_FILES_PER_CASE = 5;
export const MAX_CREATOR_INTERESTS = 3;
export const PICTURES_PER_CREATOR = 5;
export const MIN_VIDEOS = 1;
export const MAX_VIDEOS = 10;

export const NOTIFICATIONS_PAGE_SIZE = 10;

export const TOAST_DURATION_MS = 4000;
export const MOBILE_BREAKPOINT_PX = 900;
export const HERO_HIDDEN_BELOW_PX = 1023;
export const LAYOUT_MAX_WIDTH_PX = 1440;
export const LAYOUT_PADDING_PX = 16;
export const DIALOG_WIDTH_PX = 480;
export const DIALOG_MAX_WIDTH_PX = 640;

export const USERS_JOINED_CLAIM = 1000;
