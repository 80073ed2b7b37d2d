import { deliveryPlanOf, type ResultFileView } from '../../shared/domain/results';
import { draftRows, filesInFlight, pausedUploadFor, roundStatus, submittedRounds, summariseDraft, type LocalUpload } from '../../web/src/features/campaigns/delivery/draft';

let ids = 0;
function file(kind: ResultFileView['kind'], status: ResultFileView['status'] = 'ready', extra: Partial<ResultFileView> = {}): ResultFileView {
  ids += 1;
  return { id: `r${ids}`, kind, fileName: `${kind}-${ids}`, size: 1000, status, uploadedAt: '2026-03-01T10:00:00.000Z', type: kind === 'video' ? 'video/mp4' : 'image/jpeg', version: 1, ...extra };
}

const withPictures = deliveryPlanOf({ picturesNeeded: true, videoDuration: 30, aspectRatio: '9:16' });
const videoOnly = deliveryPlanOf({ picturesNeeded: false, videoDuration: 15, aspectRatio: '16:9' });

describe('the draft as the submit bar shows it', () => {
  it('submits the ready files when they make the whole set', () => {
    const draft = [file('video'), ...Array.from({ length: 5 }, () => file('picture')), file('picture', 'refused')];
    const summary = summariseDraft(withPictures, draft);
    expect(summary).toMatchObject({ videos: 1, pictures: 5, refusal: undefined });
    expect(summary.chosen.map((chosen) => chosen.id)).not.toContain(draft[6]?.id);
  });

  it('counts 3 of 5 pictures as incomplete, and as not ready while another is still checked', () => {
    const draft = [file('video'), file('picture'), file('picture'), file('picture')];
    expect(summariseDraft(withPictures, draft)).toMatchObject({ videos: 1, pictures: 3, refusal: 'RESULTS_INCOMPLETE' });
    expect(summariseDraft(withPictures, [...draft, file('picture', 'processing')]).refusal).toBe('RESULTS_NOT_READY');
  });

  it('asks to remove extras: two ready videos for a plan of one', () => {
    expect(summariseDraft(videoOnly, [file('video'), file('video')]).refusal).toBe('RESULTS_TOO_MANY');
    expect(summariseDraft(videoOnly, [file('video'), file('picture')]).refusal).toBe('RESULTS_TOO_MANY');
    expect(summariseDraft(videoOnly, [file('video'), file('video', 'failed')]).refusal).toBeUndefined();
  });

  it('polls while the server still checks or processes a file', () => {
    expect(filesInFlight([file('video', 'uploading')])).toBe(true);
    expect(filesInFlight([file('video', 'processing')])).toBe(true);
    expect(filesInFlight([file('video', 'ready'), file('picture', 'refused'), file('picture', 'failed')])).toBe(false);
  });
});

