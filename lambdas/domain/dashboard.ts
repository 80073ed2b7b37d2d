import { ACTIVE_APPLICATION_STATUSES, CAMPAIGN_STATUSES, type CampaignStatus, type DashboardView } from '../../shared/domain/campaign';
import type { EarningsTotals } from '../../shared/domain/earnings';
import { ForbiddenError, NotFoundError } from '../core/errors';
import { listCreatorApplicationFigures, type ApplicationFigures } from '../data/applications';
import { listCompanyCampaignRecords, type CompanyCampaign } from '../data/campaigns';
import { getUserById } from '../data/users';
import { creatorEarnings } from './earnings';
import { calendarDate } from '../../shared/domain/calendar';
import { creatorLicenceState } from '../../shared/domain/licence';
import { onboardingOf, type Onboarding } from '../../shared/domain/onboarding';
import { getDefaultBankAccount } from '../data/bank-accounts';
import { getCreatorDetails } from '../data/profiles';
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

/**
 * A creator's figures: earnings pending are those of the campaigns she works on and the payouts owed for approved
 * ones; earnings paid are her paid payouts (issue 26: the ledger, not the applications, says what was paid).
 */
export function creatorFigures(
  activeCampaignsCount: number,
  applications: readonly ApplicationFigures[],
  earnings: EarningsTotals,
  onboarding: Onboarding,
): Extract<DashboardView, { role: 'creator' }> {
  const earning = (application: ApplicationFigures) => application.creatorEarning;
  return {
    role: 'creator',
    activeCampaignsCount,
    pendingApplications: applications.filter((application) => application.status === 'pending').length,
    completedCampaigns: applications.filter((application) => application.status === 'completed' || application.status === 'approved').length,
    earningsPending: sum(applications.filter((application) => ACTIVE_APPLICATION_STATUSES.includes(application.status)), earning) + earnings.owed,
    earningsPaid: earnings.paidAllTime,
    onboarding,
  };
}

export async function dashboardOf(viewer: Viewer): Promise<DashboardView> {
  switch (viewer.role) {
    case 'company':
      return companyFigures(await listCompanyCampaignRecords(viewer.userId));
    case 'creator': {
      const [user, applications, earnings, details, bankAccount] = await Promise.all([
        getUserById(viewer.userId),
        listCreatorApplicationFigures(viewer.userId),
        creatorEarnings(viewer.userId),
        getCreatorDetails(viewer.userId),
        getDefaultBankAccount(viewer.userId),
      ]);
      if (!user) throw new NotFoundError();
      const onboarding = onboardingOf({
        profileCompleted: user.profileCompleted,
        genderGiven: details.gender !== undefined,
        licenceState: creatorLicenceState({ latest: details.licence, approved: details.approvedLicence }, calendarDate()),
        hasBankAccount: bankAccount !== undefined,
      });
      return creatorFigures(user.activeCampaignsCount, applications, earnings.totals, onboarding);
    }
    case 'admin':
      throw new ForbiddenError();
  }
}
