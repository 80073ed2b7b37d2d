/**
 * A user's small owned set with one default: saved cards, bank accounts (docs/data-model.md, pattern 19). Pure
 * planning only: from the members read, what one change does (add, remove, make default), so that the set never ends
 * with two defaults or none while it has members. lambdas/data/owned-set.ts commits a plan only if the set did not
 * change since it was read.
 */

export interface SetMember {
  id: string;
  isDefault: boolean;
  createdAt: string;
}

/** One change of a set: at most one member added and one removed, and the members whose default flag changes. */
export interface SetChange<M extends SetMember> {
  add?: M;
  remove?: string;
  /** Member id to its new `isDefault`; never the removed member. */
  defaults?: Record<string, boolean>;
}

/** Why a plan was refused: the set is full, or it holds no member of that id. */
export type SetRefusal = 'limit' | 'not-found';

export type Planned<M extends SetMember, T> = { change: SetChange<M>; result: T } | { refused: SetRefusal };

/** Newest first; the id breaks a tie, so the order is the same on every read. */
const newestFirst = (a: SetMember, b: SetMember) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id);

/** How a set is listed: the default first, then newest first. */
export function defaultFirst<M extends SetMember>(members: readonly M[]): M[] {
  return [...members].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || newestFirst(a, b));
}

/** Adds a member, unless the set holds `max` already; the first member of a set becomes its default. */
export function planAdd<M extends SetMember>(members: readonly M[], candidate: Omit<M, 'isDefault'>, max: number): Planned<M, M> {
  if (members.length >= max) return { refused: 'limit' };
  // why: M is candidate's type with the flag this plan decides.
  const added = { ...candidate, isDefault: members.length === 0 } as M;
  return { change: { add: added }, result: added };
}

/** Removes a member; when it was the default, the newest remaining member becomes the default in the same change. */
export function planRemove<M extends SetMember>(members: readonly M[], id: string): Planned<M, undefined> {
  const member = members.find((candidate) => candidate.id === id);
  if (!member) return { refused: 'not-found' };
  const [newest] = members.filter((other) => other.id !== id).sort(newestFirst);
  return { change: { remove: id, defaults: member.isDefault && newest ? { [newest.id]: true } : {} }, result: undefined };
}

/** Makes a member the default and clears the old default in the same change; answers the set as it then is. */
export function planSetDefault<M extends SetMember>(members: readonly M[], id: string): Planned<M, M[]> {
  if (!members.some((member) => member.id === id)) return { refused: 'not-found' };
  const defaults: Record<string, boolean> = { [id]: true };
  for (const member of members) if (member.isDefault && member.id !== id) defaults[member.id] = false;
  return { change: { defaults }, result: members.map((member) => ({ ...member, isDefault: member.id === id })) };
}
