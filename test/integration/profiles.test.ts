import { newMember } from '../support/accounts';
import { adminToken, dayFromToday, detailsBody, getOwnProfile, licenceBody, putSection, uploaded, yearsAgo, type Member } from '../support/profiles';
import { api, demoEmail, signIn } from '../support/stack';
import { calendarDate } from '../../shared/domain/calendar';
import { ageRangeOf } from '../../shared/domain/brief-match';

/** Creator and company profiles on the local stack: the spec's rules and messages (§5), the wizard, public views. */

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const tokenOf = (member: Member) => member.token ?? '';

describe('creator profile rules (spec §5), each with its message, on PUT /creator/profile/details', () => {
  let creator: Member;
  let avatar: string;
  let video: string;
  let strangersAvatar: string;

  beforeAll(async () => {
    creator = await newMember('creator');
    const stranger = await newMember('creator');
    [avatar, video, strangersAvatar] = await Promise.all([
      uploaded(tokenOf(creator), 'avatar'),
      uploaded(tokenOf(creator), 'videoPitch', 'video'),
      uploaded(tokenOf(stranger), 'avatar'),
    ]);
  });

  it.each<[label: string, change: () => Record<string, unknown>, field: string, key: string, message: string]>([
    ['no avatar', () => ({ avatar: undefined }), 'avatar', 'avatarRequired', 'Please select an avatar!'],
    ['a video as avatar', () => ({ avatar: video }), 'avatar', 'fileTypeInvalid', 'File type is not valid'],
    ["someone else's avatar", () => ({ avatar: strangersAvatar }), 'avatar', 'uploadNotFound', 'This file was not found among your uploads. Please upload it again'],
    ['an avatar URL with its query', () => ({ avatar: `${avatar}?X-Amz-Signature=abc` }), 'avatar', 'uploadNotFound', 'This file was not found among your uploads. Please upload it again'],
    ['no name', () => ({ fullName: '  ' }), 'fullName', 'required', 'This field is required'],
    ['a name of 51 symbols', () => ({ fullName: 'n'.repeat(51) }), 'fullName', 'nameMax50Symbols', 'Name - The maximum length is 50 symbols'],
    ['no birthdate', () => ({ birthdate: undefined }), 'birthdate', 'required', 'This field is required'],
    ['a birthdate tomorrow', () => ({ birthdate: dayFromToday(1) }), 'birthdate', 'birthdateFuture', 'Birthdate should not be in the future'],
    ['a creator of 17', () => ({ birthdate: yearsAgo(17) }), 'birthdate', 'creatorTooYoung', 'Creators must be at least 18 years old'],
    ['a date that does not exist', () => ({ birthdate: '2001-02-29' }), 'birthdate', 'calendarDateInvalid', 'Enter a date as YYYY-MM-DD'],
    ['no gender', () => ({ gender: undefined }), 'gender', 'required', 'This field is required'],
    ['a gender not of the brief', () => ({ gender: 'other' }), 'gender', 'valueInvalid', 'This value is not valid'],
    ['no address', () => ({ address: '' }), 'address', 'required', 'This field is required'],
    ['an address of 201 characters', () => ({ address: 'a'.repeat(201) }), 'address', 'shortTextTooLong', 'Must be no longer than 200 characters'],
    ['a biography of 1001 characters', () => ({ biography: 'b'.repeat(1001) }), 'biography', 'longTextTooLong', 'Must be no longer than 1000 characters'],
    ['an image as video pitch', () => ({ videoPitch: avatar }), 'videoPitch', 'fileTypeInvalid', 'File type is not valid'],
    ['no category', () => ({ categories: [] }), 'categories', 'categoriesRequired', 'Please select at least one category'],
    ['a category not in the list', () => ({ categories: ['food-cooking', 'cooking'] }), 'categories[1]', 'categoryInvalid', 'Please select categories from the list'],
    ['a field of another form', () => ({ email: 'me@example.com' }), 'email', 'unknownField', 'This field cannot be set here'],
  ])('refuses %s', async (_label, change, field, key, message) => {
    const { status, body } = await putSection(tokenOf(creator), 'details', detailsBody(avatar, change()));
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', message, fields: { [field]: key } });
    expect(Object.keys(body.fields as object)).toEqual([field]);
  });

  it('wrote nothing for any refused request', async () => {
    const { body } = await getOwnProfile(tokenOf(creator));
    expect(body).toMatchObject({ steps: { details: false, portfolio: false, licence: false }, profileCompleted: false });
    expect(body.birthdate).toBeUndefined();
  });

  it('is for creators only: a company gets 403, a visitor 401', async () => {
    const company = await newMember('company');
    expect((await putSection(tokenOf(company), 'details', detailsBody(avatar))).status).toBe(403);
    expect((await api('/creator/profile/details', { method: 'PUT', body: '{}' })).status).toBe(401);
    expect((await api('/creator/profile', { token: tokenOf(company) })).status).toBe(403);
  });

  it('answers an unknown section with 400 INVALID_PROFILE_SECTION', async () => {
    const { status, body } = await putSection(tokenOf(creator), 'account', {});
    expect(status).toBe(400);
    expect(body.code).toBe('INVALID_PROFILE_SECTION');
  });
});

