import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { uploadItemKey } from '../../lambdas/data/keys';
import { handler as uploadCheck } from '../../lambdas/events/upload-check';
import { lambdaContext } from '../../scripts/local/lambda-runtime';
import { objectCreatedEvent } from '../../scripts/local/s3';
import { UPLOAD_MAX_BYTES } from '../../shared/domain/constants';
import { newMember, table } from '../support/accounts';
import { elfExecutable, mp4, png } from '../support/media-files';
import { api, stack, useLambdaEnvironment } from '../support/stack';
import { waitUntil } from '../support/wait';

/** Uploads end to end on the local stack: presigned PUT to s3rver, its event, the check, the status. */

interface Ticket {
  url: string;
  key: string;
  objectUrl: string;
  headers: Record<string, string>;
}

let s3: S3Client | undefined;
function bucket() {
  const { region, s3: local } = stack();
  s3 ??= new S3Client({ region, endpoint: local.endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  return { client: s3, name: local.mediaBucket };
}

async function objectExists(key: string): Promise<boolean> {
  const { client, name } = bucket();
  try {
    await client.send(new HeadObjectCommand({ Bucket: name, Key: key }));
    return true;
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
    throw error;
  }
}

async function requestUpload(token: string | undefined, request: Record<string, unknown>) {
  return api('/s3', { method: 'POST', token, body: JSON.stringify(request) });
}

async function ticketFor(token: string | undefined, fileName: string, fileType: string, bytes: Buffer, purpose = 'avatar'): Promise<Ticket> {
  const { status, body } = await requestUpload(token, { fileName, fileType, size: bytes.length, purpose });
  if (status !== 201) throw new Error(`POST /s3 answered ${status}: ${JSON.stringify(body)}`);
  return body as unknown as Ticket;
}

/** What the browser does with a ticket: PUT the bytes to the URL with the signed headers. */
function putFile(ticket: Ticket, bytes: Buffer, url = ticket.url) {
  return fetch(url, { method: 'PUT', headers: ticket.headers, body: new Uint8Array(bytes) });
}

async function status(token: string | undefined, key: string) {
  return api(`/s3/status?key=${encodeURIComponent(key)}`, { token });
}

/** Polls the status until the check has run (it runs on s3rver's event, after the PUT is answered). */
function settledStatus(token: string | undefined, key: string, timeoutMs = 10_000) {
  return waitUntil(
    () => status(token, key),
    (answer) => answer.status !== 200 || answer.body.status !== 'pending',
    { reason: `the check of upload ${key} (its status no longer pending)`, timeoutMs, intervalMs: 20 },
  );
}

/** An ObjectCreated event as S3 delivers it to the trigger. */

describe('POST /s3 and the upload check', () => {
  it('a creator uploads a real PNG avatar: a URL under their own prefix, the file arrives, and is verified', async () => {
    const creator = await newMember('creator');
    const file = png(4, 4);
    const { status: created, body } = await requestUpload(creator.token, { fileName: 'My Avatar.PNG', fileType: 'image/png', size: file.length, purpose: 'avatar' });
    expect(created).toBe(201);
    const ticket = body as unknown as Ticket;
    expect(ticket.key).toMatch(new RegExp(`^uploads/${creator.id}/avatar/[0-9a-f-]{36}-My-Avatar\\.png$`));
    expect(ticket.objectUrl).toBe(ticket.url.split('?')[0]);
    expect(ticket.objectUrl.endsWith(`/${stack().s3.mediaBucket}/${ticket.key}`)).toBe(true);
    expect(ticket.headers).toEqual({ 'Content-Type': 'image/png' });
    expect((await status(creator.token, ticket.key)).body).toEqual({ status: 'pending' });

    expect((await putFile(ticket, file)).status).toBe(200);
    expect((await settledStatus(creator.token, ticket.key)).body).toEqual({ status: 'verified' });
    const { client, name } = bucket();
    const stored = await client.send(new GetObjectCommand({ Bucket: name, Key: ticket.key }));
    expect(Buffer.from(await stored.Body!.transformToByteArray()).equals(file)).toBe(true);
    expect(stored.ContentType).toBe('image/png');
  });

  it('a creator uploads a real MP4 as their video pitch, and it is verified', async () => {
    const creator = await newMember('creator');
    const file = mp4(64 * 1024);
    const ticket = await ticketFor(creator.token, 'pitch.mp4', 'video/mp4', file, 'videoPitch');
    expect((await putFile(ticket, file)).status).toBe(200);
    expect((await settledStatus(creator.token, ticket.key)).body).toEqual({ status: 'verified' });
    expect(await objectExists(ticket.key)).toBe(true);
  });

  it('refuses a 41 MB file up front with the size message, and a type we do not take with "File type is not valid"', async () => {
    const creator = await newMember('creator');
    const tooLarge = await requestUpload(creator.token, { fileName: 'big.mp4', fileType: 'video/mp4', size: 41 * 1024 * 1024, purpose: 'portfolio' });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'File is too large. The maximum size is 40 MB', fields: { size: 'fileTooLarge' } });
    const program = await requestUpload(creator.token, { fileName: 'setup.exe', fileType: 'application/x-msdownload', size: 4096, purpose: 'portfolio' });
    expect(program.status).toBe(400);
    expect(program.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'File type is not valid', fields: { fileType: 'fileTypeInvalid' } });
    const renamed = await requestUpload(creator.token, { fileName: 'setup.exe', fileType: 'image/png', size: 4096, purpose: 'avatar' });
    expect(renamed.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { fileType: 'fileTypeInvalid' } });
  });

  it('rejects a renamed executable after upload: deleted, and the owner is told why', async () => {
    const creator = await newMember('creator');
    const program = elfExecutable(8192);
    const ticket = await ticketFor(creator.token, 'holiday.png', 'image/png', program);
    expect((await putFile(ticket, program)).status).toBe(200);
    expect((await settledStatus(creator.token, ticket.key)).body).toEqual({ status: 'rejected', reason: 'fileTypeInvalid' });
    expect(await objectExists(ticket.key)).toBe(false);
  });

  it('a file over 40 MB cannot use a URL signed for another size, and one put past the URL is rejected and deleted', async () => {
    const creator = await newMember('creator');
    const declared = png(2, 2);
    const ticket = await ticketFor(creator.token, 'video-frame.png', 'image/png', declared);
    // The signed Content-Length holds the upload to the declared size.
    const longer = Buffer.concat([declared, Buffer.alloc(1000)]);
    const refused = await putFile(ticket, longer);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('SignatureDoesNotMatch');
    expect(await objectExists(ticket.key)).toBe(false);

    // Past the URL (a stand-in that does not enforce it, or a client with the bucket's keys), the check still holds.
    const huge = Buffer.alloc(UPLOAD_MAX_BYTES + 1024 * 1024);
    declared.copy(huge);
    const { client, name } = bucket();
    await client.send(new PutObjectCommand({ Bucket: name, Key: ticket.key, Body: huge, ContentType: 'image/png' }));
    expect((await settledStatus(creator.token, ticket.key)).body).toEqual({ status: 'rejected', reason: 'fileTooLarge' });
    expect(await objectExists(ticket.key)).toBe(false);
  });

  it('checks a file again when the same URL replaces it', async () => {
    const creator = await newMember('creator');
    const picture = png(3, 3);
    const ticket = await ticketFor(creator.token, 'me.png', 'image/png', picture);
    await putFile(ticket, picture);
    expect((await settledStatus(creator.token, ticket.key)).body).toEqual({ status: 'verified' });
    const record = async () => (await table().send(new GetCommand({ TableName: stack().dynamodb.tableName, Key: uploadItemKey(ticket.key) }))).Item;
    const verified = await record();
    expect(verified).toMatchObject({ ownerId: creator.id, purpose: 'avatar', declaredType: 'image/png', declaredSize: picture.length, detectedType: 'image/png' });
    expect(verified?.expiresAt).toBeUndefined();

    // The same URL again, with a program of the same length (the only size it allows).
    await putFile(ticket, elfExecutable(picture.length));
    const checkedAgain = await waitUntil(
      () => status(creator.token, ticket.key),
      (answer) => answer.body.status !== 'verified' && answer.body.status !== 'pending',
      { reason: `the check of the file that replaced upload ${ticket.key} (its status neither verified nor pending)`, timeoutMs: 10_000, intervalMs: 20 },
    );
    expect(checkedAgain.body).toEqual({ status: 'rejected', reason: 'fileTypeInvalid' });
    expect(await objectExists(ticket.key)).toBe(false);
  });

  it('a repeated event (S3 delivers at least once) changes nothing, for a verified and for a rejected upload', async () => {
    const creator = await newMember('creator');
    const picture = png(2, 3);
    const good = await ticketFor(creator.token, 'good.png', 'image/png', picture);
    await putFile(good, picture);
    const program = elfExecutable(2048);
    const bad = await ticketFor(creator.token, 'bad.png', 'image/png', program);
    await putFile(bad, program);
    expect((await settledStatus(creator.token, good.key)).body).toEqual({ status: 'verified' });
    expect((await settledStatus(creator.token, bad.key)).body).toEqual({ status: 'rejected', reason: 'fileTypeInvalid' });

    // The trigger's own handler, run here against the local stack as S3 would run it again (it reads its
    // configuration from the environment on first use).
    useLambdaEnvironment();
    const event = (key: string) => objectCreatedEvent(stack().region, stack().s3.mediaBucket, key);
    await uploadCheck(event(good.key), lambdaContext('uploadCheck'));
    await uploadCheck(event(bad.key), lambdaContext('uploadCheck'));
    expect((await status(creator.token, good.key)).body).toEqual({ status: 'verified' });
    expect(await objectExists(good.key)).toBe(true);
    expect((await status(creator.token, bad.key)).body).toEqual({ status: 'rejected', reason: 'fileTypeInvalid' });
    expect(await objectExists(bad.key)).toBe(false);
  });

  it('makes keys only under the caller\'s prefix, whatever the name says', async () => {
    const [creator, other] = await Promise.all([newMember('creator'), newMember('creator')]);
    const file = png();
    const ticket = await ticketFor(creator.token, `../../${other.id}/avatar/../x.png`, 'image/png', file);
    expect(ticket.key.startsWith(`uploads/${creator.id}/avatar/`)).toBe(true);
    expect(ticket.key.endsWith('-x.png')).toBe(true);
    expect(ticket.key).not.toContain('..');
    expect(ticket.key.split('/')).toHaveLength(4);
  });

  it.each([
    ['an unknown purpose', { purpose: 'wallpaper' }, { purpose: 'valueInvalid' }],
    ['a key chosen by the client', { key: 'uploads/someone-else/avatar/x.png' }, { key: 'unknownField' }],
    ['no size', { size: undefined }, { size: 'required' }],
  ])('refuses %s with 400', async (_label, change, fields) => {
    const creator = await newMember('creator');
    const { status: code, body } = await requestUpload(creator.token, { fileName: 'a.png', fileType: 'image/png', size: 10, purpose: 'avatar', ...change });
    expect(code).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', fields });
  });

  it('lets a company upload an avatar but not a creator\'s licence, and refuses visitors', async () => {
    const company = await newMember('company');
    expect((await requestUpload(company.token, { fileName: 'logo.png', fileType: 'image/png', size: 10, purpose: 'avatar' })).status).toBe(201);
    const licence = await requestUpload(company.token, { fileName: 'licence.pdf', fileType: 'application/pdf', size: 10, purpose: 'licence' });
    expect(licence.status).toBe(403);
    expect(licence.body.code).toBe('FORBIDDEN');
    expect((await api('/s3', { method: 'POST', body: JSON.stringify({ fileName: 'a.png', fileType: 'image/png', size: 10, purpose: 'avatar' }) })).status).toBe(401);
  });

  it('tells only the owner how an upload went', async () => {
    const [owner, other] = await Promise.all([newMember('creator'), newMember('creator')]);
    const file = png();
    const ticket = await ticketFor(owner.token, 'me.png', 'image/png', file);
    for (const key of [ticket.key, `uploads/${other.id}/avatar/00000000-0000-0000-0000-000000000000-x.png`]) {
      const answer = await status(other.token, key);
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('NOT_FOUND');
    }
    expect((await status(owner.token, `uploads/${owner.id}/avatar/unknown.png`)).status).toBe(404);
    expect((await api('/s3/status', { token: owner.token })).body.code).toBe('BAD_REQUEST');
  });

  it('answers a status key longer than any object key with a 400, not a failed read', async () => {
    const owner = await newMember('creator');
    const answer = await status(owner.token, `uploads/${owner.id}/avatar/${'x'.repeat(3000)}.png`);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'INVALID_IDENTIFIER', message: 'An id or key in this request is too long or is not valid text.' });
  });

  it('a URL for one user cannot write another user\'s object: the key is in the signature', async () => {
    const [victim, attacker] = await Promise.all([newMember('creator'), newMember('creator')]);
    const original = png(5, 5);
    const victimTicket = await ticketFor(victim.token, 'me.png', 'image/png', original);
    await putFile(victimTicket, original);
    expect((await settledStatus(victim.token, victimTicket.key)).body).toEqual({ status: 'verified' });

    const replacement = png(5, 5, true).subarray(0, original.length);
    const attackerTicket = await ticketFor(attacker.token, 'me.png', 'image/png', replacement);
    const pointedAtVictim = new URL(attackerTicket.url);
    pointedAtVictim.pathname = `/${stack().s3.mediaBucket}/${victimTicket.key}`;
    const refused = await putFile(attackerTicket, replacement, pointedAtVictim.toString());
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('SignatureDoesNotMatch');

    const { client, name } = bucket();
    const stored = await client.send(new GetObjectCommand({ Bucket: name, Key: victimTicket.key }));
    expect(Buffer.from(await stored.Body!.transformToByteArray()).equals(original)).toBe(true);
    expect((await status(victim.token, victimTicket.key)).body).toEqual({ status: 'verified' });
  });
});
