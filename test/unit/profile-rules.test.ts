import { findRouteByKey, matchRoute } from '../../shared/api/routes';
import { ageOn, calendarDate, daysBetween, isCalendarDate } from '../../shared/domain/calendar';
import { CATEGORIES, CATEGORY_IDS } from '../../shared/domain/categories';
import { isUuid } from '../../shared/domain/ids';
import { creatorLicenceState, isRepeatSubmission, licenceStanding, licenceState, statusAfter, type Licence, type LicenceStanding, type LicenceState } from '../../shared/domain/licence';
import { companyProfile, creatorProfile, isWizardComplete, mediaUrlsOf, wizardProgress, type CreatorDetails } from '../../shared/domain/profile';
import { companyProfileFor, creatorProfileFor, mayViewProfile } from '../../shared/domain/profile-visibility';
import { isSocialLink, type SocialNetwork } from '../../shared/domain/social';
import type { User } from '../../shared/domain/user';
import type { ValidationMessageKey } from '../../shared/validation/messages';
import {
  companyProfileSchema,
  creatorDetailsSchema,
  creatorLicenceSchema,
  creatorPortfolioSchema,
  creatorSocialSchema,
  licenceDecisionSchema,
} from '../../shared/validation/profile';
import { validate } from '../../shared/validation/validate';

const TODAY = '2026-11-22';

function errorsOf(schema: Parameters<typeof validate>[0], input: unknown): Record<string, ValidationMessageKey> | undefined {
  const result = validate(schema, input);
  return 'errors' in result ? result.errors : undefined;
}

describe('calendar dates', () => {
  it.each([
    ['2026-11-22', true],
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['2026-11-22T00:00:00Z', false],
    ['', false],
  ])('%j is a calendar date: %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });

  it("takes today from Saudi Arabia's clock (UTC+3)", () => {
    expect(calendarDate(new Date('2026-11-22T20:59:59Z'))).toBe('2026-11-22');
    expect(calendarDate(new Date('2026-11-22T21:00:00Z'))).toBe('2026-11-23');
  });

  it.each([
    ['2008-11-22', TODAY, 18],
    ['2008-11-23', TODAY, 17],
    ['2008-02-29', '2026-02-28', 17],
    ['2008-02-29', '2026-03-01', 18],
    ['1990-01-01', TODAY, 36],
  ])('someone born %s is, on %s, %i', (birthdate, today, age) => {
    expect(ageOn(birthdate, today)).toBe(age);
  });

  it('counts days across months and leap years', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2026-11-22', '2026-11-21')).toBe(-1);
  });
});

