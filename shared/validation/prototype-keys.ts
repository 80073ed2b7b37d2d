/**
 * Own keys named like a member of `Object.prototype` (`__proto__`, `constructor`, `toString`, `valueOf`, ...).
 * `JSON.parse` makes them ordinary own keys, but code that looks a name up in a plain object (yup's schema fields,
 * `key in record`) finds the inherited member instead, so such a key is refused as unknown before any schema runs.
 */

/** At most this many paths are reported: the answer stays small whatever a body holds. */
const MAX_REPORTED = 20;

export function isPrototypeMemberName(key: string): boolean {
  return key in Object.prototype;
}

/**
 * The paths (`portfolio[0].toString`, `__proto__`) of such keys at any depth of a parsed JSON value. The walk is
 * iterative, so a deeply nested body cannot overflow the stack.
 */
export function prototypeMemberKeyPaths(value: unknown): string[] {
  const found: string[] = [];
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (pending.length && found.length < MAX_REPORTED) {
    const { value: current, path } = pending.pop() as { value: unknown; path: string };
    if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--) pending.push({ value: current[index], path: `${path}[${index}]` });
    } else if (typeof current === 'object' && current !== null) {
      const keys = Object.keys(current);
      for (let index = keys.length - 1; index >= 0; index--) {
        const key = keys[index] as string;
        const keyPath = path ? `${path}.${key}` : key;
        if (isPrototypeMemberName(key)) found.push(keyPath);
        else pending.push({ value: (current as Record<string, unknown>)[key], path: keyPath });
      }
    }
  }
  return found;
}
