import type { Role } from './constants';

/** Who may read a user's record: admins any, everyone else only their own. */
export function mayReadUser(caller: { role?: Role; email: string }, email: string): boolean {
  return caller.role === 'admin' || sameEmail(caller.email, email);
}

export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
