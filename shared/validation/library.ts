import * as yup from 'yup';
import { ASPECT_RATIOS } from '../domain/campaign';
import { isUuid } from '../domain/ids';
import { LIBRARY_SEARCH_MAX_LENGTH, LIBRARY_ZIP_MAX_FILES } from '../domain/library';
import { RESULT_KINDS } from '../domain/results';
import type { ValidationMessageKey } from './messages';
import { string, text } from './typed';

/** The rules of the library calls (issue 28). */

const key = (name: ValidationMessageKey) => name;
const uuid = () => string().test('uuid', key('valueInvalid'), (value) => value === undefined || isUuid(value));
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const day = () => string().test('day', key('calendarDateInvalid'), (value) => value === undefined || (CALENDAR_DATE.test(value) && !Number.isNaN(Date.parse(value))));

/** `GET /library?cursor&campaignId&creatorId&kind&ratio&from&to&search`: every filter optional. */
export const libraryQuerySchema = yup
  .object({
    cursor: string().max(500, key('valueInvalid')),
    campaignId: uuid(),
    creatorId: uuid(),
    kind: string().oneOf([...RESULT_KINDS], key('valueInvalid')),
    ratio: string().oneOf([...ASPECT_RATIOS], key('valueInvalid')),
    from: day(),
    to: day(),
    search: text().max(LIBRARY_SEARCH_MAX_LENGTH, key('valueInvalid')),
  })
  .noUnknown(key('unknownField'))
  // The range ends where it starts or later: the days are written YYYY-MM-DD, so they compare as text.
  .test('range', key('valueInvalid'), (value) => !value.from || !value.to || value.from <= value.to);

/** A file's library key: `<approvedAt>#<resultId>`, an instant and a uuid. */
export function isLibraryFileKey(value: string): boolean {
  const [at, id, ...rest] = value.split('#');
  return rest.length === 0 && at !== undefined && id !== undefined && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(at) && isUuid(id);
}

/** `POST /library/archives`: the files to zip (their library keys), each once. */
export const libraryArchiveSchema = yup
  .object({
    files: yup
      .array(string().required(key('valueInvalid')).test('file', key('valueInvalid'), (value) => isLibraryFileKey(value)))
      .required(key('required'))
      .min(1, key('required'))
      .max(LIBRARY_ZIP_MAX_FILES, key('valueInvalid'))
      .test('distinct', key('valueInvalid'), (ids) => new Set(ids).size === ids.length),
  })
  .noUnknown(key('unknownField'));
