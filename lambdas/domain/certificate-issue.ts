import { createHash } from 'node:crypto';
import type { DomainEvent } from '../../shared/domain/events';
import * as storage from '../adapters/storage';
import { logInfo } from '../core/log';
import { getDelivery } from '../data/deliveries';
import { inRound, listResults, type ResultRecord } from '../data/results';
import { getCampaignForDecision } from '../data/campaigns';
import { putLibraryFile, type LibraryFileRecord } from '../data/library';
import { normalizeSearchText } from '../../shared/domain/search-text';
import type { AspectRatio } from '../../shared/domain/campaign';
import { licenceCertificate } from '../media/certificate';
import { certificateKey } from './result-certificate';

/**
 * The licence certificate of a creator's approved results (issue 12, Rights): made once when the company approves
 * (the `result.approved` consumer), from the files of the approved round with the SHA-256 of each original, stored
 * under certificates/, and downloaded by both sides. Made again from the same event it is the same PDF, byte for
 * byte (the certificate's id is the event's). Each original then joins the company's content library with that checksum
 * (issue 28), once however often the event comes.
 */

export async function issueCertificate(event: DomainEvent<'result.approved'>): Promise<void> {
  const { campaignId, creatorId, campaignTitle, companyName, companyId } = event.payload;
  const [delivery, files, campaign] = await Promise.all([getDelivery(campaignId, creatorId), listResults(campaignId, creatorId), getCampaignForDecision(campaignId)]);
  if (!delivery || delivery.status !== 'approved' || !campaign) return;
  const approved = files.filter((file) => inRound(file, delivery.round));
  const hashed: { file: ResultRecord; sha256: string }[] = [];
  // One original at a time: each is hashed as it streams, never held whole.
  for (const file of approved) hashed.push({ file, sha256: await sha256Of(file.key) });
  const assets = hashed.map(({ file, sha256 }) => ({ fileName: file.fileName, kind: file.kind, size: file.size, sha256 }));
  const pdf = await licenceCertificate({ certificateId: event.id, campaignTitle, companyName, creatorName: delivery.creatorName, approvedAt: event.occurredAt, assets });
  await storage.writeObject(certificateKey(campaignId, creatorId), pdf, 'application/pdf');
  // The company's content library (issue 28) gets each original with the checksum the certificate states.
  for (const { file, sha256 } of hashed) {
    await putLibraryFile(companyId, libraryFileOf({ file, sha256, campaignTitle, creatorName: delivery.creatorName, aspectRatio: campaign.aspectRatio, approvedAt: event.occurredAt }));
  }
  logInfo('Licence certificate stored', { campaignId, creatorId, assets: assets.length, bytes: pdf.length });
}

/** An approved original as the company's library keeps it. */
function libraryFileOf(approved: { file: ResultRecord; sha256: string; campaignTitle: string; creatorName: string; aspectRatio: AspectRatio; approvedAt: string }): LibraryFileRecord {
  const { file, sha256, campaignTitle, creatorName, aspectRatio, approvedAt } = approved;
  const { durationSeconds, width, height } = file.facts ?? {};
  return {
    file: `${approvedAt}#${file.id}`,
    resultId: file.id,
    campaignId: file.campaignId,
    campaignTitle,
    creatorId: file.creatorId,
    creatorName,
    kind: file.kind,
    fileName: file.fileName,
    type: file.type,
    size: file.size,
    ...(durationSeconds === undefined ? {} : { durationSeconds: Math.round(durationSeconds) }),
    ...(width === undefined || height === undefined ? {} : { width, height }),
    aspectRatio,
    approvedAt,
    sha256,
    originalKey: file.key,
    ...(file.previewKey ? { previewKey: file.previewKey } : {}),
    searchText: normalizeSearchText(`${campaignTitle} ${creatorName}`),
  };
}

async function sha256Of(key: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of await storage.readStream(key)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

