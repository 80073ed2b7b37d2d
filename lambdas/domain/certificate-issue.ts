import { createHash } from 'node:crypto';
import type { DomainEvent } from '../../shared/domain/events';
import * as storage from '../adapters/storage';
import { logInfo } from '../core/log';
import { getDelivery } from '../data/deliveries';
import { inRound, listResults } from '../data/results';
import { licenceCertificate } from '../media/certificate';
import { certificateKey } from './result-certificate';

/**
 * The licence certificate of a creator's approved results (issue 12, Rights): made once when the company approves
 * (the `result.approved` consumer), from the files of the approved round with the SHA-256 of each original, stored
 * under certificates/, and downloaded by both sides. Made again from the same event it is the same PDF, byte for
 * byte (the certificate's id is the event's).
 */

export async function issueCertificate(event: DomainEvent<'result.approved'>): Promise<void> {
  const { campaignId, creatorId, campaignTitle, companyName } = event.payload;
  const [delivery, files] = await Promise.all([getDelivery(campaignId, creatorId), listResults(campaignId, creatorId)]);
  if (!delivery || delivery.status !== 'approved') return;
  const approved = files.filter((file) => inRound(file, delivery.round));
  const assets = [];
  // One original at a time: each is hashed as it streams, never held whole.
  for (const file of approved) assets.push({ fileName: file.fileName, kind: file.kind, size: file.size, sha256: await sha256Of(file.key) });
  const pdf = await licenceCertificate({ certificateId: event.id, campaignTitle, companyName, creatorName: delivery.creatorName, approvedAt: event.occurredAt, assets });
  await storage.writeObject(certificateKey(campaignId, creatorId), pdf, 'application/pdf');
  logInfo('Licence certificate stored', { campaignId, creatorId, assets: assets.length, bytes: pdf.length });
}

async function sha256Of(key: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of await storage.readStream(key)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