describe('the creator wizard: details, portfolio, licence', () => {
  it('saves each step, resumes where the creator left, and completes the profile with the licence', async () => {
    const creator = await newMember('creator');
    const token = tokenOf(creator);
    const fresh = await getOwnProfile(token);
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({ id: creator.id, email: creator.email, profileCompleted: false, licenceState: 'missing' });
    expect(fresh.body.steps).toEqual({ details: false, portfolio: false, licence: false });

    const avatar = await uploaded(token, 'avatar');
    const details = await putSection(token, 'details', detailsBody(avatar, { categories: ['beauty-fashion', 'beauty-fashion', 'food-cooking'] }));
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({ avatar, fullName: 'Lama Al-Shehri', categories: ['beauty-fashion', 'food-cooking'], profileCompleted: false });
    expect(details.body.steps).toEqual({ details: true, portfolio: false, licence: false });

    // Leaving and coming back: the saved step is there, and the next one is the first not done.
    const resumed = await getOwnProfile(token);
    expect(resumed.body).toMatchObject({ avatar, birthdate: '1995-06-01', address: 'Al Malqa District, Riyadh', steps: { details: true, portfolio: false } });
    const readUrl = (resumed.body.readUrls as Record<string, string>)[avatar];
    expect(readUrl).toMatch(/X-Amz-Signature=/);
    const image = await fetch(readUrl as string);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).subarray(1, 4).toString()).toBe('PNG');
    expect((await api(`/user?email=${encodeURIComponent(creator.email)}`, { token })).body).toMatchObject({ profileCompleted: false, avatar });

    const [picture, clip] = await Promise.all([uploaded(token, 'portfolio'), uploaded(token, 'portfolio', 'video')]);
    const portfolio = await putSection(token, 'portfolio', { portfolio: [{ caption: 'Skincare routine', description: 'A 30 s vertical video.', media: [picture, clip], cover: picture }] });
    expect(portfolio.status).toBe(200);
    expect(portfolio.body).toMatchObject({ steps: { details: true, portfolio: true, licence: false }, profileCompleted: false });
    expect(Object.keys(portfolio.body.readUrls as object).sort()).toEqual([avatar, picture, clip].sort());

    const file = await uploaded(token, 'licence');
    const licence = await putSection(token, 'licence', licenceBody(file));
    expect(licence.status).toBe(200);
    expect(licence.body).toMatchObject({ profileCompleted: true, licenceState: 'pending', steps: { details: true, portfolio: true, licence: true } });
    expect(licence.body.licence).toMatchObject({ status: 'pending', state: 'pending', file });
    expect((await api(`/user?email=${encodeURIComponent(creator.email)}`, { token })).body).toMatchObject({ profileCompleted: true });
  });

  it('completes without a portfolio: it is optional ("up to three cases")', async () => {
    const creator = await newMember('creator');
    const token = tokenOf(creator);
    const [avatar, file] = await Promise.all([uploaded(token, 'avatar'), uploaded(token, 'licence')]);
    expect((await putSection(token, 'licence', licenceBody(file))).body).toMatchObject({ profileCompleted: false, steps: { details: false, licence: true } });
    expect((await putSection(token, 'details', detailsBody(avatar))).body).toMatchObject({ profileCompleted: true, steps: { portfolio: false } });
  });

  it('keeps a video pitch until a save leaves it out, and a biography until it is emptied', async () => {
    const creator = await newMember('creator');
    const token = tokenOf(creator);
    const [avatar, pitch] = await Promise.all([uploaded(token, 'avatar'), uploaded(token, 'videoPitch', 'video')]);
    const withPitch = await putSection(token, 'details', detailsBody(avatar, { videoPitch: pitch }));
    expect(withPitch.body.videoPitch).toBe(pitch);
    expect((withPitch.body.readUrls as Record<string, string>)[pitch]).toBeDefined();
    const { categories: _categories, ...general } = detailsBody(avatar, { videoPitch: null, biography: '' });
    const without = await putSection(token, 'general', general);
    expect(without.status).toBe(200);
    expect(without.body.videoPitch).toBeUndefined();
    expect(without.body.biography).toBeUndefined();
    expect(without.body.categories).toEqual(['beauty-fashion', 'food-cooking']);
  });

  it('saves the settings tabs Categories and Social networks on their own', async () => {
    const creator = await newMember('creator');
    const token = tokenOf(creator);
    expect((await putSection(token, 'categories', { categories: ['tech-gadgets'] })).body.categories).toEqual(['tech-gadgets']);
    const links = { instagram: 'https://www.instagram.com/lama', linkedin: 'https://sa.linkedin.com/in/lama', x: 'https://x.com/lama', tiktok: 'https://www.tiktok.com/@lama', snapchat: 'https://www.snapchat.com/add/lama' };
    expect((await putSection(token, 'social', links)).body.socialLinks).toEqual(links);
    expect((await putSection(token, 'social', { instagram: 'https://instagram.com/lama2', x: '' })).body.socialLinks).toEqual({ instagram: 'https://instagram.com/lama2' });
    expect((await putSection(token, 'social', {})).body.socialLinks).toBeUndefined();
    // Issue 27: the gender alone, as a creator who joined before it was asked answers it once.
    expect((await putSection(token, 'gender', { gender: 'male' })).body.gender).toBe('male');
    expect((await putSection(token, 'gender', { gender: 'both' })).status).toBe(400);
  });

  it.each([
    ['an http link', { instagram: 'http://instagram.com/lama' }, 'instagram'],
    ['a link to another site', { linkedin: 'https://linkedin.com.evil.example/in/lama' }, 'linkedin'],
    ["the network's home page", { tiktok: 'https://www.tiktok.com/' }, 'tiktok'],
    ['a link to another network', { snapchat: 'https://x.com/lama' }, 'snapchat'],
    ['not a link', { x: 'lama' }, 'x'],
  ])('refuses %s as a social link', async (_label, body, field) => {
    const creator = await newMember('creator');
    const { status, body: answer } = await putSection(tokenOf(creator), 'social', body);
    expect(status).toBe(400);
    expect(answer).toMatchObject({ message: 'Please enter an https link to your profile on this network', fields: { [field]: 'socialLinkInvalid' } });
  });

  describe('portfolio rules', () => {
    let token: string;
    let picture: string;
    let clip: string;
    beforeAll(async () => {
      token = tokenOf(await newMember('creator'));
      [picture, clip] = await Promise.all([uploaded(token, 'portfolio'), uploaded(token, 'portfolio', 'video')]);
    });
    const item = (overrides: Record<string, unknown> = {}) => ({ caption: 'Case', media: [picture], cover: picture, ...overrides });

    it.each<[string, () => unknown[], string, string, string]>([
      ['four cases', () => [item(), item(), item(), item()], 'portfolio', 'portfolioTooManyCases', 'You can add up to 3 portfolio cases'],
      ['six files in a case', () => [item({ media: Array(6).fill(picture) })], 'portfolio[0].media', 'portfolioTooManyFiles', 'You can add up to 5 images or videos to a case'],
      ['a case without files', () => [item({ media: [] })], 'portfolio[0].media', 'portfolioFilesRequired', 'Add at least one image or video'],
      ['a video as cover', () => [item({ cover: clip })], 'portfolio[0].cover', 'fileTypeInvalid', 'File type is not valid'],
      ['a case without caption', () => [item({ caption: '' })], 'portfolio[0].caption', 'required', 'This field is required'],
    ])('refuses %s', async (_label, portfolio, field, key, message) => {
      const { status, body } = await putSection(token, 'portfolio', { portfolio: portfolio() });
      expect(status).toBe(400);
      expect(body).toMatchObject({ message, fields: { [field]: key } });
    });

    it('accepts an empty portfolio as a saved step, and at most three cases of at most five files', async () => {
      expect((await putSection(token, 'portfolio', { portfolio: [] })).body.steps).toMatchObject({ portfolio: true });
      const full = await putSection(token, 'portfolio', { portfolio: [item({ media: [picture, clip, picture, clip, picture] }), item(), item()] });
      expect(full.status).toBe(200);
      expect(full.body.portfolio).toHaveLength(3);
    });
  });

  describe('licence rules', () => {
    let token: string;
    let file: string;
    let clip: string;
    beforeAll(async () => {
      token = tokenOf(await newMember('creator'));
      [file, clip] = await Promise.all([uploaded(token, 'licence'), uploaded(token, 'portfolio', 'video')]);
    });

    it.each<[string, Record<string, unknown>, string, string, string]>([
      ['no issued date', { issuedOn: undefined }, 'issuedOn', 'required', 'This field is required'],
      ['an issued date in the future', { issuedOn: dayFromToday(1) }, 'issuedOn', 'issuedDateFuture', 'Issued date should not be in the future'],
      ['an expiry before the issue', { issuedOn: dayFromToday(-10), expiresOn: dayFromToday(-20) }, 'expiresOn', 'expiryBeforeIssue', 'Expiration date must be after the issued date'],
      ['an expired licence', { issuedOn: dayFromToday(-400), expiresOn: dayFromToday(-1) }, 'expiresOn', 'licenceExpired', 'This licence has already expired'],
      ['no file', { file: undefined }, 'file', 'required', 'This field is required'],
    ])('refuses %s', async (_label, overrides, field, key, message) => {
      const { status, body } = await putSection(token, 'licence', licenceBody(file, overrides));
      expect(status).toBe(400);
      expect(body).toMatchObject({ message, fields: { [field]: key } });
    });

    it('refuses a file uploaded for another purpose, even of a type a licence takes', async () => {
      const { body } = await putSection(token, 'licence', licenceBody(clip));
      expect(body.fields).toEqual({ file: 'fileTypeInvalid' });
      const picture = await uploaded(token, 'avatar');
      expect((await putSection(token, 'licence', licenceBody(picture))).body.fields).toEqual({ file: 'uploadNotFound' });
      expect((await getOwnProfile(token)).body.licenceState).toBe('missing');
    });
  });
});

