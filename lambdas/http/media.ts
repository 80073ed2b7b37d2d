import { routeKey, ROUTES } from '../../shared/api/routes';
import type { UploadPurpose, UploadType } from '../../shared/domain/uploads';
import { uploadRequestSchema } from '../../shared/validation/rules';
import { BadRequestError, ForbiddenError } from '../core/errors';
import { areaHandler, type ApiRequest } from '../core/http';
import { parseInput } from '../core/input';
import { requestUpload, uploadStatus } from '../domain/uploads';

/** `POST /s3` (spec §7): a presigned PUT for one file; the answer's `objectUrl` is what records keep. */
async function postUpload({ caller, body }: ApiRequest) {
  if (!caller) throw new ForbiddenError();
  const input = parseInput(uploadRequestSchema, body);
  // The schema has checked both against the tables of shared/domain/uploads.ts.
  const request = { ...input, fileType: input.fileType as UploadType, purpose: input.purpose as UploadPurpose };
  return { statusCode: 201, body: await requestUpload(caller, request) };
}

/** `GET /s3/status?key=`: pending until the check of the real bytes has run, then verified or rejected with a reason. */
async function getUploadStatus({ caller, query }: ApiRequest) {
  if (!caller) throw new ForbiddenError();
  const key = query.key?.trim();
  if (!key) throw new BadRequestError('BAD_REQUEST', 'key is required.');
  return { body: await uploadStatus(caller.userId, key) };
}

export const handler = areaHandler('media', {
  [routeKey(ROUTES.requestUpload)]: postUpload,
  [routeKey(ROUTES.uploadStatus)]: getUploadStatus,
});
