import { ACTIVE_APPLICATION_STATUSES, CAMPAIGN_STATUSES, type ApplicationStatus } from '../../../../shared/domain/campaign';
import type { MessageId } from '../../i18n/locale';

/** The list's filters as the URL keeps them (the page is kept beside them). */
export const LIST_FILTERS = ['keyword', 'status', 'contentType', 'sortBy', 'sortOrder'] as const;

export interface SortChoice {
  sortBy: 'createdAt' | 'amount' | 'campaignTitle';
  sortOrder: 'ASC' | 'DESC';
  label: { company: MessageId; creator: MessageId };
}

/** The first is the API's default (newest first), which the URL leaves out. */
export const SORT_CHOICES: readonly [SortChoice, ...SortChoice[]] = [
  { sortBy: 'createdAt', sortOrder: 'DESC', label: { company: 'dashboard.sort.newest', creator: 'dashboard.sort.newest' } },
  { sortBy: 'createdAt', sortOrder: 'ASC', label: { company: 'dashboard.sort.oldest', creator: 'dashboard.sort.oldest' } },
  { sortBy: 'amount', sortOrder: 'DESC', label: { company: 'dashboard.sort.amountDesc', creator: 'dashboard.sort.earningDesc' } },
  { sortBy: 'amount', sortOrder: 'ASC', label: { company: 'dashboard.sort.amountAsc', creator: 'dashboard.sort.earningAsc' } },
  { sortBy: 'campaignTitle', sortOrder: 'ASC', label: { company: 'dashboard.sort.titleAsc', creator: 'dashboard.sort.titleAsc' } },
  { sortBy: 'campaignTitle', sortOrder: 'DESC', label: { company: 'dashboard.sort.titleDesc', creator: 'dashboard.sort.titleDesc' } },
];

export const sortValue = ({ sortBy, sortOrder }: Pick<SortChoice, 'sortBy' | 'sortOrder'>): string => `${sortBy}:${sortOrder}`;

/**
 * What the status filter offers: a company filters on its campaigns' statuses; a creator on their own status in the
 * campaigns they were accepted to (working on them, or done).
 */
export const CREATOR_STATUS_FILTERS: readonly ApplicationStatus[] = [...ACTIVE_APPLICATION_STATUSES, 'approved', 'completed'];
export const COMPANY_STATUS_FILTERS = CAMPAIGN_STATUSES;
