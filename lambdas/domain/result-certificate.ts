import type { CertificateView } from '../../shared/domain/results';
import * as storage from '../adapters/storage';
import { ConflictError, ForbiddenError, NotFoundError } from '../core/errors';
import { getCampaignForDecision } from '../data/campaigns';
import { getDelivery } from '../data/deliveries';
import type { Viewer } from './applications';

/** The licence certificate of a creator's approved results, to both sides (made by certificate-issue.ts on approval). */

export const CERTIFICATE_PREFIX = 'certificates/';

export function certificateKey(campaignId: string, creatorId: string): string {
  return `${CERTIFICATE_PREFIX}${campaignId}/${creatorId}.pdf`;
}

/**
 * `GET /campaigns/{id}/certificates/{creatorId}`: to the creator and the campaign's company, once the creator's results
 * are approved; `preparing` until the consumer has stored it.
 */
export async function resultCertificate(viewer: Viewer, campaignId: string, creatorId: string): Promise<CertificateView> {
  if (viewer.role === 'creator' && viewer.userId !== creatorId) throw new ForbiddenError();
  const campaign = await getCampaignForDecision(campaignId, true);
  if (!campaign) throw new NotFoundError();
  if (viewer.role === 'company' && campaign.companyId !== viewer.userId) throw new ForbiddenError();
  const delivery = await getDelivery(campaignId, creatorId);
  if (!delivery) throw new NotFoundError('APPLICATION_NOT_FOUND');
  if (delivery.status !== 'approved') throw new ConflictError('ORIGINALS_NOT_AVAILABLE');
  const key = certificateKey(campaignId, creatorId);
  if (!(await storage.headObject(key))) return { status: 'preparing' };
  return { status: 'ready', url: await storage.signedDownloadUrl(key, `licence-certificate-${campaignId.slice(0, 8)}-${creatorId.slice(0, 8)}.pdf`) };
}