describe('the rows of the file list', () => {
  const upload = (extra: Partial<LocalUpload>): LocalUpload => ({ key: 'k', fileName: 'clip.mp4', size: 10, kind: 'video', phase: 'uploading', progress: 0.5, ...extra });

  it("shows this page's progress over the server's uploading status, on the draft's own row", () => {
    const sent = file('video', 'uploading');
    const rows = draftRows([sent], [upload({ resultId: sent.id })]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ key: sent.id, status: 'sending', file: sent });
  });

  it('keeps a sent file on the list as being checked until the draft has it, then shows the server\'s status', () => {
    const stored = file('picture', 'processing');
    const before = draftRows([], [upload({ key: 'a', resultId: stored.id, phase: 'sent', progress: 1 })]);
    expect(before).toMatchObject([{ key: 'a', status: 'uploading' }]);
    const after = draftRows([stored], [upload({ key: 'a', resultId: stored.id, phase: 'sent', progress: 1 })]);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ key: stored.id, status: 'processing', file: stored });
    expect(after[0]?.upload).toBeUndefined();
  });

  it('adds the uploads the draft does not show yet, and failed ones: refused when another try would not help', () => {
    const rows = draftRows(
      [file('picture')],
      [
        upload({ key: 'a' }),
        upload({ key: 'b', resultId: 'gone', phase: 'failed', failure: { message: 'apiError.NETWORK_ERROR', retryable: true } }),
        upload({ key: 'c', phase: 'failed', failure: { message: 'validation.fileTypeInvalid', retryable: false } }),
      ],
    );
    expect(rows.map((row) => row.status)).toEqual(['ready', 'sending', 'sendFailed', 'refused']);
  });

  it('shows a large file whose parts no page sends as paused, and does not poll it (issue 27)', () => {
    const paused = file('video', 'uploading', { sending: true, size: 300_000_000 });
    expect(draftRows([paused], [])).toMatchObject([{ key: paused.id, status: 'paused' }]);
    expect(draftRows([paused], [upload({ resultId: paused.id })])).toMatchObject([{ key: paused.id, status: 'sending' }]);
    expect(filesInFlight([paused])).toBe(false);
    // Its parts joined: the check runs, and the list polls it.
    expect(filesInFlight([{ ...paused, sending: undefined }])).toBe(true);
  });
});

describe('going on with a paused upload (issue 27)', () => {
  const paused = file('video', 'uploading', { sending: true, fileName: 'clip-4k.mov', size: 312_000_000 });

  it('is found for the same file chosen again: the same safe name and size, in the same place of the set', () => {
    expect(pausedUploadFor([file('video'), paused], [], { fileName: 'clip-4k.mov', size: 312_000_000 })).toBe(paused);
    expect(pausedUploadFor([paused], [], { fileName: 'clip-4k.mov', size: 312_000_001 })).toBeUndefined();
    expect(pausedUploadFor([paused], [], { fileName: 'other.mov', size: 312_000_000 })).toBeUndefined();
    expect(pausedUploadFor([paused], [], { fileName: 'clip-4k.mov', size: 312_000_000, replaces: 'r-old' })).toBeUndefined();
  });

  it('is not one this page already sends, nor a file being checked', () => {
    const sending: LocalUpload = { key: 'k', fileName: 'clip-4k.mov', size: 312_000_000, kind: 'video', phase: 'uploading', progress: 0.2, resultId: paused.id };
    expect(pausedUploadFor([paused], [sending], { fileName: 'clip-4k.mov', size: 312_000_000 })).toBeUndefined();
    const checking = { ...paused, sending: undefined };
    expect(pausedUploadFor([checking], [], { fileName: 'clip-4k.mov', size: 312_000_000 })).toBeUndefined();
  });
});

describe('the submitted rounds', () => {
  it('lists the last set and the one before, newest first; a kept file is in both', () => {
    const kept = file('picture', 'ready', { round: 1 });
    const first = [file('video', 'ready', { round: 1 }), kept];
    const second = [file('video', 'ready', { round: 2, version: 2 }), kept];
    const rounds = submittedRounds({ round: 2, results: second, previousResults: first });
    expect(rounds.map(({ round, files }) => [round, files.map((one) => one.id)])).toEqual([
      [2, second.map((one) => one.id)],
      [1, first.map((one) => one.id)],
    ]);
    expect(submittedRounds({ round: 0, results: [] })).toEqual([]);
    expect(submittedRounds({ round: 1, results: first })).toHaveLength(1);
  });

  it('reads the last round by the status and every earlier one as sent back', () => {
    expect(roundStatus({ status: 'under-review', round: 2 }, 2)).toBe('under-review');
    expect(roundStatus({ status: 'under-review', round: 2 }, 1)).toBe('needs-revision');
    expect(roundStatus({ status: 'approved', round: 1 }, 1)).toBe('approved');
    expect(roundStatus({ status: 'needs-revision', round: 1 }, 1)).toBe('needs-revision');
  });
});
