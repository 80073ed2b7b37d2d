import { randomUUID } from 'node:crypto';
import { putLibraryFile, type LibraryFileRecord } from '../../lambdas/data/library';
import * as storage from '../../lambdas/adapters/storage';
import { LIBRARY_PAGE_SIZE, type LibraryArchiveView, type LibraryPage } from '../../shared/domain/library';
import { normalizeSearchText } from '../../shared/domain/search-text';
import { newMember } from '../support/accounts';
import { adminToken, type Member } from '../support/profiles';
import { api, useLambdaEnvironment } from '../support/stack';
import { waitUntil } from '../support/wait';

/**
 * The company's content library on the local stack (issue 28): pages by cursor, the filters and the search in both
 * scripts, a zip of chosen files made by the documents function, and nobody but the company (admins included).
 */

const tokenOf = (member: Member) => member.token ?? '';

/** A library file as an approval files it (certificate-issue.ts), `minutesAgo` before now, its original stored. */
async function fileIn(company: Member, facts: { campaignId: string; campaignTitle: string; creatorId: string; creatorName: string; kind: 'video' | 'picture'; ratio: '9:16' | '1:1'; minutesAgo: number }): Promise<LibraryFileRecord> {
  const resultId = randomUUID();
  const approvedAt = new Date(Date.now() - facts.minutesAgo * 60_000).toISOString();
  // Outside uploads/, whose new objects the upload check takes for unknown uploads and deletes.
  const originalKey = `library-test/${resultId}.bin`;
  const record: LibraryFileRecord = {
    file: `${approvedAt}#${resultId}`,
    resultId,
    campaignId: facts.campaignId,
    campaignTitle: facts.campaignTitle,
    creatorId: facts.creatorId,
    creatorName: facts.creatorName,
    kind: facts.kind,
    fileName: facts.kind === 'video' ? 'take.mp4' : 'still.jpg',
    type: facts.kind === 'video' ? 'video/mp4' : 'image/jpeg',
    size: 1024,
    ...(facts.kind === 'video' ? { durationSeconds: 15 } : {}),
    aspectRatio: facts.ratio,
    approvedAt,
    sha256: 'a'.repeat(64),
    originalKey,
    searchText: normalizeSearchText(`${facts.campaignTitle} ${facts.creatorName}`),
  };
  await storage.writeObject(originalKey, new TextEncoder().encode(`original ${resultId}`), 'application/octet-stream');
  await putLibraryFile(company.id, record);
  return record;
}

async function pageOf(company: Member, query = ''): Promise<LibraryPage> {
  const answer = await api(`/library${query}`, { token: tokenOf(company) });
  expect(answer.status).toBe(200);
  return answer.body as unknown as LibraryPage;
}

beforeAll(() => {
  // The files are filed with the data layer, as the documents function files them.
  useLambdaEnvironment();
});

