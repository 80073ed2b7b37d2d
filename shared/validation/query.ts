import * as yup from 'yup';
import { isValidEmail } from './email';
import type { ValidationMessageKey } from './messages';
import { string } from './typed';

/**
 * The query rules of the routes that read one or two plain values (the lists' filters are in campaign.ts). Other keys
 * are ignored, as they always were. The route table (shared/api/routes.ts) declares the answer to a failure.
 */

const key = (name: ValidationMessageKey) => name;

/** `true` or `false`, as the query string spells them; absent means false. */
const flag = () => string().oneOf(['true', 'false'] as const, key('valueInvalid')).default('false');

/** The spec's lists count pages from 1; a page past the end is simply empty. */
export const MAX_PAGE = 10_000;

/** `page=`, from 1. */
const page = () =>
  yup
    .number()
    .transform((_value: unknown, original: unknown) => (typeof original === 'string' ? Number(original) : original))
    .typeError(key('valueInvalid'))
    .integer(key('valueInvalid'))
    .min(1, key('valueInvalid'))
    .max(MAX_PAGE, key('valueInvalid'))
    .default(1);

/** `GET /admin/licences?status=pending&page=`: only the pending queue is listed (decided licences show on profiles). */
export const licenceQueueQuerySchema = yup.object({
  status: string().oneOf(['pending'] as const, key('valueInvalid')).default('pending'),
  page: page(),
});

/** `GET /favourites?page=`. */
export const favouritesQuerySchema = yup.object({ page: page() });

/** `GET /user?email=`. */
export const userQuerySchema = yup.object({
  email: string()
    .trim()
    .required(key('invalidEmail'))
    .test('email', key('invalidEmail'), (value) => value !== undefined && isValidEmail(value)),
});

/** `DELETE /user?softDelete=false` (spec §7). */
export const deleteUserQuerySchema = yup.object({ softDelete: flag() });

/** `POST /campaigns/apply/{id}?applyAnyway=`: true confirms mismatched interests. */
export const applyQuerySchema = yup.object({ applyAnyway: flag() });

/** `GET /s3/status?key=`: the key `POST /s3` answered. */
export const uploadStatusQuerySchema = yup.object({ key: string().trim().required(key('required')) });
