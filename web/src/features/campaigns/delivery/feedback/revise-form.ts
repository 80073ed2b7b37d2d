import { FILE_COMMENT_MAX_LENGTH, momentOf, type FileChangeRequest } from '../../../../../../shared/domain/result-feedback';
import { REVISION_COMMENT_MAX_LENGTH, type ResultFileView } from '../../../../../../shared/domain/results';
import type { ReviewResultsInput } from '../../../../../../shared/validation/results';

/**
 * The revision form's values (issue 26): a note for the whole set, and per file whether to change it and what, a video's
 * remarks each at a moment. Pure: the dialog renders it, a unit test checks the rules and the body it sends.
 */

export interface RemarkValue {
  /** Stable across removals, for React's keys and focus. */
  key: string;
  text: string;
  atSeconds?: number;
}

export interface FileFeedbackValue {
  change: boolean;
  remarks: RemarkValue[];
}

export interface ReviseValues {
  comment: string;
  files: Record<string, FileFeedbackValue>;
}

export function initialReviseValues(files: readonly Pick<ResultFileView, 'id'>[]): ReviseValues {
  return { comment: '', files: Object.fromEntries(files.map((file) => [file.id, { change: false, remarks: [] }])) };
}

/** The files marked to change. */
export function changedFileIds(values: ReviseValues): string[] {
  return Object.entries(values.files).flatMap(([id, file]) => (file.change ? [id] : []));
}

/** Errors keyed as Formik reads them: `comment`, `files.<id>`, `files.<id>.<remarkKey>`; values are validation keys. */
export type ReviseErrors = Record<string, string>;

/**
 * The rules: something to change (a note, or a file marked), every file marked with at least one remark, every remark
 * with words, each text within its length.
 */
export function reviseErrors(values: ReviseValues): ReviseErrors {
  const errors: ReviseErrors = {};
  const comment = values.comment.trim();
  const changed = changedFileIds(values);
  if (!comment && !changed.length) errors.comment = 'revisionSomethingToChange';
  if (comment.length > REVISION_COMMENT_MAX_LENGTH) errors.comment = 'longTextTooLong';
  for (const id of changed) {
    const remarks = values.files[id]?.remarks ?? [];
    if (!remarks.length) errors[`files.${id}`] = 'revisionRemarkMissing';
    for (const remark of remarks) {
      const text = remark.text.trim();
      if (!text) errors[`files.${id}.${remark.key}`] = 'required';
      else if (text.length > FILE_COMMENT_MAX_LENGTH) errors[`files.${id}.${remark.key}`] = 'remarkTooLong';
    }
  }
  return errors;
}

/** The body of `revise`: the note when there is one, and the files marked with their remarks in the set's order. */
export function reviseBody(values: ReviseValues, order: readonly Pick<ResultFileView, 'id'>[]): ReviewResultsInput {
  const comment = values.comment.trim();
  const files: FileChangeRequest[] = order.flatMap(({ id }) => {
    const file = values.files[id];
    if (!file?.change) return [];
    const comments = [...file.remarks]
      .sort((a, b) => (a.atSeconds ?? -1) - (b.atSeconds ?? -1))
      .map((remark) => ({ text: remark.text.trim(), ...(remark.atSeconds === undefined ? {} : { atSeconds: momentOf(remark.atSeconds) }) }));
    return [{ resultId: id, comments }];
  });
  return { ...(comment ? { comment } : {}), ...(files.length ? { files } : {}) };
}
