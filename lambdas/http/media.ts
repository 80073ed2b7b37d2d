import { ROUTES } from '../../shared/api/routes';
import type { UploadPurpose, UploadType } from '../../shared/domain/uploads';
import { areaHandler, defineRoute } from '../core/http';
import { requestUpload, uploadStatus } from '../domain/uploads';

export const handler = areaHandler('media', [
  /** `POST /s3` (spec §7): a presigned PUT for one file; the answer's `objectUrl` is what records keep. */
  defineRoute(ROUTES.requestUpload, ({ caller, body }) =>
    // The schema has checked both against the tables of shared/domain/uploads.ts.
    requestUpload(caller, { ...body, fileType: body.fileType as UploadType, purpose: body.purpose as UploadPurpose }),
  ),
  /** Pending until the check of the real bytes has run, then verified or rejected with a reason. */
  defineRoute(ROUTES.uploadStatus, ({ caller, query }) => uploadStatus(caller.userId, query.key)),
]);
