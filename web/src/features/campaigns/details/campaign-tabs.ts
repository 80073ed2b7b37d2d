import { CAMPAIGN_TABS, type CampaignTab } from '../../../../../shared/app-paths';
import type { ApplicationStatus, CampaignView } from '../../../../../shared/domain/campaign';
import type { Role } from '../../../../../shared/domain/constants';
import { CANDIDATES_ANCHOR } from '../../../../../shared/domain/notifications';

/**
 * A creator whose application is in one of these was accepted: they deliver (or delivered) on the campaign. A
 * cancelled delivery (refunded to the company, issue 13) keeps its tabs: the workspace says why the work ended.
 */
const ACCEPTED_STATUSES: readonly ApplicationStatus[] = ['in-progress', 'under-review', 'needs-revision', 'approved', 'cancelled'];

/**
 * The tabs of the campaign page (spec §2 posting workspace) the viewer has: the owning company, once the campaign is
 * paid, Workspace, Chat, Requests and Results (admins the same without Chat: they are no member of its channels); an
 * accepted creator Workspace, Chat and Results; anyone else none (the page as it was before the delivery).
 */
export function campaignTabs(role: Role, campaign: Pick<CampaignView, 'status' | 'myApplication'>): readonly CampaignTab[] {
  if (role === 'creator') {
    const status = campaign.myApplication?.status;
    return status && ACCEPTED_STATUSES.includes(status) ? ['workspace', 'chat', 'results'] : [];
  }
  if (campaign.status === 'unpaid') return [];
  return role === 'admin' ? CAMPAIGN_TABS.filter((tab) => tab !== 'chat') : CAMPAIGN_TABS;
}

/**
 * The open tab: `?tab=` when the viewer has it (a delivery's notice links to `?tab=results`), else Requests for the
 * `#candidates` link of a new applicant's notice (written before the tabs), else Workspace.
 */
export function openTab(tabs: readonly CampaignTab[], requested: string | null, hash: string): CampaignTab {
  const asked = tabs.find((tab) => tab === requested);
  if (asked) return asked;
  if (hash === `#${CANDIDATES_ANCHOR}` && tabs.includes('requests')) return 'requests';
  return 'workspace';
}
