import { ACTIVE_APPLICATION_STATUSES, CAMPAIGN_STATUSES, type ApplicationStatus, type CampaignStatus, type DashboardView } from '../../shared/domain/campaign';
import { ForbiddenError, NotFoundError } from '../core/errors';
import { listCreatorApplicationFigures, type ApplicationFigures } from '../data/applications';
import { listCompanyCampaignRecords, type CompanyCampaign } from '../data/campaigns';
import { getUserById } from '../data/users';
import type { Viewer } from './campaigns';

/** The dashboards' figures (spec §2), added up from the caller's own campaigns or applications on each request. */

const sum = <T>(items: readonly T[], amountOf: (item: T) => number) => items.reduce((total, item) => total + amountOf(item), 0);

export function companyFigures(campaigns: readonly CompanyCampaign[]): Extract<DashboardView, { role: 'company' }> {
  const campaignsByStatus = Object.fromEntries(CAMPAIGN_STATUSES.map((status) => [status, 0])) as Record<CampaignStatus, number>;
  for (const campaign of campaigns) campaignsByStatus[campaign.status] += 1;
  const open = campaigns.filter((campaign) => campaign.status === 'open');
  return {
    role: 'company',
    campaignsByStatus,
    // Only a paid campaign leaves `unpaid`, so every other one is a confirmed payment of its amount.
    totalSpend: sum(campaigns.filter((campaign) => campaign.status !== 'unpaid'), (campaign) => campaign.amount),
    openPlaces: sum(open, (campaign) => Math.max(0, campaign.numberOfContentCreators - campaign.acceptedCount)),
    pendingApplicants: sum(campaigns, (campaign) => Math.max(0, campaign.applicantsCount - campaign.acceptedCount - campaign.rejectedCount)),
  };
}

const EARNING_STATUSES: readonly ApplicationStatus[] = [...ACTIVE_APPLICATION_STATUSES, 'approved'];

export function creatorFigures(activeCampaignsCount: number, applications: readonly ApplicationFigures[]): Extract<DashboardView, { role: 'creator' }> {
  const earning = (application: ApplicationFigures) => application.creatorEarning;
  return {
    role: 'creator',
    activeCampaignsCount,
    pendingApplications: applications.filter((application) => application.status === 'pending').length,
    completedCampaigns: applications.filter((application) => application.status === 'completed' || application.status === 'approved').length,
    earningsPending: sum(applications.filter((application) => EARNING_STATUSES.includes(application.status)), earning),
    // Paid out by the payouts of a later issue, which set `paidOut`; until then nothing is paid and this is 0.
    earningsPaid: sum(applications.filter((application) => application.status === 'completed' && application.paidOut === true), earning),
  };
}

export async function dashboardOf(viewer: Viewer): Promise<DashboardView> {
  switch (viewer.role) {
    case 'company':
      return companyFigures(await listCompanyCampaignRecords(viewer.userId));
    case 'creator': {
      const [user, applications] = await Promise.all([getUserById(viewer.userId), listCreatorApplicationFigures(viewer.userId)]);
      if (!user) throw new NotFoundError();
      return creatorFigures(user.activeCampaignsCount, applications);
    }
    case 'admin':
      throw new ForbiddenError();
  }
}
