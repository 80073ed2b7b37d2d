import type { Planned, SetMember, SetRefusal } from '../../shared/domain/owned-set';
import { RACE_BACKOFF, retrying, tryAgain, type RetryPolicy } from '../../shared/retry';
import { ConflictError } from '../core/errors';
import { commitOwnedSetChange, readOwnedSet, type OwnedSetDefinition } from '../data/owned-set';

/** Attempts at a change that lost a race with another change of the same user's set. */
const CHANGE_RETRY: RetryPolicy = { attempts: 4, ...RACE_BACKOFF };

/**
 * Plans a change of a user's owned set (cards, bank accounts) from a fresh read of it and commits it if no other
 * change landed meanwhile; otherwise reads again. `plan` answers the change with the result (shared/domain/owned-set.ts)
 * or a refusal, which `refuse` turns into the set's own error (404, 409 with its code).
 */
export async function changeOwnedSet<M extends SetMember, T>(
  definition: OwnedSetDefinition<M>,
  userId: string,
  plan: (members: M[]) => Planned<M, T>,
  refuse: (refusal: SetRefusal) => Error,
): Promise<T> {
  return retrying(CHANGE_RETRY, async () => {
    const { members, version } = await readOwnedSet(definition, userId);
    const planned = plan(members);
    if ('refused' in planned) throw refuse(planned.refused);
    if (await commitOwnedSetChange(definition, userId, version, planned.change)) return planned.result;
    return tryAgain(new ConflictError());
  });
}
