import type { UploadPurpose } from '../shared/domain/uploads';
import type { RuntimeConfig } from '../shared/runtime-config';

/** The app's API as the smoke test calls it: with a member's token, failing on any answer but a success. */

export interface Member {
  id: string;
  email: string;
  /** Generated for the run: a person who must act as the member on a real provider's page signs in with it. */
  password: string;
  token: string;
}

const POLL_MS = 1_000;

export class SmokeApi {
  private readonly apiBase: string;

  constructor(
    readonly url: string,
    config?: RuntimeConfig,
  ) {
    this.apiBase = `${url}${config?.apiBase ?? '/api'}`;
  }

  async health(): Promise<void> {
    const response = await fetch(`${this.apiBase}/health`);
    if (response.status !== 200) throw new Error(`GET /api/health answered ${response.status}`);
  }

  /** The stage's /config.json, which the app reads at start: its pools, its payment provider. */
  async config(): Promise<RuntimeConfig> {
    const response = await fetch(`${this.url}/config.json`);
    if (response.status !== 200) throw new Error(`GET /config.json answered ${response.status}`);
    return (await response.json()) as RuntimeConfig;
  }

  async call<T = Record<string, unknown>>(member: Pick<Member, 'token'>, method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.apiBase}${path}`, {
      method,
      headers: { authorization: `Bearer ${member.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return (text ? JSON.parse(text) : {}) as T;
  }

  /** GETs `path` every second until `done` says so; the last answer. */
  async until<T>(member: Pick<Member, 'token'>, path: string, done: (answer: T) => boolean, timeoutMs: number): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const answer = await this.call<T>(member, 'GET', path);
      if (done(answer)) return answer;
      if (Date.now() > deadline) throw new Error(`GET ${path} did not come to the awaited state in ${timeoutMs / 1000} s: ${JSON.stringify(answer).slice(0, 300)}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  /** A profile file, as the browser uploads it: a ticket, the PUT, then its check; answers the URL records keep. */
  async upload(member: Member, purpose: UploadPurpose, bytes: Buffer, fileName: string, fileType: string): Promise<string> {
    const { url, key, objectUrl, headers } = await this.call<{ url: string; key: string; objectUrl: string; headers: Record<string, string> }>(member, 'POST', '/s3', {
      fileName,
      fileType,
      size: bytes.length,
      purpose,
    });
    await this.put(url, headers, bytes);
    const { status } = await this.until<{ status: string }>(member, `/s3/status?key=${encodeURIComponent(key)}`, (answer) => answer.status !== 'pending', 60_000);
    if (status !== 'verified') throw new Error(`The upload of ${fileName} ended ${status}`);
    return objectUrl;
  }

  /** A result file of the creator's delivery: a ticket, then the PUT; its check and preview follow on the stage. */
  async uploadResult(creator: Member, campaignId: string, bytes: Buffer, fileName: string, fileType: string): Promise<string> {
    const { url, headers, resultId } = await this.call<{ url: string; headers: Record<string, string>; resultId: string }>(creator, 'POST', `/campaigns/${campaignId}/results/uploads`, {
      fileName,
      fileType,
      size: bytes.length,
    });
    await this.put(url, headers, bytes);
    return resultId;
  }

  /** A file the app links to (a preview, the zip): its bytes. */
  async download(url: string): Promise<Buffer> {
    const response = await fetch(new URL(url, this.url));
    if (response.status !== 200) throw new Error(`Downloading ${url.split('?')[0] ?? url} answered ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  }

  private async put(url: string, headers: Record<string, string>, bytes: Buffer): Promise<void> {
    const response = await fetch(url, { method: 'PUT', headers, body: new Uint8Array(bytes) });
    if (!response.ok) throw new Error(`The presigned PUT answered ${response.status}`);
  }
}
