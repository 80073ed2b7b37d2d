import { bySlot, changeRequestRefusal, keptFiles, momentLabel, momentOf, replacementRefusal, revisionQuote, versionsOf } from '../../shared/domain/result-feedback';
import { deliveryPlanOf, type ResultFileView } from '../../shared/domain/results';
import { reviewResultsSchema } from '../../shared/validation/results';
import { resultUploadSchema } from '../../shared/validation/rules';
import { validate } from '../../shared/validation/validate';
import { comparePairs } from '../../web/src/features/campaigns/delivery/compare-pairs';
import { revisedPerFile, summariseRevision } from '../../web/src/features/campaigns/delivery/draft';
import { initialReviseValues, reviseBody, reviseErrors, type ReviseValues } from '../../web/src/features/campaigns/delivery/feedback/revise-form';

/** Feedback per file (issue 26): the rules the API and the web share, the revision form, the compare and the new set. */

const ID = (n: number) => `0190a5d4-0000-7000-8000-${String(n).padStart(12, '0')}`;
let next = 0;
function file(kind: ResultFileView['kind'], extra: Partial<ResultFileView> = {}): ResultFileView {
  next += 1;
  return { id: ID(next), kind, fileName: `${kind}-${next}`, type: kind === 'video' ? 'video/mp4' : 'image/jpeg', size: 10, status: 'ready', uploadedAt: '2026-03-01T10:00:00.000Z', version: 1, ...extra };
}

