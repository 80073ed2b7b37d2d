import type { SignUpRole } from './constants';

/** The `{userType}` segment of the admin routes (spec §7: `/admin/{companies or creators}`) and the role each lists. */
export const USER_TYPES = { creators: 'creator', companies: 'company' } as const satisfies Record<string, SignUpRole>;
export type UserType = keyof typeof USER_TYPES;

export function roleOfUserType(userType: string | undefined): SignUpRole | undefined {
  return userType !== undefined && Object.hasOwn(USER_TYPES, userType) ? USER_TYPES[userType as UserType] : undefined;
}