describe('company profile', () => {
  const valid = { companyName: 'Jeddah Juice Co.', description: 'Cold-pressed juice.', vatNumber: '300000000000003', businessAddress: 'Tahlia Street, Jeddah', showAddressToCreators: false };

  it('completes the profile with one valid save, and reads it back', async () => {
    const company = await newMember('company');
    const token = tokenOf(company);
    expect((await api('/company/profile', { token })).body).toMatchObject({ profileCompleted: false, showAddressToCreators: false });
    const saved = await api('/company/profile', { method: 'PUT', token, body: JSON.stringify({ ...valid, vatNumber: '300 000 000 000 003' }) });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ...valid, id: company.id, email: company.email, fullName: valid.companyName, profileCompleted: true });
    expect((await api('/company/profile', { token })).body).toMatchObject(valid);
    expect((await api(`/user?email=${encodeURIComponent(company.email)}`, { token })).body).toMatchObject({ fullName: valid.companyName, profileCompleted: true });
  });

  it.each<[string, Record<string, unknown>, string, string, string]>([
    ['a VAT number ending with 4', { vatNumber: '300000000000004' }, 'vatNumber', 'vatNumberInvalid', 'VAT number must be 15 digits, starting and ending with 3'],
    ['a VAT number starting with 4', { vatNumber: '400000000000003' }, 'vatNumber', 'vatNumberInvalid', 'VAT number must be 15 digits, starting and ending with 3'],
    ['a VAT number of 14 digits', { vatNumber: '30000000000003' }, 'vatNumber', 'vatNumberInvalid', 'VAT number must be 15 digits, starting and ending with 3'],
    ['a VAT number with letters', { vatNumber: '3000000000000A3' }, 'vatNumber', 'vatNumberInvalid', 'VAT number must be 15 digits, starting and ending with 3'],
    ['no VAT number', { vatNumber: '' }, 'vatNumber', 'required', 'This field is required'],
    ['no company name', { companyName: '' }, 'companyName', 'required', 'This field is required'],
    ['a company name of 51 symbols', { companyName: 'c'.repeat(51) }, 'companyName', 'nameMax50Symbols', 'Name - The maximum length is 50 symbols'],
    ['no business address', { businessAddress: undefined }, 'businessAddress', 'required', 'This field is required'],
    ['a flag that is not a boolean', { showAddressToCreators: 'sometimes' }, 'showAddressToCreators', 'valueInvalid', 'This value is not valid'],
  ])('refuses %s, writing nothing', async (_label, change, field, key, message) => {
    const company = await newMember('company');
    const token = tokenOf(company);
    const { status, body } = await api('/company/profile', { method: 'PUT', token, body: JSON.stringify({ ...valid, ...change }) });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', message, fields: { [field]: key } });
    expect((await api('/company/profile', { token })).body).toMatchObject({ profileCompleted: false, fullName: 'Test Person' });
  });

  it('takes an optional logo (the avatar), shows it to creators, and removes it when left out', async () => {
    const [company, creator] = await Promise.all([newMember('company'), newMember('creator')]);
    const token = tokenOf(company);
    const logo = await uploaded(token, 'avatar');
    const saved = await api('/company/profile', { method: 'PUT', token, body: JSON.stringify({ ...valid, avatar: logo }) });
    expect(saved.body).toMatchObject({ avatar: logo });
    expect((saved.body.readUrls as Record<string, string>)[logo]).toMatch(/X-Amz-Signature=/);
    const seen = await api(`/creator/company/${company.id}`, { token: tokenOf(creator) });
    expect(seen.body).toMatchObject({ avatar: logo });
    expect(Object.keys(seen.body.readUrls as object)).toEqual([logo]);
    const strangers = await uploaded(tokenOf(creator), 'avatar');
    expect((await api('/company/profile', { method: 'PUT', token, body: JSON.stringify({ ...valid, avatar: strangers }) })).body.fields).toEqual({ avatar: 'uploadNotFound' });
    expect((await api('/company/profile', { method: 'PUT', token, body: JSON.stringify(valid) })).body.avatar).toBeUndefined();
  });

  it('is for companies only', async () => {
    const creator = await newMember('creator');
    expect((await api('/company/profile', { method: 'PUT', token: tokenOf(creator), body: JSON.stringify(valid) })).status).toBe(403);
  });
});

