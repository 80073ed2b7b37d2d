import { queryOptions } from '@tanstack/react-query';
import { ROUTES } from '../../../../../shared/api/routes';
import type { CampaignProgressView, CertificateView, CreatorProgressView, ResultPartsView, ResultsArchiveView, ResultUploadTicket, ReviewAction } from '../../../../../shared/domain/results';
import type { UploadType } from '../../../../../shared/domain/uploads';
import type { ReviewResultsInput } from '../../../../../shared/validation/results';
import { apiRequest } from '../../../lib/api';
import { QUERY_ROOTS } from '../../../lib/query-keys';
import { filesInFlight } from './draft';

/** How often a creator's draft is read again while a file is being checked or its preview made. */
export const DRAFT_POLL_MS = 2000;

const isProgress = (answer: CreatorProgressView | Record<string, never>): answer is CreatorProgressView => 'id' in answer;

/** `{}` (no work on this campaign) becomes null: a query's data cannot be undefined. */
export async function loadCreatorProgress(campaignId: string, creatorId: string): Promise<CreatorProgressView | null> {
  const answer = await apiRequest(ROUTES.getCreatorProgress, { pathParameters: { campaignId, id: creatorId } });
  return isProgress(answer) ? answer : null;
}

export function loadCampaignProgress(campaignId: string): Promise<CampaignProgressView> {
  return apiRequest(ROUTES.getCampaignProgress, { pathParameters: { id: campaignId } });
}

/**
 * The delivery's reads sit under the campaign's key: refreshing the campaign (after a decision, a submission, a
 * review) refreshes them too, and the campaign's status and the creator's application follow a submission.
 */
export const deliveryQueries = {
  creator: (campaignId: string, creatorId: string) =>
    queryOptions({
      queryKey: [QUERY_ROOTS.campaigns, 'detail', campaignId, 'progress', creatorId],
      queryFn: () => loadCreatorProgress(campaignId, creatorId),
      // The server checks each upload and makes its preview on its own time: read again until nothing is pending.
      refetchInterval: (query) => (filesInFlight(query.state.data?.draft ?? []) ? DRAFT_POLL_MS : false),
    }),
  campaign: (campaignId: string) =>
    queryOptions({ queryKey: [QUERY_ROOTS.campaigns, 'detail', campaignId, 'progress'], queryFn: () => loadCampaignProgress(campaignId) }),
};

export function requestResultUpload(campaignId: string, file: File, fileType: UploadType, replaces?: string): Promise<ResultUploadTicket> {
  return apiRequest(ROUTES.requestResultUpload, { pathParameters: { id: campaignId }, body: { fileName: file.name, fileType, size: file.size, ...(replaces ? { replaces } : {}) } });
}

/** The parts of a large file storage does not have yet, with fresh URLs: where a failed or expired upload resumes. */
export function requestResultParts(campaignId: string, resultId: string): Promise<ResultPartsView> {
  return apiRequest(ROUTES.requestResultParts, { pathParameters: { id: campaignId, resultId } });
}

/** Every part is sent: storage joins them into the file, which is then checked like any upload. */
export async function completeResultUpload(campaignId: string, resultId: string): Promise<void> {
  await apiRequest(ROUTES.completeResultUpload, { pathParameters: { id: campaignId, resultId } });
}

export async function deleteResultFile(campaignId: string, resultId: string): Promise<void> {
  await apiRequest(ROUTES.deleteResultFile, { pathParameters: { id: campaignId, resultId } });
}

/** The whole set for review; refused with RESULTS_NOT_READY, RESULTS_INCOMPLETE or RESULTS_TOO_MANY as `submitRefusal` says. */
export function submitResults(campaignId: string, resultIds: string[]): Promise<CreatorProgressView> {
  return apiRequest(ROUTES.submitResults, { pathParameters: { id: campaignId }, body: { results: resultIds } });
}

/**
 * Approve, or send back with what to change: a note, and per file its remarks (`revise` with neither is refused:
 * REVISION_COMMENT_REQUIRED).
 */
export function reviewResults(campaignId: string, creatorId: string, action: ReviewAction, body: ReviewResultsInput = {}): Promise<CreatorProgressView> {
  return apiRequest(ROUTES.reviewResults, { pathParameters: { campaignId, creatorId, action }, body });
}

/** A short-lived URL of an approved original (ORIGINALS_NOT_AVAILABLE before approval). */
export async function originalUrl(campaignId: string, resultId: string): Promise<string> {
  return (await apiRequest(ROUTES.getResultOriginal, { pathParameters: { id: campaignId, resultId } })).url;
}

export function loadResultsArchive(campaignId: string): Promise<ResultsArchiveView> {
  return apiRequest(ROUTES.getResultsArchive, { pathParameters: { id: campaignId } });
}

/** After an overdue delivery: refused with DELIVERY_NOT_OVERDUE before, COMPENSATION_ALREADY_REQUESTED the second time. */
export function requestCompensation(campaignId: string, creatorId: string, reason: string): Promise<CreatorProgressView> {
  return apiRequest(ROUTES.requestCompensation, { pathParameters: { id: campaignId, creatorId }, body: { reason } });
}

/** A creator's licence certificate once their results are approved (`preparing` while it is made). */
export function loadCertificate(campaignId: string, creatorId: string): Promise<CertificateView> {
  return apiRequest(ROUTES.getResultCertificate, { pathParameters: { id: campaignId, creatorId } });
}
