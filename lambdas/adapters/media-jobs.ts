import { CreateJobCommand, MediaConvertClient, type CreateJobCommandInput } from '@aws-sdk/client-mediaconvert';
import { tracer } from '../core/observability';

/**
 * Submits a result video's preview job (lambdas/media/preview-job.ts): to AWS MediaConvert, or on the local stack to
 * its stand-in, which runs the same job description with ffmpeg and reports the same job state change
 * (scripts/local/preview-jobs.ts puts it in at start-up, as it does the mailer and the live pusher).
 */
export type PreviewJobRunner = (job: CreateJobCommandInput) => Promise<void>;

let runner: PreviewJobRunner | undefined;

/** Replaces MediaConvert for this process: only the local stack and tests call it, before any handler runs. */
export function usePreviewJobRunner(replacement: PreviewJobRunner): void {
  runner = replacement;
}

export async function submitPreviewJob(job: CreateJobCommandInput): Promise<void> {
  runner ??= mediaConvertRunner(tracer.captureAWSv3Client(new MediaConvertClient({})));
  await runner(job);
}

/** MediaConvert takes the job and answers at once; its outcome arrives later as an EventBridge job state change. */
export function mediaConvertRunner(client: Pick<MediaConvertClient, 'send'>): PreviewJobRunner {
  return async (job) => {
    await client.send(new CreateJobCommand(job));
  };
}