describe('licence state', () => {
  const licence = (status: Licence['status'], expiresOn = '2027-11-22'): Licence => ({
    id: 'l1',
    status,
    issuedOn: '2025-01-01',
    expiresOn,
    file: 'https://example.com/l.png',
    submittedAt: '2026-01-01T00:00:00.000Z',
  });

  it.each<[string, Licence | undefined, LicenceState]>([
    ['no licence', undefined, 'missing'],
    ['a pending one', licence('pending'), 'pending'],
    ['a rejected one', licence('rejected'), 'rejected'],
    ['an approved one with 31 days left', licence('approved', '2026-12-23'), 'valid'],
    ['an approved one with 30 days left', licence('approved', '2026-12-22'), 'expiring'],
    ['an approved one expiring today', licence('approved', TODAY), 'expiring'],
    ['an approved one expired yesterday', licence('approved', '2026-11-21'), 'expired'],
    ['a pending one whose date has passed', licence('pending', '2026-11-21'), 'pending'],
  ])('%s is %s', (_label, value, state) => {
    expect(licenceState(value, TODAY)).toBe(state);
  });

  it.each<[string, Licence | undefined, Licence | undefined, LicenceState]>([
    ['nothing', undefined, undefined, 'missing'],
    ['a first licence waiting', licence('pending'), undefined, 'pending'],
    ['a renewal waiting, the approved one valid', licence('pending'), licence('approved'), 'valid'],
    ['a renewal waiting, the approved one expiring', licence('pending'), licence('approved', '2026-12-01'), 'expiring'],
    ['a renewal waiting, the approved one expired', licence('pending'), licence('approved', '2026-11-01'), 'pending'],
    ['a renewal rejected, the approved one valid', licence('rejected'), licence('approved'), 'valid'],
    ['a renewal rejected, the approved one expired', licence('rejected'), licence('approved', '2026-11-01'), 'rejected'],
    ['the latest is the approved one, expired', licence('approved', '2026-11-01'), licence('approved', '2026-11-01'), 'expired'],
  ])("a creator with %s counts as %s", (_label, latest, approved, state) => {
    expect(creatorLicenceState({ latest, approved }, TODAY)).toBe(state);
  });

  // The apply rule (docs/decisions/campaigns.md, "Hardening (issue 8): bugs a new user hit"): only a licence that counts
  // lets a creator apply; one waiting for review is told so, not asked for a new one.
  it.each<[string, Licence | undefined, Licence | undefined, LicenceStanding]>([
    ['nothing', undefined, undefined, 'required'],
    ['a first licence waiting', licence('pending'), undefined, 'waiting-for-review'],
    ['a first licence rejected', licence('rejected'), undefined, 'required'],
    ['an approved one, valid', licence('approved'), licence('approved'), 'counts'],
    ['an approved one, expiring, nothing newer', licence('approved', '2026-12-01'), licence('approved', '2026-12-01'), 'required'],
    ['an approved one, expired, nothing newer', licence('approved', '2026-11-01'), licence('approved', '2026-11-01'), 'required'],
    ['a renewal waiting, the approved one valid', licence('pending'), licence('approved'), 'counts'],
    ['a renewal waiting, the approved one expiring', licence('pending'), licence('approved', '2026-12-01'), 'waiting-for-review'],
    ['a renewal waiting, the approved one expired', licence('pending'), licence('approved', '2026-11-01'), 'waiting-for-review'],
    ['a renewal rejected, the approved one valid', licence('rejected'), licence('approved'), 'counts'],
    ['a renewal rejected, the approved one expiring', licence('rejected'), licence('approved', '2026-12-01'), 'required'],
  ])('for applying, a creator with %s stands as %s', (_label, latest, approved, standing) => {
    expect(licenceStanding({ latest, approved }, TODAY)).toBe(standing);
  });

  it('maps decisions to statuses', () => {
    expect(statusAfter('approve')).toBe('approved');
    expect(statusAfter('reject')).toBe('rejected');
  });

  it.each<[string, Licence | undefined, boolean]>([
    ['no licence yet', undefined, false],
    ['the same one waiting', licence('pending'), true],
    ['the same one approved', licence('approved'), true],
    ['the same one rejected', licence('rejected'), false],
    ['another file', { ...licence('pending'), file: 'https://example.com/other.png' }, false],
    ['other dates', { ...licence('pending'), expiresOn: '2028-01-01' }, false],
  ])('sending a licence again over %s is a repeat: %s', (_label, latest, repeat) => {
    expect(isRepeatSubmission(latest, { issuedOn: '2025-01-01', expiresOn: '2027-11-22', file: 'https://example.com/l.png' })).toBe(repeat);
  });
});

