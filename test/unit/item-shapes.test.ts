import { applicationFromItem } from '../../lambdas/data/applications';
import { campaignFromItem, campaignToItem, listedCampaignOf, type CampaignRecord } from '../../lambdas/data/campaigns';
import { absentAs, count, listOf, MalformedItemError, oneOf, optional, pickShape, readItem, text, type Shape } from '../../lambdas/data/item';
import { openCampaignIndexKey } from '../../lambdas/data/keys';
import { EXCHANGE_INDEX_PROJECTION, MAX_INDEX_PROJECTED_ATTRIBUTES, TABLE_INDEXES } from '../../lambdas/data/table-definition';
import { userFromItem } from '../../lambdas/data/users';
import { campaignPrice, creatorEarning } from '../../shared/domain/pricing';

interface Thing {
  name: string;
  size: number;
  kind: 'a' | 'b';
  tags: string[];
  note?: string;
}

const THING: Shape<Thing> = { name: text, size: count, kind: oneOf(['a', 'b']), tags: listOf(text), note: optional(text) };

describe('readItem', () => {
  test('copies the declared attributes and leaves keys and other attributes behind', () => {
    expect(readItem('thing', THING, { PK: 'THING#1', SK: 'META', name: 'x', size: 2, kind: 'a', tags: ['t'], expiresAt: 5 })).toStrictEqual({
      name: 'x',
      size: 2,
      kind: 'a',
      tags: ['t'],
    });
  });

  test('keeps an optional attribute when present and leaves it absent (not undefined) when not', () => {
    expect(readItem('thing', THING, { name: 'x', size: 2, kind: 'b', tags: [], note: 'n' })).toHaveProperty('note', 'n');
    expect(Object.keys(readItem('thing', THING, { name: 'x', size: 2, kind: 'b', tags: [] }))).not.toContain('note');
  });

  test.each([
    [{ size: 2, kind: 'a', tags: [] }, 'Malformed thing item: attribute "name" is missing'],
    [{ name: 'x', size: '2', kind: 'a', tags: [] }, 'Malformed thing item: attribute "size" is not a number'],
    [{ name: 'x', size: Number.NaN, kind: 'a', tags: [] }, 'Malformed thing item: attribute "size" is not a number'],
    [{ name: 'x', size: 2, kind: 'c', tags: [] }, 'Malformed thing item: attribute "kind" is not one of a, b'],
    [{ name: 'x', size: 2, kind: 'a', tags: [1] }, 'Malformed thing item: attribute "tags" is not a list of a string'],
    [{ name: 'x', size: 2, kind: 'a', tags: [], note: 3 }, 'Malformed thing item: attribute "note" is not a string'],
  ])('refuses %j, naming the entity and the attribute', (item, message) => {
    expect(() => readItem('thing', THING, item)).toThrow(MalformedItemError);
    expect(() => readItem('thing', THING, item)).toThrow(message);
  });

  test('a required attribute with absentAs reads an absent value as that, and still checks a present one', () => {
    const counted: Shape<{ hits: number }> = { hits: absentAs(count, 0) };
    expect(readItem('counter', counted, {})).toStrictEqual({ hits: 0 });
    expect(readItem('counter', counted, { hits: 3 })).toStrictEqual({ hits: 3 });
    expect(() => readItem('counter', counted, { hits: 'x' })).toThrow('Malformed counter item: attribute "hits" is not a number');
  });

  test('a projection checks only its attributes', () => {
    expect(readItem('thing', pickShape(THING, ['name', 'kind']), { name: 'x', kind: 'a' })).toStrictEqual({ name: 'x', kind: 'a' });
  });
});

const brief = {
  campaignTitle: 'Dinner',
  description: 'Three dishes.',
  contentType: 'product-review',
  aspectRatio: '9:16',
  videoDuration: 30,
  numberOfContentCreators: 2,
  picturesNeeded: false,
  preferredAge: '25-34',
  gender: 'female',
  creatorInterests: ['food-cooking'],
  creatorShouldShow: ['house'],
  location: 'kitchen',
} as const;
const price = campaignPrice(brief);
const campaign: CampaignRecord = {
  ...brief,
  creatorInterests: [...brief.creatorInterests],
  creatorShouldShow: [...brief.creatorShouldShow],
  id: 'c1',
  companyId: 'u1',
  companyName: 'Acme',
  status: 'unpaid',
  amount: price.total,
  price,
  creatorEarning: creatorEarning(price),
  createdAt: '2026-11-01T10:00:00.000Z',
  acceptedCount: 0,
  applicantsCount: 0,
  rejectedCount: 0,
  searchText: 'dinner acme three dishes.',
};

describe('entity items', () => {
  test('a campaign goes to its item and back unchanged, and its list row is the exchange projection', () => {
    const item = campaignToItem(campaign);
    expect(item).toMatchObject({ PK: 'CAMPAIGN#c1', SK: 'META', GSI1PK: 'COMPANY#u1' });
    expect(campaignFromItem(item)).toStrictEqual(campaign);
    const publishedAt = '2026-11-02T08:00:00.000Z';
    const published = { ...campaign, status: 'open' as const, publishedAt };
    // What the exchange index holds of it: the keys and its projection only.
    const indexed = Object.fromEntries(
      Object.entries({ ...campaignToItem(published), ...openCampaignIndexKey(publishedAt, campaign.id) }).filter(
        ([name]) => ['PK', 'SK', 'GSI3PK', 'GSI3SK'].includes(name) || (EXCHANGE_INDEX_PROJECTION as readonly string[]).includes(name),
      ),
    );
    const { description: _description, rejectedCount: _rejectedCount, ...listed } = published;
    expect(listedCampaignOf(indexed)).toStrictEqual(listed);
  });

  test('every index copies at most the 20 non-key attributes DynamoDB allows', () => {
    for (const index of TABLE_INDEXES) expect([index.indexName, (index.include ?? []).length <= MAX_INDEX_PROJECTED_ATTRIBUTES]).toEqual([index.indexName, true]);
  });

  test('a malformed campaign names the campaign and its attribute', () => {
    expect(() => campaignFromItem({ ...campaignToItem(campaign), status: 'lost' })).toThrow('Malformed campaign item: attribute "status" is not one of');
  });

  test("an application's snapshot is checked as a campaign summary", () => {
    const { description: _d, rejectedCount: _r, searchText: _s, ...summary } = campaign;
    const application = { campaignId: 'c1', creatorId: 'u2', creatorName: 'Sara', status: 'pending', appliedAt: campaign.createdAt, interestsMatched: true, creatorEarning: 100, campaign: summary };
    expect(applicationFromItem({ PK: 'x', SK: 'y', ...application })).toStrictEqual(application);
    expect(() => applicationFromItem({ ...application, campaign: { ...summary, amount: '10' } })).toThrow('Malformed campaign snapshot item: attribute "amount" is not a number');
  });

  test('a user without its status is an error, not a user with an undefined status', () => {
    const user = { id: 'u1', role: 'creator', email: 'a@b.c', fullName: 'A', profileCompleted: false, activeCampaignsCount: 0, createdAt: '2026-11-01' };
    expect(() => userFromItem(user)).toThrow('Malformed user item: attribute "status" is missing');
    expect(userFromItem({ ...user, status: 'Active' })).toStrictEqual({ ...user, status: 'Active' });
  });
});
