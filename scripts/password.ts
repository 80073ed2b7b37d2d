import { randomInt } from 'node:crypto';

/** Passwords generated for accounts an operator creates: 20 characters, every kind the pool's policy asks for. */

const KINDS = ['abcdefghijkmnopqrstuvwxyz', 'ABCDEFGHJKLMNPQRSTUVWXYZ', '23456789', '!#%*+-=?@^_~'] as const;
const LENGTH = 20;

export function generatePassword(): string {
  const all = KINDS.join('');
  const characters = [...KINDS.map(pick), ...Array.from({ length: LENGTH - KINDS.length }, () => pick(all))];
  // Shuffled (Fisher-Yates), so the guaranteed kinds are not always the first four characters.
  for (let i = characters.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [characters[i], characters[j]] = [characters[j] as string, characters[i] as string];
  }
  return characters.join('');
}

function pick(alphabet: string): string {
  return alphabet[randomInt(alphabet.length)] as string;
}
