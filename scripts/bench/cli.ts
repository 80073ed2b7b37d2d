/** `npm run bench` arguments: `--only <section,…>` (repeatable, or `--only=…`) and `--help`. */

export interface Named {
  name: string;
  about: string;
}

/** A mistake in the arguments: printed with the usage, exit 2. */
export class UsageError extends Error {}

export type Choice = { help: true } | { help: false; only: ReadonlySet<string> | undefined };

export function parseArguments(argv: readonly string[], sections: readonly Named[]): Choice {
  const known = new Set(sections.map(({ name }) => name));
  const only = new Set<string>();
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index] ?? '';
    if (argument === '--help' || argument === '-h') return { help: true };
    const value = argument === '--only' ? argv[++index] : argument.startsWith('--only=') ? argument.slice('--only='.length) : undefined;
    if (value === undefined) throw new UsageError(argument === '--only' ? '--only needs section names, e.g. --only chat,web' : `Unknown argument: ${argument}`);
    for (const name of value.split(',').map((part) => part.trim()).filter(Boolean)) {
      if (!known.has(name)) throw new UsageError(`Unknown section "${name}": the sections are ${[...known].join(', ')}.`);
      only.add(name);
    }
  }
  return { help: false, only: only.size ? only : undefined };
}

export function usage(sections: readonly Named[]): string {
  const width = Math.max(...sections.map(({ name }) => name.length));
  return [
    'Usage: npm run bench [-- --only <section,…>]',
    '',
    'Measures the figures the issues ask for on this machine, section by section, in this order:',
    ...sections.map(({ name, about }) => `  ${name.padEnd(width)}  ${about}`),
  ].join('\n');
}
