import { lastCampaignTogether, type ApplicationTogether } from '../../lambdas/domain/favourites';

const COMPANY = 'company-1';

function application(campaignId: string, status: ApplicationTogether['status'], decidedAt?: string, companyId = COMPANY): ApplicationTogether {
  return { status, ...(decidedAt ? { decidedAt } : {}), campaign: { id: campaignId, companyId, campaignTitle: `Campaign ${campaignId}` } };
}

describe('the last campaign a creator worked on with a company', () => {
  it('is the latest accepted one of that company, whatever came after the acceptance', () => {
    const applications = [
      application('a', 'approved', '2026-03-01T10:00:00.000Z'),
      application('b', 'cancelled', '2026-05-01T10:00:00.000Z'),
      application('c', 'in-progress', '2026-04-01T10:00:00.000Z'),
    ];
    expect(lastCampaignTogether(applications, COMPANY)).toEqual({ campaignId: 'b', campaignTitle: 'Campaign b', acceptedAt: '2026-05-01T10:00:00.000Z' });
  });

  it('leaves out applications never accepted and other companies’ campaigns', () => {
    const applications = [
      application('pending', 'pending'),
      application('rejected', 'rejected', '2026-06-01T10:00:00.000Z'),
      application('elsewhere', 'approved', '2026-07-01T10:00:00.000Z', 'company-2'),
      application('kept', 'needs-revision', '2026-02-01T10:00:00.000Z'),
    ];
    expect(lastCampaignTogether(applications, COMPANY)?.campaignId).toBe('kept');
  });

  it('is none when they never worked together', () => {
    expect(lastCampaignTogether([application('p', 'pending'), application('x', 'approved', '2026-01-01T00:00:00.000Z', 'company-2')], COMPANY)).toBeUndefined();
  });
});
