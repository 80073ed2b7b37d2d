import * as storage from '../adapters/storage';
import { ConflictError, ForbiddenError, NotFoundError } from '../core/errors';
import { getCampaignForDecision } from '../data/campaigns';
import type { ResultsArchiveView } from '../../shared/domain/results';

/** The campaign's zip of approved originals, to its company (made by archive-build.ts when the campaign completes). */

export const ARCHIVE_PREFIX = 'archives/';

export function archiveKey(campaignId: string): string {
  return `${ARCHIVE_PREFIX}${campaignId}/results.zip`;
}

/** `GET /campaigns/{id}/results/archive`: to the campaign's company once it is completed; preparing until the zip is stored. */
export async function resultsArchive(companyId: string, campaignId: string): Promise<ResultsArchiveView> {
  const campaign = await getCampaignForDecision(campaignId, true);
  if (!campaign) throw new NotFoundError();
  if (campaign.companyId !== companyId) throw new ForbiddenError();
  if (campaign.status !== 'completed') throw new ConflictError('ORIGINALS_NOT_AVAILABLE');
  const key = archiveKey(campaignId);
  const stored = await storage.headObject(key);
  if (!stored) return { status: 'preparing' };
  return { status: 'ready', url: await storage.signedDownloadUrl(key, `${safeFolder(campaign.campaignTitle)}.zip`), size: stored.size };
}

/** A folder or file name from a person's or campaign's name: letters of any script and digits, the rest dashes. */
export function safeFolder(name: string): string {
  return name.normalize('NFKC').replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'results';
}
