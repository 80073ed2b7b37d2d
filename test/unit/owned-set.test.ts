import { defaultFirst, planAdd, planRemove, planSetDefault, type Planned, type SetMember } from '../../shared/domain/owned-set';

/** The planner both saved cards and bank accounts change their sets through (shared/domain/owned-set.ts). */

interface Thing extends SetMember {
  label: string;
}

const thing = (id: string, createdAt: string, isDefault = false): Thing => ({ id, label: `thing ${id}`, isDefault, createdAt });
const OLD = thing('a', '2026-01-01T00:00:00.000Z', true);
const MIDDLE = thing('b', '2026-02-01T00:00:00.000Z');
const NEW = thing('c', '2026-03-01T00:00:00.000Z');

/** The flags a set has once a change is applied: what the transaction would leave. */
function applied(members: Thing[], planned: Planned<Thing, unknown>): [string, boolean][] {
  if ('refused' in planned) throw new Error(planned.refused);
  const { add, remove, defaults = {} } = planned.change;
  return [...members, ...(add ? [add] : [])]
    .filter((member) => member.id !== remove)
    .map((member): [string, boolean] => [member.id, defaults[member.id] ?? member.isDefault])
    .sort(([a], [b]) => a.localeCompare(b));
}

describe('owned set planner', () => {
  it('lists the default first, then newest first, the id breaking a tie', () => {
    const twin = thing('d', NEW.createdAt);
    expect(defaultFirst([NEW, OLD, twin, MIDDLE]).map((member) => member.id)).toEqual(['a', 'c', 'd', 'b']);
  });

  it('makes the first member the default, and no later one', () => {
    const first = planAdd<Thing>([], { id: 'x', label: 'x', createdAt: NEW.createdAt }, 5);
    expect(first).toEqual({ change: { add: { id: 'x', label: 'x', createdAt: NEW.createdAt, isDefault: true } }, result: { id: 'x', label: 'x', createdAt: NEW.createdAt, isDefault: true } });
    const next = planAdd<Thing>([OLD], { id: 'y', label: 'y', createdAt: NEW.createdAt }, 5);
    expect('result' in next && next.result.isDefault).toBe(false);
    expect(applied([OLD], next)).toEqual([
      ['a', true],
      ['y', false],
    ]);
  });

  it('refuses an add once the set holds the limit', () => {
    expect(planAdd<Thing>([OLD, MIDDLE], { id: 'y', label: 'y', createdAt: NEW.createdAt }, 2)).toEqual({ refused: 'limit' });
  });

  it('hands the default to the newest remaining member when the default is removed', () => {
    expect(applied([OLD, MIDDLE, NEW], planRemove([OLD, MIDDLE, NEW], 'a'))).toEqual([
      ['b', false],
      ['c', true],
    ]);
  });

  it('leaves the default where it is when another member is removed, and removes the last one with no default left', () => {
    expect(planRemove([OLD, MIDDLE, NEW], 'b')).toEqual({ change: { remove: 'b', defaults: {} }, result: undefined });
    expect(planRemove([OLD], 'a')).toEqual({ change: { remove: 'a', defaults: {} }, result: undefined });
  });

  it('moves the default in one change, answering the set as it then is', () => {
    const planned = planSetDefault([OLD, MIDDLE, NEW], 'c');
    expect('change' in planned && planned.change).toEqual({ defaults: { c: true, a: false } });
    expect('result' in planned && planned.result.filter((member) => member.isDefault).map((member) => member.id)).toEqual(['c']);
    expect(applied([OLD, MIDDLE, NEW], planned).filter(([, isDefault]) => isDefault)).toEqual([['c', true]]);
  });

  it('refuses an id that is not in the set', () => {
    expect(planRemove([OLD], 'z')).toEqual({ refused: 'not-found' });
    expect(planSetDefault([OLD], 'z')).toEqual({ refused: 'not-found' });
  });

  it('always leaves exactly one default in a set with members, whatever the sequence', () => {
    let members: Thing[] = [];
    const steps: ((set: Thing[]) => Planned<Thing, unknown>)[] = [
      (set) => planAdd(set, { id: '1', label: '', createdAt: '2026-01-01' }, 5),
      (set) => planAdd(set, { id: '2', label: '', createdAt: '2026-01-02' }, 5),
      (set) => planAdd(set, { id: '3', label: '', createdAt: '2026-01-03' }, 5),
      (set) => planSetDefault(set, '2'),
      (set) => planRemove(set, '2'),
      (set) => planRemove(set, '1'),
      (set) => planAdd(set, { id: '4', label: '', createdAt: '2026-01-04' }, 5),
      (set) => planSetDefault(set, '4'),
      (set) => planRemove(set, '3'),
    ];
    for (const step of steps) {
      const planned = step(members);
      const flags = new Map(applied(members, planned));
      const add = 'change' in planned ? planned.change.add : undefined;
      members = [...members, ...(add ? [add] : [])].filter((member) => flags.has(member.id)).map((member) => ({ ...member, isDefault: flags.get(member.id) ?? false }));
      expect(members.filter((member) => member.isDefault)).toHaveLength(1);
    }
    expect(members.map((member) => member.id)).toEqual(['4']);
  });
});
