import { mp4, png } from '../../test/support/media-files';
import type { LocalStackInfo } from '../local/stack-info';
import { signInDemo } from './campaigns';
import { medianMs, type Row } from './report';

/**
 * Time from the end of an upload (the PUT answered) to the file verified, as the app sees it polling
 * `GET /api/s3/status` every 20 ms: s3rver's event, the check's HEAD, ranged GET and sniff, and the status write.
 */

const POLL_MS = 20;
const SAMPLES = 5;

export async function measureUploadChecks(info: LocalStackInfo): Promise<Row[]> {
  const token = await signInDemo(info, 'creator');
  const files = [
    { label: '10 MB video', fileName: 'bench.mp4', fileType: 'video/mp4', purpose: 'portfolio', bytes: mp4(10 * 1024 * 1024) },
    { label: '4 MB image', fileName: 'bench.png', fileType: 'image/png', purpose: 'portfolio', bytes: png(1024, 1024, true) },
  ];
  const rows: Row[] = [];
  for (const file of files) {
    const ms: number[] = [];
    for (let i = 0; i < SAMPLES; i++) ms.push(await uploadAndWait(info, token, file));
    rows.push([`upload finished to file verified, ${file.label} (median of ${SAMPLES}, polled every ${POLL_MS} ms)`, medianMs(ms.sort((a, b) => a - b)), '']);
  }
  return rows;
}

async function uploadAndWait(
  info: LocalStackInfo,
  token: string,
  file: { fileName: string; fileType: string; purpose: string; bytes: Buffer },
): Promise<number> {
  const ticket = (await call(info, token, 'POST', '/s3', { fileName: file.fileName, fileType: file.fileType, size: file.bytes.length, purpose: file.purpose })) as {
    url: string;
    key: string;
    headers: Record<string, string>;
  };
  const put = await fetch(ticket.url, { method: 'PUT', headers: ticket.headers, body: new Uint8Array(file.bytes) });
  if (put.status !== 200) throw new Error(`upload answered ${put.status}: ${await put.text()}`);
  const finished = performance.now();
  for (;;) {
    const { status } = (await call(info, token, 'GET', `/s3/status?key=${encodeURIComponent(ticket.key)}`)) as { status: string };
    if (status === 'verified') return performance.now() - finished;
    if (status !== 'pending') throw new Error(`the bench file was ${status}`);
    if (performance.now() - finished > 30_000) throw new Error('the bench file was not checked within 30 s');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function call(info: LocalStackInfo, token: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${info.apiUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}
