import { logError } from '../core/log';
import { recordPreviewOutcome } from '../data/results';
import type { ResultIds } from '../media/preview-job';

/**
 * A preview job's outcome (MediaConvert's job state change, or the local ffmpeg run's): the result becomes ready to
 * submit, or failed with a reason the creator reads (the job's own error is logged). Its own module: the job-state
 * function must not load the media libraries of the check.
 */
export async function previewJobFinished({ campaignId, creatorId, resultId }: ResultIds, outcome: 'ready' | 'failed', detail?: string): Promise<void> {
  if (outcome === 'failed') logError('Preview job failed', { campaignId, creatorId, resultId, detail });
  await recordPreviewOutcome({ campaignId, creatorId, id: resultId }, outcome);
}
