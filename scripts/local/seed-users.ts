import { createHash } from 'node:crypto';
import { dynamoClient } from '../../lambdas/core/clients';
import type { Item } from '../../lambdas/data/item';
import { counterKey, emailGuardKey, roleCounterName } from '../../lambdas/data/keys';
import { countChange, getItem, tableName } from '../../lambdas/data/table';
import { transactWrite } from '../../lambdas/data/transactions';
import { nameEntryItems, userToItem } from '../../lambdas/data/users';
import { addMissingSearchEntries } from '../../lambdas/data/user-lists';
import { ROLES, type SignUpRole } from '../../shared/domain/constants';
import type { User } from '../../shared/domain/user';
import { putBatch } from './put-batch';

/**
 * The admins' Users screen full on first sign-in: 300 demo companies and creators with Arabic and English names,
 * written straight into the table as sign-up writes them (profile, e-mail guard, name entries, the role counters),
 * 25 items a request: about a second. They have no Cognito user (nobody signs in as them; activating or deactivating
 * one still works, the missing sign-in is no error). Written once per data directory: a marker counter says so.
 * `ensureSearchEntries` gives profiles made before the users search existed (an older `.data/`) their entries, once.
 */

export const DEMO_DIRECTORY = { creator: 200, company: 100 } as const satisfies Record<SignUpRole, number>;
export const DEMO_DIRECTORY_DOMAIN = 'directory.demo.ugc.local';

/** Markers of what was done already: counters, so each is one item read at a start. */
const DIRECTORY_MARKER = counterKey('SEED#demo-directory');
const SEARCH_ENTRIES_MARKER = counterKey('SEED#search-entries');

/** Arabic names with a Latin spelling for the address; several spellings of alef and hamza, as people write them. */
const ARABIC_FIRST: readonly [string, string][] = [
  ['أحمد', 'ahmed'],
  ['إبراهيم', 'ibrahim'],
  ['آمنة', 'amna'],
  ['فاطمة', 'fatimah'],
  ['محمد', 'mohammed'],
  ['نورة', 'noura'],
  ['عبدالله', 'abdullah'],
  ['ريم', 'reem'],
  ['خالد', 'khalid'],
  ['سارة', 'sarah'],
  ['يوسف', 'yousef'],
  ['لمى', 'lama'],
  ['مصطفى', 'mustafa'],
  ['هيفاء', 'haifa'],
  ['عمر', 'omar'],
  ['جود', 'joud'],
];
const ARABIC_FAMILY: readonly [string, string][] = [
  ['القحطاني', 'alqahtani'],
  ['الحربي', 'alharbi'],
  ['الدوسري', 'aldosari'],
  ['العتيبي', 'alotaibi'],
  ['الشمري', 'alshammari'],
  ['الزهراني', 'alzahrani'],
  ['الغامدي', 'alghamdi'],
  ['المطيري', 'almutairi'],
  ['السبيعي', 'alsubaie'],
  ['الأحمدي', 'alahmadi'],
];
const LATIN_FIRST = ['Sara', 'Omar', 'Lina', 'Yousef', 'Maya', 'Adam', 'Hana', 'Karim', 'Leila', 'Zain', 'Nadia', 'Rami', 'Emma', 'James', 'Sofia', 'José'];
const LATIN_FAMILY = ['Haddad', 'Nasser', 'Khoury', 'Saleh', 'Mansour', 'Al-Amri', 'Farouk', 'Smith', "O'Neill", 'García', 'Rahman', 'Aziz'];
const ARABIC_COMPANY: readonly [string, string][] = [
  ['مقهى الرياض', 'riyadh-cafe'],
  ['عطور الشرق', 'sharq-perfumes'],
  ['تمور المدينة', 'madinah-dates'],
  ['أزياء النخبة', 'nukhba-fashion'],
  ['مطبخ الجدة', 'jadda-kitchen'],
  ['إلكترونيات الخليج', 'gulf-electronics'],
  ['عسل الجنوب', 'south-honey'],
  ['بيت العود', 'oud-house'],
  ['رحلات الصحراء', 'desert-trips'],
  ['لياقة بلس', 'fitness-plus'],
];
const LATIN_COMPANY = ['Oasis Coffee', 'Dune Outdoor', 'Palm Skincare', 'Falcon Gadgets', 'Red Sea Swim', 'Saffron Foods', 'Najd Motors', 'Atlas Travel', 'Pixel Toys', 'Cedar Home'];
const COUNTRIES = ['SA', 'SA', 'SA', 'AE', 'KW', 'BH', 'EG', 'JO'];

