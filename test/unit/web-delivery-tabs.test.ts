import { appPath } from '../../shared/app-paths';
import type { ApplicationStatus, CampaignStatus } from '../../shared/domain/campaign';
import { campaignTabs, openTab } from '../../web/src/features/campaigns/details/campaign-tabs';

const campaign = (status: CampaignStatus, applicationStatus?: ApplicationStatus) => ({
  status,
  myApplication: applicationStatus ? { status: applicationStatus, appliedAt: '2026-03-01T10:00:00.000Z' } : undefined,
});

describe('the campaign page tabs', () => {
  it('gives the company Workspace, Chat, Requests and Results once the campaign is paid, admins the same without Chat', () => {
    expect(campaignTabs('company', campaign('open'))).toEqual(['workspace', 'chat', 'requests', 'results']);
    expect(campaignTabs('admin', campaign('completed'))).toEqual(['workspace', 'requests', 'results']);
    expect(campaignTabs('company', campaign('unpaid'))).toEqual([]);
  });

  it('gives an accepted creator Workspace, Chat and Results, anyone else the page as before', () => {
    for (const status of ['in-progress', 'under-review', 'needs-revision', 'approved'] as const) {
      expect(campaignTabs('creator', campaign('in-progress', status))).toEqual(['workspace', 'chat', 'results']);
    }
    expect(campaignTabs('creator', campaign('open', 'pending'))).toEqual([]);
    expect(campaignTabs('creator', campaign('open', 'rejected'))).toEqual([]);
    expect(campaignTabs('creator', campaign('open'))).toEqual([]);
  });

  it("opens the tab a notice's link names, Requests for a new applicant's #candidates, else Workspace", () => {
    const company = campaignTabs('company', campaign('open'));
    const creator = campaignTabs('creator', campaign('in-progress', 'in-progress'));
    const query = (path: string) => new URL(path, 'http://app').searchParams.get('tab');
    expect(openTab(company, query(appPath.campaignTab('c1', 'results')), '')).toBe('results');
    expect(openTab(creator, query(appPath.campaignTab('c1', 'workspace')), '')).toBe('workspace');
    expect(openTab(company, null, '#candidates')).toBe('requests');
    expect(openTab(creator, 'requests', '#candidates')).toBe('workspace');
    expect(openTab(company, query(appPath.campaignTab('c1', 'chat')), '')).toBe('chat');
    expect(openTab(campaignTabs('admin', campaign('open')), 'chat', '')).toBe('workspace');
  });
});
