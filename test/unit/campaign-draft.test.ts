import { isUuid } from '../../shared/domain/ids';
import { EMPTY_CAMPAIGN, loadDraft, newDraft, saveDraft } from '../../web/src/features/campaigns/create/draft';

/** The create flow's draft (issue 8): its key is what makes `POST /campaigns` create one campaign per draft. */

const store = new Map<string, string>();
beforeAll(() => {
  Object.assign(globalThis, {
    sessionStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    },
  });
});
beforeEach(() => store.clear());

describe('the campaign draft', () => {
  it('starts with a key of its own', () => {
    const [a, b] = [newDraft(), newDraft()];
    expect(isUuid(a.idempotencyKey)).toBe(true);
    expect(a.idempotencyKey).not.toBe(b.idempotencyKey);
    expect(loadDraft(undefined)).toEqual({ idempotencyKey: expect.any(String), step: 'campaign', values: EMPTY_CAMPAIGN });
  });

  const campaignId = '8f14e45f-ceea-4e7a-9f6b-1c2d3e4f5a6b';
  const created = { ...newDraft(), step: 'payment' as const, values: { ...EMPTY_CAMPAIGN, campaignTitle: 'Oud launch' }, created: { id: campaignId, amount: 35_000 } };

  it('keeps its key and the campaign it created on the page that created it (a reload, back from the checkout)', () => {
    saveDraft(created);
    expect(loadDraft(campaignId)).toEqual(created);
  });

  it('starts a new draft on any other arrival once its campaign exists: that one waits in the list', () => {
    saveDraft(created);
    const fresh = loadDraft(undefined);
    expect(fresh).toEqual({ idempotencyKey: expect.any(String), step: 'campaign', values: EMPTY_CAMPAIGN });
    expect(fresh.idempotencyKey).not.toBe(created.idempotencyKey);
    expect(loadDraft('0b9c2a44-6a43-4a4b-9d53-4f0f2b1d7e11').created).toBeUndefined();
  });

  it('resumes a draft not sent yet wherever the flow is opened, at the first step whose fields are not all valid', () => {
    const halfway = { ...newDraft(), step: 'creator' as const, values: { ...EMPTY_CAMPAIGN, campaignTitle: 'Oud launch' } };
    saveDraft(halfway);
    expect(loadDraft(undefined)).toEqual({ ...halfway, step: 'campaign' });
  });

  it('gives a draft stored without a key (or with a broken one) a new key', () => {
    store.set('campaigns.create.draft', JSON.stringify({ step: 'campaign', values: EMPTY_CAMPAIGN }));
    expect(isUuid(loadDraft(undefined).idempotencyKey)).toBe(true);
    store.set('campaigns.create.draft', JSON.stringify({ idempotencyKey: 'x', step: 'campaign', values: EMPTY_CAMPAIGN }));
    expect(isUuid(loadDraft(undefined).idempotencyKey)).toBe(true);
  });
});
