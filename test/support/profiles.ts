import { calendarDate } from '../../shared/domain/calendar';
import type { UploadPurpose } from '../../shared/domain/uploads';
import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { cardKey } from '../../lambdas/data/keys';
import { newMember, table } from './accounts';
import { mp4, png } from './media-files';
import { api, demoEmail, signIn, stack } from './stack';
import { waitUntil } from './wait';

/** Profiles on the local stack: real uploads through `POST /s3` and the check, then the profile routes. */

export type Member = Awaited<ReturnType<typeof newMember>>;

/** Uploads a file as the browser does and waits until the upload check has verified it; answers the URL records keep. */
export async function uploaded(token: string, purpose: UploadPurpose, kind: 'image' | 'video' = 'image'): Promise<string> {
  const bytes = kind === 'image' ? png(4, 4) : mp4(2048);
  const fileType = kind === 'image' ? 'image/png' : 'video/mp4';
  const fileName = kind === 'image' ? 'picture.png' : 'clip.mp4';
  const ticket = await api('/s3', { method: 'POST', token, body: JSON.stringify({ fileName, fileType, size: bytes.length, purpose }) });
  if (ticket.status !== 201) throw new Error(`POST /s3 answered ${ticket.status}: ${JSON.stringify(ticket.body)}`);
  const { url, key, objectUrl, headers } = ticket.body as { url: string; key: string; objectUrl: string; headers: Record<string, string> };
  const put = await fetch(url, { method: 'PUT', headers, body: new Uint8Array(bytes) });
  if (!put.ok) throw new Error(`PUT of the upload answered ${put.status}`);
  const { body } = await waitUntil(
    () => api(`/s3/status?key=${encodeURIComponent(key)}`, { token }),
    (answer) => answer.body.status !== 'pending',
    { reason: `the check of upload ${key}`, timeoutMs: 10_000, intervalMs: 20 },
  );
  if (body.status !== 'verified') throw new Error(`Upload ${key} ended ${JSON.stringify(body)}`);
  return objectUrl;
}

/** The product's calendar day `days` from today, as the API compares dates. */
export function dayFromToday(days: number): string {
  const date = new Date(`${calendarDate()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A birthdate `years` years ago today. */
export function yearsAgo(years: number): string {
  const today = calendarDate();
  return `${Number(today.slice(0, 4)) - years}${today.slice(4)}`;
}

export function detailsBody(avatar: string, overrides: Record<string, unknown> = {}) {
  return {
    avatar,
    fullName: 'Lama Al-Shehri',
    birthdate: '1995-06-01',
    gender: 'female',
    address: 'Al Malqa District, Riyadh',
    biography: 'Beauty and food.',
    categories: ['beauty-fashion', 'food-cooking'],
    ...overrides,
  };
}

export function licenceBody(file: string, overrides: Record<string, unknown> = {}) {
  return { issuedOn: dayFromToday(-365), expiresOn: dayFromToday(365), file, ...overrides };
}

export function putSection(token: string, section: string, body: unknown) {
  return api(`/creator/profile/${section}`, { method: 'PUT', token, body: JSON.stringify(body) });
}

export function getOwnProfile(token: string) {
  return api('/creator/profile', { token });
}

export async function adminToken(): Promise<string> {
  const { AccessToken } = await signIn('admins', demoEmail('admin'));
  if (!AccessToken) throw new Error('No admin token');
  return AccessToken;
}

/** A new creator who has submitted a licence (pending); answers the creator and the licence's id. */
export async function creatorWithPendingLicence(overrides: Record<string, unknown> = {}): Promise<{ creator: Member; licenceId: string }> {
  const creator = await newMember('creator');
  const file = await uploaded(creator.token ?? '', 'licence');
  const { status, body } = await putSection(creator.token ?? '', 'licence', licenceBody(file, overrides));
  if (status !== 200) throw new Error(`PUT licence answered ${status}: ${JSON.stringify(body)}`);
  return { creator, licenceId: (body.licence as { id: string }).id };
}

/** What a company saves on its profile (`PUT /company/profile`). */
export interface CompanyProfileBody {
  companyName: string;
  description: string;
  vatNumber: string;
  businessAddress: string;
  showAddressToCreators: boolean;
}

/** A new company whose profile is complete (saved through the API), so the app lets it in. */
export async function readyCompany(profile: CompanyProfileBody): Promise<Member> {
  const company = await newMember('company');
  const saved = await api('/company/profile', { method: 'PUT', token: company.token, body: JSON.stringify(profile) });
  if (saved.status !== 200) throw new Error(`PUT /company/profile answered ${saved.status}: ${JSON.stringify(saved.body)}`);
  return company;
}

/** A saved card, written as the cards area stores one (the provider's tokenization is the payments tests'). */
export async function addCardToTable(userId: string): Promise<void> {
  const id = randomUUID();
  await table().send(
    new PutCommand({
      TableName: stack().dynamodb.tableName,
      Item: { ...cardKey(userId, id), id, token: `tok_${id}`, brand: 'visa', last4: '4242', holderName: 'Test Person', expiryMonth: 12, expiryYear: 2035, isDefault: true },
    }),
  );
}

/** A creator with a completed profile and an approved licence; a card only when told. */
export async function readyCreator(admin: string, fullName: string, categories: string[], card: boolean, language?: string): Promise<Member> {
  const member = await newMember('creator', language);
  const token = member.token ?? '';
  const details = await putSection(token, 'details', detailsBody(await uploaded(token, 'avatar'), { fullName, categories }));
  if (details.status !== 200) throw new Error(`PUT details answered ${details.status}: ${JSON.stringify(details.body)}`);
  const sent = await putSection(token, 'licence', licenceBody(await uploaded(token, 'licence')));
  if (sent.status !== 200) throw new Error(`PUT licence answered ${sent.status}: ${JSON.stringify(sent.body)}`);
  const licenceId = (sent.body.licence as { id: string }).id;
  const decided = await api(`/admin/licences/${member.id}/${licenceId}`, { method: 'PUT', token: admin, body: JSON.stringify({ decision: 'approve' }) });
  if (decided.status !== 200) throw new Error(`Approving the licence answered ${decided.status}`);
  if (card) await addCardToTable(member.id);
  return member;
}
