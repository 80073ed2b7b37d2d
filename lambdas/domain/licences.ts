import { calendarDate } from '../../shared/domain/calendar';
import { newEvent } from '../data/events';
import { LICENCE_QUEUE_PAGE_SIZE, licenceState, statusAfter, type LicenceDecision, type LicenceState } from '../../shared/domain/licence';
import { namedPage, type NamedPage } from '../../shared/domain/page';
import { ConflictError, NotFoundError } from '../core/errors';
import { countPendingLicences, decideLicence, getLicence, listPendingLicences, type LicenceRecord } from '../data/licences';
import { countedPage, mapPage } from './pager';
import { readUrlsFor, type WithReadUrls } from './profile-media';

/** Licence review by admins: the queue of pending licences, and one decision per licence. */

export type ReviewedLicence = LicenceRecord & { state: LicenceState };

export type LicenceQueuePage = WithReadUrls<NamedPage<'data', ReviewedLicence>>;

/** One page of the pending licences, newest first, with read URLs for their files. */
export async function pendingLicenceQueue(page: number): Promise<LicenceQueuePage> {
  const [records, totalEntries] = await Promise.all([listPendingLicences(page, LICENCE_QUEUE_PAGE_SIZE), countPendingLicences()]);
  const today = calendarDate();
  const reviewed = mapPage(countedPage(records, page, LICENCE_QUEUE_PAGE_SIZE, totalEntries), (record) => ({ ...record, state: licenceState(record, today) }));
  return { ...namedPage('data', reviewed), readUrls: await readUrlsFor(records.map((record) => record.file)) };
}

/**
 * Approves or rejects a pending licence, once; the creator sees the outcome on their profile and is told by mail.
 * A licence decided already (by another admin a moment ago, say) is a 409 and stays as it was.
 */
export async function decidePendingLicence(
  adminId: string,
  creatorId: string,
  licenceId: string,
  { decision, reason }: { decision: LicenceDecision; reason?: string },
): Promise<ReviewedLicence> {
  const licence = await getLicence(creatorId, licenceId);
  if (!licence) throw new NotFoundError();
  if (licence.status !== 'pending') throw new ConflictError('LICENCE_ALREADY_DECIDED');
  const status = statusAfter(decision);
  const decidedAt = new Date().toISOString();
  const event =
    status === 'approved'
      ? newEvent('licence.approved', { creatorId, licenceId, expiresOn: licence.expiresOn }, decidedAt)
      : newEvent('licence.rejected', { creatorId, licenceId, reason: reason ?? '' }, decidedAt);
  const decided = await decideLicence(
    licence,
    {
      status,
      decidedAt,
      decidedBy: adminId,
      // A reason is kept with a rejection only: an approval needs none, and the creator reads it as the rejection's.
      ...(status === 'rejected' && reason ? { reason } : {}),
    },
    event,
  );
  return { ...decided, state: licenceState(decided, calendarDate()) };
}