const user = (overrides: Partial<User> = {}): User => ({
  id: 'c1',
  role: 'creator',
  email: 'c@example.com',
  fullName: 'Lama',
  avatar: 'https://media/a.png',
  profileCompleted: false,
  activeCampaignsCount: 0,
  status: 'Active',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const details: CreatorDetails = {
  birthdate: '1995-06-01',
  gender: 'female',
  address: 'Riyadh',
  categories: ['food-cooking'],
  videoPitch: 'https://media/p.mp4',
  portfolio: [{ caption: 'c', media: ['https://media/m1.mp4', 'https://media/cover.png'], cover: 'https://media/cover.png' }],
  licence: { id: 'l1', status: 'approved', issuedOn: '2025-01-01', expiresOn: '2030-01-01', file: 'https://media/l.png', submittedAt: '2025-01-02T00:00:00Z' },
};

describe('wizard progress and completion', () => {
  it.each<[string, Partial<User>, CreatorDetails, Record<string, boolean>, boolean]>([
    ['nothing saved', { avatar: undefined }, {}, { details: false, portfolio: false, licence: false }, false],
    ['details without avatar', { avatar: undefined }, { ...details, portfolio: undefined, licence: undefined }, { details: false, portfolio: false, licence: false }, false],
    ['details without categories', {}, { ...details, categories: [], portfolio: undefined, licence: undefined }, { details: false, portfolio: false, licence: false }, false],
    ['details only', {}, { ...details, portfolio: undefined, licence: undefined }, { details: true, portfolio: false, licence: false }, false],
    ['details and an empty portfolio', {}, { ...details, portfolio: [], licence: undefined }, { details: true, portfolio: true, licence: false }, false],
    ['licence only', { avatar: undefined }, { licence: details.licence }, { details: false, portfolio: false, licence: true }, false],
    ['details and licence', {}, { ...details, portfolio: undefined }, { details: true, portfolio: false, licence: true }, true],
    ['every step', {}, details, { details: true, portfolio: true, licence: true }, true],
  ])('%s', (_label, userChanges, saved, progress, complete) => {
    const steps = wizardProgress(user(userChanges), saved);
    expect(steps).toEqual(progress);
    expect(isWizardComplete(steps)).toBe(complete);
  });
});

describe('who sees what of a profile', () => {
  const creator = creatorProfile(user(), { ...details, socialLinks: { instagram: 'https://instagram.com/lama' }, biography: 'Bio' }, TODAY);
  const company = companyProfile(user({ id: 'co1', role: 'company', fullName: 'Brand', avatar: undefined }), {
    description: 'We roast coffee.',
    vatNumber: '300000000000003',
    businessAddress: 'Olaya, Riyadh',
    showAddressToCreators: false,
  });

  it('gives a company the creator\'s public fields only', () => {
    expect(Object.keys(creatorProfileFor('company', creator)).sort()).toEqual(
      // Issue 27: the gender and the age range, never the birthdate.
      ['ageRange', 'avatar', 'biography', 'categories', 'fullName', 'gender', 'id', 'portfolio', 'role', 'socialLinks', 'videoPitch'].sort(),
    );
  });

  it('gives an admin the whole creator profile', () => {
    expect(creatorProfileFor('admin', creator)).toEqual(creator);
    expect(creatorProfileFor('admin', creator)).toMatchObject({ email: 'c@example.com', birthdate: '1995-06-01', address: 'Riyadh', licenceState: 'valid' });
  });

  it.each([
    [false, ['companyName', 'description', 'id', 'role']],
    [true, ['businessAddress', 'companyName', 'description', 'id', 'role']],
  ])('gives a creator the company\'s public fields; the address when showAddressToCreators is %s', (show, fields) => {
    expect(Object.keys(companyProfileFor('creator', { ...company, showAddressToCreators: show })).sort()).toEqual(fields.sort());
  });

  it('gives an admin the whole company profile, the VAT number and e-mail included', () => {
    expect(companyProfileFor('admin', company)).toMatchObject({ vatNumber: '300000000000003', email: 'c@example.com', businessAddress: 'Olaya, Riyadh' });
  });

  it.each<['admin' | 'company' | 'creator', User['status'], boolean]>([
    ['admin', 'Active', true],
    ['admin', 'Inactive', true],
    ['company', 'Active', true],
    ['company', 'Inactive', false],
    ['creator', 'Inactive', false],
  ])('a %s may see an account that is %s: %s', (viewer, status, visible) => {
    expect(mayViewProfile(viewer, { status })).toBe(visible);
  });

  it('names each file a profile shows once, and none a filtered view hides', () => {
    expect(mediaUrlsOf(creator)).toEqual(['https://media/a.png', 'https://media/p.mp4', 'https://media/cover.png', 'https://media/m1.mp4', 'https://media/l.png']);
    expect(mediaUrlsOf(creatorProfileFor('company', creator))).not.toContain('https://media/l.png');
  });
});

describe('social links', () => {
  it.each<[SocialNetwork, string, boolean]>([
    ['instagram', 'https://www.instagram.com/lama', true],
    ['instagram', 'https://instagram.com/lama/', true],
    ['instagram', 'http://instagram.com/lama', false],
    ['instagram', 'https://instagram.com/', false],
    ['instagram', 'https://instagram.com.evil.example/lama', false],
    ['instagram', 'https://notinstagram.com/lama', false],
    ['linkedin', 'https://sa.linkedin.com/in/lama', true],
    ['x', 'https://x.com/lama', true],
    ['x', 'https://twitter.com/lama', true],
    ['x', 'https://instagram.com/lama', false],
    ['tiktok', 'https://www.tiktok.com/@lama', true],
    ['tiktok', 'https://vm.tiktok.com/ZMabc/', true],
    ['snapchat', 'https://www.snapchat.com/add/lama', true],
    ['snapchat', 'https://user:pw@snapchat.com/add/lama', false],
    ['snapchat', `https://snapchat.com/${'a'.repeat(300)}`, false],
    ['snapchat', 'snapchat.com/add/lama', false],
  ])('%s: %s is valid: %s', (network, link, valid) => {
    expect(isSocialLink(network, link)).toBe(valid);
  });
});

describe('categories and ids', () => {
  it("are the spec's eleven categories, with stable unique ids", () => {
    expect(CATEGORIES.map((category) => category.label)).toEqual([
      'Home/DIY',
      'Food & Cooking',
      'Beauty & Fashion',
      'Art & Design',
      'Tech & Gadgets',
      'Health & Fitness',
      'Entertainment & Culture',
      'Parenting & Family',
      'Gaming & Sports',
      'Business/Startups',
      'Travel & Adventure',
    ]);
    expect(new Set(CATEGORY_IDS).size).toBe(11);
    for (const id of CATEGORY_IDS) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it.each([
    ['6f1c2b1e-8a4d-4c1e-9b7a-3e2f1d0c9b8a', true],
    ['6F1C2B1E-8A4D-4C1E-9B7A-3E2F1D0C9B8A', true],
    ['6f1c2b1e8a4d4c1e9b7a3e2f1d0c9b8a', false],
    ['../6f1c2b1e-8a4d-4c1e-9b7a-3e2f1d0c9b8a', false],
    ['', false],
    [undefined, false],
  ])('%j is an id: %s', (value, expected) => {
    expect(isUuid(value)).toBe(expected);
  });
});

describe('profile schemas', () => {
  const url = (path: string) => `http://localhost:4569/ugc-local-media/uploads/u1/${path}`;
  const valid = {
    avatar: url('avatar/1-me.jpg'),
    fullName: 'Lama',
    birthdate: '1995-06-01',
    gender: 'female',
    address: 'Riyadh',
    categories: ['food-cooking'],
  };

  beforeAll(() => {
    jest.useFakeTimers({ now: new Date(`${TODAY}T12:00:00Z`) });
  });
  afterAll(() => {
    jest.useRealTimers();
  });

  it.each<[string, Record<string, unknown>, Record<string, ValidationMessageKey> | undefined]>([
    ['a valid body', {}, undefined],
    ['an 18th birthday today', { birthdate: '2008-11-22' }, undefined],
    ['a day short of 18', { birthdate: '2008-11-23' }, { birthdate: 'creatorTooYoung' }],
    ['a birthdate tomorrow', { birthdate: '2026-11-23' }, { birthdate: 'birthdateFuture' }],
    ['a birthdate as a moment', { birthdate: '1995-06-01T00:00:00Z' }, { birthdate: 'calendarDateInvalid' }],
    ['a HEIC avatar', { avatar: url('avatar/1-me.heic') }, undefined],
    ['a PDF avatar', { avatar: url('avatar/1-me.pdf') }, { avatar: 'fileTypeInvalid' }],
    ['an avatar without extension', { avatar: url('avatar/1-me') }, { avatar: 'fileTypeInvalid' }],
    ['an avatar that is not a URL', { avatar: 'me.png' }, { avatar: 'uploadNotFound' }],
    ['an avatar with a fragment', { avatar: `${url('avatar/1-me.png')}#x` }, { avatar: 'uploadNotFound' }],
    ['a video pitch of null', { videoPitch: null }, undefined],
    ['a MOV video pitch', { videoPitch: url('videoPitch/1-p.mov') }, undefined],
    ['a category twice', { categories: ['food-cooking', 'food-cooking'] }, undefined],
    ['categories as text', { categories: 'food-cooking' }, { categories: 'valueInvalid' }],
    ['a name as a number', { fullName: 42 }, { fullName: 'valueInvalid' }],
    ['a name as an object', { fullName: { first: 'x' } }, { fullName: 'valueInvalid' }],
    ['several faults', { avatar: undefined, fullName: '', categories: [] }, { avatar: 'avatarRequired', fullName: 'required', categories: 'categoriesRequired' }],
  ])('details: %s', (_label, change, errors) => {
    expect(errorsOf(creatorDetailsSchema, { ...valid, ...change })).toEqual(errors);
  });

  it('removes repeated categories', () => {
    expect(validate(creatorDetailsSchema, { ...valid, categories: ['food-cooking', 'art-design', 'food-cooking'] })).toMatchObject({ value: { categories: ['food-cooking', 'art-design'] } });
  });

  it('names nested faults by path, in the form\'s order', () => {
    const item = { caption: 'c', media: [url('portfolio/1-a.png')], cover: url('portfolio/1-a.png') };
    expect(errorsOf(creatorPortfolioSchema, { portfolio: [item, { ...item, caption: '', extra: 1 }, { ...item, media: [url('portfolio/1-a.exe')] }] })).toEqual({
      'portfolio[1]': 'unknownField',
      'portfolio[1].caption': 'required',
      'portfolio[2].media[0]': 'fileTypeInvalid',
    });
    expect(errorsOf(creatorPortfolioSchema, {})).toEqual({ portfolio: 'required' });
  });

  it.each<[string, Record<string, unknown>, Record<string, ValidationMessageKey> | undefined]>([
    ['a valid licence', {}, undefined],
    ['one expiring today', { expiresOn: TODAY }, undefined],
    ['one issued today', { issuedOn: TODAY }, undefined],
    ['an expiry on the issue day', { issuedOn: '2026-01-01', expiresOn: '2026-01-01' }, { expiresOn: 'expiryBeforeIssue' }],
    ['an expired one', { expiresOn: '2026-11-21' }, { expiresOn: 'licenceExpired' }],
    ['a PDF scan', { file: url('licence/1-l.pdf') }, undefined],
    ['a video', { file: url('licence/1-l.mp4') }, { file: 'fileTypeInvalid' }],
  ])('licence: %s', (_label, change, errors) => {
    expect(errorsOf(creatorLicenceSchema, { issuedOn: '2025-01-01', expiresOn: '2027-01-01', file: url('licence/1-l.png'), ...change })).toEqual(errors);
  });

  it.each([
    ['300000000000003', undefined],
    ['310122393500003', undefined],
    [' 300 000 000 000 003 ', undefined],
    ['300000000000004', 'vatNumberInvalid'],
    ['400000000000003', 'vatNumberInvalid'],
    ['3000000000000003', 'vatNumberInvalid'],
    ['30000000000003', 'vatNumberInvalid'],
    ['3000000000000-3', 'vatNumberInvalid'],
    ['', 'required'],
  ])('VAT number %j: %s', (vatNumber, key) => {
    const errors = errorsOf(companyProfileSchema, { companyName: 'Brand', vatNumber, businessAddress: 'Riyadh' });
    expect(errors).toEqual(key ? { vatNumber: key } : undefined);
  });

  it('defaults the address flag to hidden', () => {
    expect(validate(companyProfileSchema, { companyName: 'Brand', vatNumber: '300000000000003', businessAddress: 'Riyadh' })).toMatchObject({ value: { showAddressToCreators: false } });
  });

  it('treats empty social links as none', () => {
    expect(errorsOf(creatorSocialSchema, { instagram: '', x: null })).toBeUndefined();
    expect(errorsOf(creatorSocialSchema, { facebook: 'https://facebook.com/lama' })).toEqual({ facebook: 'unknownField' });
  });

  it.each<[Record<string, unknown>, Record<string, ValidationMessageKey> | undefined]>([
    [{ decision: 'approve' }, undefined],
    [{ decision: 'reject', reason: 'Unreadable scan.' }, undefined],
    [{ decision: 'reject', reason: '  ' }, { reason: 'required' }],
    [{ decision: 'reject' }, { reason: 'required' }],
    [{ decision: 'approved' }, { decision: 'decisionInvalid' }],
    [{}, { decision: 'required' }],
  ])('licence decision %j', (body, errors) => {
    expect(errorsOf(licenceDecisionSchema, body)).toEqual(errors);
  });
});

describe('profile routes (spec §2, §7)', () => {
  it.each([
    ['GET /creator/profile', ['creator']],
    ['PUT /creator/profile/{section}', ['creator']],
    ['GET /company/profile', ['company']],
    ['PUT /company/profile', ['company']],
    ['GET /company/creator/{id}', ['company', 'admin']],
    ['GET /creator/company/{id}', ['creator', 'admin']],
    ['GET /admin/licences', ['admin']],
    ['PUT /admin/licences/{creatorId}/{licenceId}', ['admin']],
  ])('%s is for %j', (key, roles) => {
    const route = findRouteByKey(key);
    expect(route?.access).toEqual(roles);
    expect(route?.allowWithoutProfile).toBeUndefined();
  });

  it('routes a concrete path to the profile routes, literal segments first', () => {
    expect(matchRoute('PUT', '/creator/profile/details')?.pathParameters).toEqual({ section: 'details' });
    expect(matchRoute('GET', '/creator/profile')?.route.path).toBe('/creator/profile');
    expect(matchRoute('GET', '/admin/licences')?.route.path).toBe('/admin/licences');
  });
});
