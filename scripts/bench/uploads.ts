import { AuthFlowType, CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { mp4, png } from '../../test/support/media-files';
import type { LocalStackInfo } from '../local/stack-info';

/**
 * Time from the end of an upload (the PUT answered) to the file verified, as the app sees it polling
 * `GET /api/s3/status` every 20 ms: s3rver's event, the check's HEAD, ranged GET and sniff, and the status write.
 */

const POLL_MS = 20;

export async function measureUploadChecks(info: LocalStackInfo, samples = 5): Promise<{ label: string; ms: number[] }[]> {
  const token = await signInDemoCreator(info);
  const files = [
    { label: '10 MB video', fileName: 'bench.mp4', fileType: 'video/mp4', purpose: 'portfolio', bytes: mp4(10 * 1024 * 1024) },
    { label: '4 MB image', fileName: 'bench.png', fileType: 'image/png', purpose: 'portfolio', bytes: png(1024, 1024, true) },
  ];
  const results: { label: string; ms: number[] }[] = [];
  for (const file of files) {
    const ms: number[] = [];
    for (let i = 0; i < samples; i++) ms.push(await uploadAndWait(info, token, file));
    results.push({ label: file.label, ms: ms.sort((a, b) => a - b) });
  }
  return results;
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

async function signInDemoCreator(info: LocalStackInfo): Promise<string> {
  const creator = info.seeded.find(({ role }) => role === 'creator');
  if (!creator) throw new Error('The local stack has no seeded creator');
  const cognito = new CognitoIdentityProviderClient({
    region: info.region,
    endpoint: info.cognito.endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  const { AuthenticationResult } = await cognito.send(
    new InitiateAuthCommand({
      ClientId: info.cognito.users.clientId,
      AuthFlow: AuthFlowType.USER_PASSWORD_AUTH,
      AuthParameters: { USERNAME: creator.email, PASSWORD: info.demoPassword },
    }),
  );
  if (!AuthenticationResult?.AccessToken) throw new Error('The demo creator could not sign in');
  return AuthenticationResult.AccessToken;
}