/** A UUID (version 4 layout) made from the demo user's number: the same ids at every start and on every machine. */
function demoId(role: SignUpRole, index: number): string {
  const hex = createHash('sha256').update(`demo-directory:${role}:${index}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const pick = <T>(values: readonly T[], index: number): T => values[index % values.length] as T;

function demoName(role: SignUpRole, index: number): { fullName: string; handle: string } {
  if (role === 'company') {
    // Arabic and English names in turn; past the tenth of each, a number tells branches apart ("Oasis Coffee 2").
    const n = Math.floor(index / 2);
    const series = Math.floor(n / ARABIC_COMPANY.length) + 1;
    const suffix = series > 1 ? ` ${series}` : '';
    if (index % 2 === 0) {
      const [arabic, handle] = pick(ARABIC_COMPANY, n);
      return { fullName: `${arabic}${suffix}`, handle: `${handle}${series}` };
    }
    const latin = pick(LATIN_COMPANY, n);
    return { fullName: `${latin}${suffix}`, handle: `${latin.toLowerCase().replace(/\W+/g, '-')}${series}` };
  }
  if (index % 2 === 0) {
    const [first, firstLatin] = pick(ARABIC_FIRST, index / 2);
    const [family, familyLatin] = pick(ARABIC_FAMILY, Math.floor(index / 7));
    return { fullName: `${first} ${family}`, handle: `${firstLatin}.${familyLatin}${index}` };
  }
  const first = pick(LATIN_FIRST, (index - 1) / 2);
  const family = pick(LATIN_FAMILY, Math.floor(index / 5));
  return { fullName: `${first} ${family}`, handle: `${first}.${family}${index}`.toLowerCase().normalize('NFKD').replace(/[^a-z0-9.]/g, '') };
}

/** The demo user `index` of `role`, joined `index` days and some hours before `now`. */
export function demoDirectoryUser(role: SignUpRole, index: number, now: number): User {
  const { fullName, handle } = demoName(role, index);
  return {
    id: demoId(role, index),
    role,
    email: `${handle}@${DEMO_DIRECTORY_DOMAIN}`,
    fullName,
    country: pick(COUNTRIES, index),
    profileCompleted: index % 5 !== 3,
    activeCampaignsCount: 0,
    status: index % 17 === 16 ? 'Inactive' : 'Active',
    createdAt: new Date(now - (index + 1) * 86_400_000 - (index % 24) * 3_600_000).toISOString(),
  };
}

/** The items sign-up writes for a user (pattern 3), without its counter. */
function signUpItems(user: User): Item[] {
  return [userToItem(user), { ...emailGuardKey(user.email), userId: user.id }, ...nameEntryItems(user.role, user.id, user.fullName)];
}

async function putAll(items: readonly Item[]): Promise<void> {
  const table = tableName();
  const batches = Array.from({ length: Math.ceil(items.length / 25) }, (_, i) => items.slice(i * 25, (i + 1) * 25));
  let next = 0;
  // A few requests at once: DynamoDB Local takes them as fast as one at a time would, without the round trips.
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let batch = batches[next++]; batch; batch = batches[next++]) {
        await putBatch(dynamoClient(), table, batch);
      }
    }),
  );
}

/** Search entries for profiles an older `.data/` holds without them (the users search came with issue 13), once. */
export async function ensureSearchEntries(): Promise<void> {
  if (await getItem(SEARCH_ENTRIES_MARKER)) return;
  let completed = 0;
  for (const role of ROLES) completed += await addMissingSearchEntries(role);
  await transactWrite([countChange(SEARCH_ENTRIES_MARKER, completed)]);
}

/** Writes the demo directory unless this data directory has it; answers how many users it wrote. */
export async function seedDemoDirectory(now = Date.now()): Promise<number> {
  if (await getItem(DIRECTORY_MARKER)) return 0;
  const users = (Object.keys(DEMO_DIRECTORY) as SignUpRole[]).flatMap((role) => Array.from({ length: DEMO_DIRECTORY[role] }, (_, index) => demoDirectoryUser(role, index, now)));
  // Puts of fixed ids: an interrupted start writes the same items again; the counters move once, with the marker.
  await putAll(users.flatMap(signUpItems));
  await transactWrite([
    { Put: { TableName: tableName(), Item: { ...DIRECTORY_MARKER, count: users.length }, ConditionExpression: 'attribute_not_exists(PK)' } },
    ...(Object.keys(DEMO_DIRECTORY) as SignUpRole[]).map((role) => countChange(counterKey(roleCounterName(role)), DEMO_DIRECTORY[role])),
  ]);
  return users.length;
}
