import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { SignatureV4 } from '@smithy/signature-v4';

/**
 * The outputs of a deployed CloudFormation stack, read with one signed DescribeStacks call. The project has no
 * CloudFormation client among its dependencies; the request is signed with the signer the AWS SDK itself uses
 * (a dependency of every SDK client) and the credentials an SDK client resolves (environment, profile, SSO, role).
 */
export async function stackOutputs(stackName: string, region: string, credentialsFrom: CognitoIdentityProviderClient): Promise<Record<string, string>> {
  const host = `cloudformation.${region}.amazonaws.com`;
  const body = new URLSearchParams({ Action: 'DescribeStacks', StackName: stackName, Version: '2010-05-15' }).toString();
  const signer = new SignatureV4({ service: 'cloudformation', region, credentials: credentialsFrom.config.credentials, sha256: NodeSha256 });
  const signed = await signer.sign({
    method: 'POST',
    protocol: 'https:',
    hostname: host,
    path: '/',
    headers: { host, 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    body,
  });
  const response = await fetch(`https://${host}/`, { method: 'POST', headers: signed.headers, body });
  const xml = await response.text();
  if (!response.ok) throw new Error(`CloudFormation DescribeStacks ${stackName} in ${region}: ${xmlValue(xml, 'Message') ?? `HTTP ${response.status}`}`);
  return parseStackOutputs(xml);
}

/** OutputKey to OutputValue from a DescribeStacks answer (AWS query protocol, XML). */
export function parseStackOutputs(xml: string): Record<string, string> {
  const outputs = /<Outputs>([\s\S]*?)<\/Outputs>/.exec(xml)?.[1] ?? '';
  const result: Record<string, string> = {};
  for (const [, member = ''] of outputs.matchAll(/<member>([\s\S]*?)<\/member>/g)) {
    const key = xmlValue(member, 'OutputKey');
    const value = xmlValue(member, 'OutputValue');
    if (key !== undefined && value !== undefined) result[key] = value;
  }
  return result;
}

function xmlValue(xml: string, tag: string): string | undefined {
  const text = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(xml)?.[1];
  return text === undefined ? undefined : decodeEntities(text);
}

function decodeEntities(text: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return named[name] ?? entity;
  });
}

/** What the signer hashes (the SDK's `SourceData`). */
type SourceData = string | ArrayBuffer | ArrayBufferView;

/** SHA-256 and HMAC-SHA-256 from node:crypto, in the shape the signer asks for. */
class NodeSha256 {
  private readonly hash: Hash | Hmac;
  constructor(secret?: SourceData) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', bytes(secret));
  }
  update(data: SourceData): void {
    this.hash.update(bytes(data));
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }
}

function bytes(data: SourceData): string | Buffer {
  if (typeof data === 'string') return data;
  if (ArrayBuffer.isView(data)) return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return Buffer.from(data);
}