describe('the shared rules', () => {
  it('reads moments as a player shows them and stores them to a tenth', () => {
    expect([0, 7.9, 65, 600].map(momentLabel)).toEqual(['0:00', '0:07', '1:05', '10:00']);
    expect([7.04, 7.06, -1].map(momentOf)).toEqual([7, 7.1, 0]);
  });

  it('takes a moment only on a video, and not past its end (with a second of slack)', () => {
    const video = { kind: 'video' as const, facts: { durationSeconds: 30 } };
    expect(changeRequestRefusal(video, [{ text: 'a', atSeconds: 7 }, { text: 'b' }])).toBeUndefined();
    expect(changeRequestRefusal(video, [{ text: 'a', atSeconds: 30.9 }])).toBeUndefined();
    expect(changeRequestRefusal(video, [{ text: 'a', atSeconds: 31.5 }])).toBe('MOMENT_PAST_END');
    expect(changeRequestRefusal({ kind: 'picture' }, [{ text: 'a', atSeconds: 1 }])).toBe('MOMENT_NOT_ON_VIDEO');
    expect(changeRequestRefusal({ kind: 'picture' }, [{ text: 'a' }])).toBeUndefined();
  });

  it('counts versions along what each file replaced', () => {
    const versions = versionsOf([{ id: 'a' }, { id: 'b', replaces: 'a' }, { id: 'c', replaces: 'b' }, { id: 'd', replaces: 'gone' }, { id: 'x', replaces: 'y' }, { id: 'y', replaces: 'x' }]);
    expect([...versions.entries()].slice(0, 4)).toEqual([['a', 1], ['b', 2], ['c', 3], ['d', 1]]);
    // A cycle bad data could make ends instead of looping.
    expect(versions.get('x')).toBeGreaterThan(0);
  });

  it('orders a set by slot: a replacement stands where the file it replaced stood', () => {
    const files = [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd', replaces: 'b' }, { id: 'e', replaces: 'd' }];
    expect(bySlot([files[0], files[2], files[4]] as { id: string; replaces?: string }[], files).map((file) => file.id)).toEqual(['a', 'e', 'c']);
  });

  it('lets only a file asked to change be replaced, by its kind, and keeps the others', () => {
    const asked = { id: 'a', kind: 'picture' as const, feedback: { comments: [] } };
    const kept = { id: 'b', kind: 'picture' as const };
    expect(replacementRefusal('picture', asked)).toBeUndefined();
    expect(replacementRefusal('video', asked)).toBe('RESULT_NOT_REPLACEABLE');
    expect(replacementRefusal('picture', kept)).toBe('RESULT_NOT_REPLACEABLE');
    expect(replacementRefusal('picture', undefined)).toBe('RESULT_NOT_REPLACEABLE');
    expect(keptFiles([asked, kept])).toEqual([kept]);
  });

  it('quotes the note, else the first remark', () => {
    expect(revisionQuote('Note', [{ resultId: 'a', comments: [{ text: 'Remark' }] }])).toBe('Note');
    expect(revisionQuote('', [{ resultId: 'a', comments: [{ text: 'Remark' }] }])).toBe('Remark');
  });

  it('validates the revise body and the replacement upload', () => {
    const valid = { files: [{ resultId: ID(1), comments: [{ text: ' Brighter ', atSeconds: 7 }] }] };
    expect(validate(reviewResultsSchema, valid)).toEqual({ value: { files: [{ resultId: ID(1), comments: [{ text: 'Brighter', atSeconds: 7 }] }] } });
    const refused = [
      { files: [{ resultId: ID(1), comments: [] }] },
      { files: [{ resultId: 'nope', comments: [{ text: 'a' }] }] },
      { files: [{ resultId: ID(1), comments: [{ text: 'a', atSeconds: -1 }] }] },
      { files: [{ resultId: ID(1), comments: [{ text: 'x'.repeat(501) }] }] },
      { files: [valid.files[0], valid.files[0]] },
      { files: [{ resultId: ID(1), comments: [{ text: 'a', at: 3 }] }] },
    ];
    for (const body of refused) expect(validate(reviewResultsSchema, body)).toHaveProperty('errors');
    expect(validate(resultUploadSchema, { fileName: 'a.jpg', fileType: 'image/jpeg', size: 10, replaces: ID(2) })).toHaveProperty('value');
    expect(validate(resultUploadSchema, { fileName: 'a.jpg', fileType: 'image/jpeg', size: 10, replaces: 'x' })).toHaveProperty('errors');
  });
});

describe('the revision form', () => {
  const video = file('video');
  const picture = file('picture');
  const withChange = (values: ReviseValues, id: string, remarks: ReviseValues['files'][string]['remarks']): ReviseValues => ({ ...values, files: { ...values.files, [id]: { change: true, remarks } } });

  it('asks for something to change, and words for each file marked', () => {
    const empty = initialReviseValues([video, picture]);
    expect(reviseErrors(empty)).toEqual({ comment: 'revisionSomethingToChange' });
    expect(reviseErrors({ ...empty, comment: 'Whole set again' })).toEqual({});
    expect(reviseErrors(withChange(empty, picture.id, []))).toEqual({ [`files.${picture.id}`]: 'revisionRemarkMissing' });
    expect(reviseErrors(withChange(empty, picture.id, [{ key: 'k', text: '  ' }]))).toEqual({ [`files.${picture.id}.k`]: 'required' });
    expect(reviseErrors(withChange(empty, picture.id, [{ key: 'k', text: 'x'.repeat(501) }]))).toEqual({ [`files.${picture.id}.k`]: 'remarkTooLong' });
  });

  it('sends the marked files in the set order, a video remarks by moment, the note when written', () => {
    let values = initialReviseValues([video, picture]);
    values = withChange(values, picture.id, [{ key: 'p', text: ' Less glare ' }]);
    values = withChange(values, video.id, [{ key: 'b', text: 'End on the logo', atSeconds: 28 }, { key: 'a', text: 'Hold still', atSeconds: 7.04 }, { key: 'c', text: 'Music lower' }]);
    expect(reviseBody(values, [video, picture])).toEqual({
      files: [
        { resultId: video.id, comments: [{ text: 'Music lower' }, { text: 'Hold still', atSeconds: 7 }, { text: 'End on the logo', atSeconds: 28 }] },
        { resultId: picture.id, comments: [{ text: 'Less glare' }] },
      ],
    });
    expect(reviseBody({ ...initialReviseValues([video]), comment: ' Again ' }, [video])).toEqual({ comment: 'Again' });
  });
});

describe('the creator after a revision per file', () => {
  const plan = deliveryPlanOf({ picturesNeeded: true, videoDuration: 30, aspectRatio: '9:16' });
  const asked = { feedback: { comments: [{ text: 'Change' }] } };

  it('makes the set of the files kept and the newest ready replacement of each file asked for', () => {
    const video = file('video', { round: 1, ...asked });
    const pictures = Array.from({ length: 5 }, (_, index) => file('picture', { round: 1, ...(index === 0 ? asked : {}) }));
    const set = [video, ...pictures];
    expect(revisedPerFile({ status: 'needs-revision', results: set })).toBe(true);
    expect(revisedPerFile({ status: 'needs-revision', results: pictures.slice(1) })).toBe(false);
    const newVideo = file('video', { replaces: video.id });
    const oldTry = file('picture', { replaces: pictures[0]?.id });
    const newPicture = file('picture', { replaces: pictures[0]?.id });
    expect(summariseRevision(plan, set, [newVideo])).toMatchObject({ videos: 1, pictures: 4, refusal: 'RESULTS_INCOMPLETE' });
    expect(summariseRevision(plan, set, [newVideo, file('picture', { replaces: pictures[0]?.id, status: 'processing' })]).refusal).toBe('RESULTS_NOT_READY');
    const whole = summariseRevision(plan, set, [newVideo, oldTry, newPicture, file('picture')]);
    expect(whole.refusal).toBeUndefined();
    expect(whole.chosen.map((one) => one.id).sort()).toEqual([newVideo.id, newPicture.id, ...pictures.slice(1).map((one) => one.id)].sort());
  });

  it('compares each replaced file with its new version, the video first; an old whole resubmission pairs its videos', () => {
    const oldVideo = file('video', { round: 1, ...asked });
    const oldPicture = file('picture', { round: 1, ...asked });
    const kept = file('picture', { round: 1 });
    const newPicture = file('picture', { round: 2, replaces: oldPicture.id, version: 2 });
    const newVideo = file('video', { round: 2, replaces: oldVideo.id, version: 2 });
    const pairs = comparePairs({ results: [newPicture, kept, newVideo], previousResults: [oldVideo, oldPicture, kept] });
    expect(pairs.map((pair) => [pair.previous.id, pair.current.id])).toEqual([[oldVideo.id, newVideo.id], [oldPicture.id, newPicture.id]]);
    const legacy = comparePairs({ results: [file('video', { round: 2 })], previousResults: [file('video', { round: 1 })] });
    expect(legacy).toHaveLength(1);
    expect(comparePairs({ results: [kept] })).toEqual([]);
  });
});
