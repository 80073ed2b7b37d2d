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
    expect(loadDraft()).toEqual({ idempotencyKey: expect.any(String), step: 'campaign', values: EMPTY_CAMPAIGN });
  });

  it('keeps its key and the campaign it created across a reload (a return from the checkout)', () => {
    const draft = { ...newDraft(), step: 'payment' as const, created: { id: '8f14e45f-ceea-4e7a-9f6b-1c2d3e4f5a6b', amount: 35_000 } };
    saveDraft(draft);
    expect(loadDraft()).toEqual(draft);
  });

  it('gives a draft stored without a key (or with a broken one) a new key', () => {
    store.set('campaigns.create.draft', JSON.stringify({ step: 'campaign', values: EMPTY_CAMPAIGN }));
    expect(isUuid(loadDraft().idempotencyKey)).toBe(true);
    store.set('campaigns.create.draft', JSON.stringify({ idempotencyKey: 'x', step: 'campaign', values: EMPTY_CAMPAIGN }));
    expect(isUuid(loadDraft().idempotencyKey)).toBe(true);
  });
});
