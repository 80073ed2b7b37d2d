import middy from '@middy/core';
import type { EventBridgeEvent } from 'aws-lambda';
import { isUuid } from '../../shared/domain/ids';
import { observability, withEventContext } from '../core/observability';
import { logError } from '../core/log';
import { previewJobFinished } from '../domain/preview-outcome';

/**
 * MediaConvert's job state changes for preview jobs (an EventBridge rule, lib/constructs/media.ts; on the local stack
 * the ffmpeg stand-in reports the same event, scripts/local/preview-jobs.ts). COMPLETE makes the result ready to
 * submit; ERROR marks it failed, with a reason the creator reads, and they upload it again.
 */

export interface JobStateDetail {
  status: string;
  userMetadata?: Record<string, string>;
  errorCode?: number;
  errorMessage?: string;
}

export type JobStateChange = EventBridgeEvent<'MediaConvert Job State Change', JobStateDetail>;

async function recordJobState(event: JobStateChange): Promise<void> {
  const { status, userMetadata = {}, errorMessage } = event.detail;
  const { campaignId = '', creatorId = '', resultId = '' } = userMetadata;
  // Only our jobs carry these; any other job of the account is none of ours.
  if (![campaignId, creatorId, resultId].every(isUuid)) {
    logError('Job state change without result ids ignored', { status });
    return;
  }
  withEventContext({ resultId });
  if (status === 'COMPLETE') await previewJobFinished({ campaignId, creatorId, resultId }, 'ready');
  else if (status === 'ERROR') await previewJobFinished({ campaignId, creatorId, resultId }, 'failed', errorMessage);
}

export const handler = middy(recordJobState).use(observability());