describe('public profiles', () => {
  let creator: Member;
  let company: Member;
  let avatar: string;
  let licenceFile: string;
  const companyBody = { companyName: 'Dammam Dates', description: 'Dates from Al-Ahsa.', vatNumber: '311111111111113', businessAddress: 'Corniche Road, Dammam', showAddressToCreators: false };

  beforeAll(async () => {
    [creator, company] = await Promise.all([newMember('creator'), newMember('company')]);
    [avatar, licenceFile] = await Promise.all([uploaded(tokenOf(creator), 'avatar'), uploaded(tokenOf(creator), 'licence')]);
    await putSection(tokenOf(creator), 'details', detailsBody(avatar));
    await putSection(tokenOf(creator), 'social', { instagram: 'https://instagram.com/lama' });
    await putSection(tokenOf(creator), 'licence', licenceBody(licenceFile));
    await api('/company/profile', { method: 'PUT', token: tokenOf(company), body: JSON.stringify(companyBody) });
  });

  it("shows a company the creator's public face: no e-mail, birthdate, address or licence", async () => {
    const { status, body } = await api(`/company/creator/${creator.id}`, { token: tokenOf(company) });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: creator.id, fullName: 'Lama Al-Shehri', avatar, categories: ['beauty-fashion', 'food-cooking'], socialLinks: { instagram: 'https://instagram.com/lama' } });
    // What a brief asks for (issue 27): the gender, and the age range the private birthdate falls in.
    expect(body).toMatchObject({ gender: 'female', ageRange: ageRangeOf('1995-06-01', calendarDate()) });
    for (const hidden of ['email', 'birthdate', 'address', 'licence', 'licenceState', 'status', 'steps', 'profileCompleted']) expect(body).not.toHaveProperty(hidden);
    expect(Object.keys(body.readUrls as object)).toEqual([avatar]);
  });

  it('shows an admin everything of the creator', async () => {
    const { status, body } = await api(`/company/creator/${creator.id}`, { token: await adminToken() });
    expect(status).toBe(200);
    expect(body).toMatchObject({ email: creator.email, birthdate: '1995-06-01', address: 'Al Malqa District, Riyadh', licenceState: 'pending', licence: { file: licenceFile } });
    expect(Object.keys(body.readUrls as object).sort()).toEqual([avatar, licenceFile].sort());
  });

  it("shows a creator the company's public face, with the address only when the company shows it", async () => {
    const hidden = await api(`/creator/company/${company.id}`, { token: tokenOf(creator) });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toEqual({ id: company.id, role: 'company', companyName: 'Dammam Dates', country: 'SA', description: 'Dates from Al-Ahsa.', readUrls: {} });
    await api('/company/profile', { method: 'PUT', token: tokenOf(company), body: JSON.stringify({ ...companyBody, showAddressToCreators: true }) });
    const shown = await api(`/creator/company/${company.id}`, { token: tokenOf(creator) });
    expect(shown.body).toMatchObject({ businessAddress: 'Corniche Road, Dammam' });
    expect(shown.body).not.toHaveProperty('vatNumber');
    expect(shown.body).not.toHaveProperty('email');
  });

  it('shows an admin everything of the company', async () => {
    const { body } = await api(`/creator/company/${company.id}`, { token: await adminToken() });
    expect(body).toMatchObject({ email: company.email, vatNumber: '311111111111113', businessAddress: 'Corniche Road, Dammam' });
  });

  it.each([
    ['/company/creator/not-a-uuid', 'INVALID_CREATOR_ID', 'Invalid creator ID'],
    ['/company/creator/12345', 'INVALID_CREATOR_ID', 'Invalid creator ID'],
    ['/creator/company/not-a-uuid', 'INVALID_COMPANY_ID', 'Invalid company ID'],
  ])('answers a malformed id (%s) with 400', async (path, code, message) => {
    const viewer = path.startsWith('/company/') ? company : creator;
    const { status, body } = await api(path, { token: tokenOf(viewer) });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code, message });
  });

  it('answers an unknown id, or the id of the other role, with 404', async () => {
    expect((await api(`/company/creator/${UNKNOWN_ID}`, { token: tokenOf(company) })).status).toBe(404);
    expect((await api(`/creator/company/${UNKNOWN_ID}`, { token: tokenOf(creator) })).status).toBe(404);
    expect((await api(`/company/creator/${company.id}`, { token: tokenOf(company) })).status).toBe(404);
    expect((await api(`/creator/company/${creator.id}`, { token: tokenOf(creator) })).status).toBe(404);
  });

  it("does not let a creator read another creator's profile, nor a company another company's", async () => {
    const other = await newMember('creator');
    const forbidden = await api(`/company/creator/${other.id}`, { token: tokenOf(creator) });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe('FORBIDDEN');
    expect((await api(`/creator/company/${company.id}`, { token: tokenOf(company) })).status).toBe(403);
  });

  it('hides a deactivated creator from companies, not from admins', async () => {
    const admin = await adminToken();
    const other = await newMember('creator');
    await api(`/admin/creators/${other.id}/status`, { method: 'PUT', token: admin, body: JSON.stringify({ status: 'Inactive' }) });
    expect((await api(`/company/creator/${other.id}`, { token: tokenOf(company) })).status).toBe(404);
    expect((await api(`/company/creator/${other.id}`, { token: admin })).body).toMatchObject({ status: 'Inactive' });
  });
});

describe('the seeded demo profiles', () => {
  it('has a completed creator with categories, files and an approved licence, and a completed company', async () => {
    const creator = await signIn('users', demoEmail('creator'));
    const { body } = await getOwnProfile(creator.AccessToken ?? '');
    expect(body).toMatchObject({ profileCompleted: true, licenceState: 'valid', steps: { details: true, portfolio: true, licence: true } });
    expect((body.categories as string[]).length).toBeGreaterThan(0);
    expect(Object.keys(body.readUrls as object).length).toBeGreaterThanOrEqual(3);
    const company = await signIn('users', demoEmail('company'));
    expect((await api('/company/profile', { token: company.AccessToken })).body).toMatchObject({ profileCompleted: true, vatNumber: expect.stringMatching(/^3\d{13}3$/) });
  });
});
