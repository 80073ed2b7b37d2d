import type { Role } from '../../shared/domain/constants';

/** The only module that knows key strings; docs/data-model.md lists what each key serves. */

export const userKey = (userId: string) => ({ PK: `USER#${userId}`, SK: 'PROFILE' });
export const userByEmailIndexKey = (email: string) => ({ GSI1PK: `EMAIL#${normalizeEmail(email)}`, GSI1SK: 'USER' });
export const usersByRoleIndexKey = (role: Role, createdAt: string, userId: string) => ({
  GSI2PK: `ROLE#${role}`,
  GSI2SK: `${createdAt}#${userId}`,
});
export const emailGuardKey = (email: string) => ({ PK: `UNIQUE#EMAIL#${normalizeEmail(email)}`, SK: 'UNIQUE' });
export const counterKey = (list: string) => ({ PK: 'COUNTER', SK: list });
export const roleCounterName = (role: Role) => `ROLE#${role}`;

export const INDEX = { byEmail: 'GSI1', byRole: 'GSI2' } as const;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