describe('the content library', () => {
  const campaignA = randomUUID();
  const campaignB = randomUUID();
  const noura = randomUUID();
  const reem = randomUUID();
  let company: Member;
  let files: LibraryFileRecord[];

  beforeAll(async () => {
    company = await newMember('company');
    files = [];
    // 30 files: campaign A by Noura (videos, 9:16), campaign B by Reem (pictures, 1:1), newest first by minutesAgo.
    for (let index = 0; index < 30; index++) {
      const inA = index % 2 === 0;
      files.push(
        await fileIn(company, {
          campaignId: inA ? campaignA : campaignB,
          campaignTitle: inA ? 'Pour-over at home' : 'قهوة سعودية للضيوف',
          creatorId: inA ? noura : reem,
          creatorName: inA ? 'نورة القحطاني' : 'Reem Al-Dosari',
          kind: inA ? 'video' : 'picture',
          ratio: inA ? '9:16' : '1:1',
          minutesAgo: index,
        }),
      );
    }
  });

  it('pages newest first by cursor, counting the whole library', async () => {
    const first = await pageOf(company);
    expect(first.total).toBe(30);
    expect(first.files).toHaveLength(LIBRARY_PAGE_SIZE);
    expect(first.files[0]).toMatchObject({ resultId: files[0]?.resultId, sha256: 'a'.repeat(64), aspectRatio: '9:16', durationSeconds: 15 });
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await pageOf(company, `?cursor=${first.nextCursor}`);
    expect(second.files.map((file) => file.resultId)).toEqual(files.slice(LIBRARY_PAGE_SIZE).map((file) => file.resultId));
    expect(second.nextCursor).toBeUndefined();
    expect((await api('/library?cursor=not-a-cursor', { token: tokenOf(company) })).status).toBe(400);
    // A cursor of another view (its dates) names no place in this one.
    expect((await api(`/library?cursor=${first.nextCursor}&to=2020-01-01`, { token: tokenOf(company) })).status).toBe(400);
  });

  it('narrows by type, ratio, campaign, creator, dates and a search in either script', async () => {
    const onlyIds = async (query: string) => (await pageOf(company, query)).files.map((file) => file.resultId);
    const inA = files.filter((file) => file.campaignId === campaignA).map((file) => file.resultId);
    const inB = files.filter((file) => file.campaignId === campaignB).map((file) => file.resultId);
    expect(await onlyIds('?kind=video')).toEqual(inA);
    expect(await onlyIds('?ratio=1:1')).toEqual(inB);
    expect(await onlyIds(`?campaignId=${campaignB}`)).toEqual(inB);
    expect(await onlyIds(`?creatorId=${noura}&kind=picture`)).toEqual([]);
    // Spelt another way (ة / ه) and in the other script's case.
    expect(await onlyIds(`?search=${encodeURIComponent('نوره')}`)).toEqual(inA);
    expect(await onlyIds('?search=POUR-OVER')).toEqual(inA);
    expect(await onlyIds(`?search=${encodeURIComponent('قهوة reem')}`)).toEqual(inB);
    const today = new Date().toISOString().slice(0, 10);
    expect((await pageOf(company, `?from=${today}&to=${today}`)).files.length).toBeGreaterThan(0);
    expect(await onlyIds('?to=2020-01-01')).toEqual([]);
    expect((await api('/library?ratio=2:1', { token: tokenOf(company) })).status).toBe(400);
    expect((await api('/library?from=2026-02-01&to=2026-01-01', { token: tokenOf(company) })).body).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('zips chosen files through the documents function, for their company only', async () => {
    const chosen = [files[0]?.file ?? '', files[1]?.file ?? ''];
    const asked = await api('/library/archives', { method: 'POST', token: tokenOf(company), body: JSON.stringify({ files: chosen }) });
    expect(asked.status).toBe(201);
    const { id } = asked.body as unknown as LibraryArchiveView;
    const ready = await waitUntil(
      async () => (await api(`/library/archives/${id}`, { token: tokenOf(company) })).body as unknown as LibraryArchiveView,
      (archive) => archive.status === 'ready',
      { reason: 'the zip was not made', timeoutMs: 20_000 },
    );
    expect(ready).toMatchObject({ status: 'ready', files: 2, url: expect.any(String) });

    const other = await newMember('company');
    expect((await api(`/library/archives/${id}`, { token: tokenOf(other) })).status).toBe(404);
    // Another company's files are not its own: nothing to zip, nothing listed.
    expect((await api('/library/archives', { method: 'POST', token: tokenOf(other), body: JSON.stringify({ files: chosen }) })).body).toMatchObject({ code: 'LIBRARY_FILE_NOT_FOUND' });
    expect(await pageOf(other)).toEqual({ files: [], total: 0 });
    expect((await api('/library/archives', { method: 'POST', token: tokenOf(company), body: JSON.stringify({ files: [chosen[0], chosen[0]] }) })).status).toBe(400);
  });

  it('answers companies only', async () => {
    const creator = await newMember('creator');
    const admin = await adminToken();
    for (const token of [tokenOf(creator), admin]) {
      for (const [method, path] of [
        ['GET', '/library'],
        ['POST', '/library/archives'],
        ['GET', `/library/archives/${randomUUID()}`],
      ] as const) {
        expect({ method, path, status: (await api(path, { method, token, ...(method === 'POST' ? { body: '{}' } : {}) })).status }).toEqual({ method, path, status: 403 });
      }
    }
    expect((await api('/library')).status).toBe(401);
  });
});
