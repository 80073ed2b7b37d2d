import type { Gender } from '../../shared/domain/campaign';
import { decideLicence, getLicence } from '../../lambdas/data/licences';
import { newEvent } from '../../lambdas/data/events';
import { getCompanyDetails, getCreatorDetails } from '../../lambdas/data/profiles';
import { saveOwnCompanyProfile, saveOwnCreatorSection, type CreatorSectionInput } from '../../lambdas/domain/profiles';
import { checkUploadedObject } from '../../lambdas/domain/upload-check';
import { requestUpload } from '../../lambdas/domain/uploads';
import { calendarDate } from '../../shared/domain/calendar';
import type { UploadPurpose } from '../../shared/domain/uploads';
import { companyProfileSchema, CREATOR_SECTION_SCHEMAS } from '../../shared/validation/profile';
import { parseDemoInput } from './seed-input';

/**
 * Completed demo profiles, made through the same use cases and rules as the app's own calls: the files are uploaded
 * with presigned PUTs and pass the real upload check. Each step runs only while its part is missing, so a restart
 * (or a start after an interrupted one) changes nothing a person did with the demo accounts.
 */

/** Small real PNGs: a portrait for avatars and portfolio covers, a document for licence scans. */
const PORTRAIT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAABdklEQVR42u3O104CYRSF0f0uvp8vo7HEEtRYghpLLLGE4gCOBQsWULFFeh0GvJfkT8iECcOcE4RzQbKu9/6gf/+KgshXQxSEPxuiIPRRFwXae10UBJOmKAgkTVHgfzNFge+1JgpOX2qi4CRhiILjuMFm6N5O2Js4ihs8DjUKbxaHz1WGrjUKYxkHT1UqlzUKdRz7jxUSUo1C2sfeQ4WEEUTax26sTMIIIu1jJ1YmYQSR9rF9XyZhBJH2sXVXImEEkfaxeVsiYQSR9rFxUyRhBJH2sR4tkjCCSPvwRotUpBrqONauCwwuaxjLWL0q8HSt4c1i5TLP5lDD3sTyRV4ULOk5UbCo50TBwnmOZGTUQ0XahyeSdYPRYefmCPPhrLOepFg532EulOmk5ylWnU4xq2Xs/jXFyn6NGS3Tpm81Sts7ps/SVn2uUawBmAqmWwZSo7QaMBlIKQOsUVQGJvyppoHXKM0SjPt+hNQoGJMWJKpmGDQM6oE/upC0f/Zeqv4AAAAASUVORK5CYII=',
  'base64',
);
export const DOCUMENT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAABACAIAAADTQmMRAAAAd0lEQVR42u3asQmAMBAF0Exi7RBO4iSprW3cz8bOLbQXAioET33HH+CRyydN0rysoZKAToO2RwcICCgEqOlyvXwC5A4BAQEBHSYPU71YGRCQ2lsZEJDaWxkQkNpbGRCQ2l+fduxLAQICulf76Cfk6fgXyN+Pl4B2bVMKfUwiTicAAAAASUVORK5CYII=',
  'base64',
);

/** Which demo creator gets which state of licence: the second's waits for review, the others' are approved. */
export interface DemoProfileIds {
  admin: string;
  company: string;
  creators: readonly { id: string; licence: 'approved' | 'pending' }[];
}

interface DemoCreator {
  fullName: string;
  birthdate: string;
  gender: Gender;
  address: string;
  biography: string;
  categories: string[];
  social: Record<string, string>;
  portfolio?: { caption: string; description: string };
}

const DEMO_COMPANY = {
  companyName: 'Riyadh Roasters',
  description: 'Specialty coffee roasted in Riyadh since 2016. We look for creators who love slow mornings and good coffee.',
  vatNumber: '310122393500003',
  businessAddress: 'King Fahd Road, Al Olaya, Riyadh 12211',
  showAddressToCreators: true,
};

/** In the order of `DemoProfileIds.creators`. */
const DEMO_CREATORS: readonly DemoCreator[] = [
  {
    fullName: 'Noura Al-Qahtani',
    birthdate: '1997-03-14',
    gender: 'female',
    address: 'Al Nakheel District, Riyadh 12382',
    biography: 'Food and lifestyle creator. Short recipes, honest product reviews and weekend trips around Saudi Arabia.',
    categories: ['food-cooking', 'beauty-fashion', 'travel-adventure'],
    social: { instagram: 'https://www.instagram.com/noura.creates', tiktok: 'https://www.tiktok.com/@noura.creates' },
    portfolio: { caption: 'Morning coffee ritual', description: 'A 30-second vertical review of a pour-over kit, shot at home.' },
  },
  {
    fullName: 'Faisal Al-Harbi',
    birthdate: '1994-11-02',
    gender: 'male',
    address: 'Al Rawdah District, Jeddah 23435',
    biography: 'Tech reviewer: unboxings, setups and gadgets that make a small flat work.',
    categories: ['tech-gadgets', 'gaming-sports'],
    social: { x: 'https://x.com/faisal_tech' },
  },
  {
    fullName: 'Reem Al-Dosari',
    birthdate: '1995-06-21',
    gender: 'female',
    address: 'Al Khobar Al Shamalia, Al Khobar 34428',
    biography: 'Home cafe and hosting: Saudi coffee, slow weekends and tables set for family and guests.',
    categories: ['food-cooking', 'parenting-family'],
    social: { instagram: 'https://www.instagram.com/reem.hosts' },
    portfolio: { caption: 'Gahwa for guests', description: 'A 15-second vertical of Saudi coffee poured at a family gathering.' },
  },
];

export async function seedDemoProfiles(ids: DemoProfileIds): Promise<void> {
  if (!(await getCompanyDetails(ids.company, true))) await saveOwnCompanyProfile(ids.company, parseDemoInput(companyProfileSchema, DEMO_COMPANY));
  for (const [i, creator] of ids.creators.entries()) {
    const demo = DEMO_CREATORS[i];
    if (demo) await seedCreator(creator.id, demo, creator.licence, ids.admin);
  }
}

async function seedCreator(id: string, demo: DemoCreator, licence: 'approved' | 'pending', adminId: string): Promise<void> {
  let details = await getCreatorDetails(id, true);
  if (!details.birthdate) {
    const { fullName, birthdate, gender, address, biography, categories } = demo;
    const avatar = (await uploadDemoFile(id, 'avatar', 'avatar.png', PORTRAIT_PNG)).objectUrl;
    await saveSection(id, 'details', { avatar, fullName, birthdate, gender, address, biography, categories });
    await saveSection(id, 'social', demo.social);
  }
  if (!details.portfolio) {
    const cover = demo.portfolio ? (await uploadDemoFile(id, 'portfolio', 'cover.png', PORTRAIT_PNG)).objectUrl : undefined;
    await saveSection(id, 'portfolio', { portfolio: demo.portfolio && cover ? [{ ...demo.portfolio, media: [cover], cover }] : [] });
  }
  if (!details.licence) {
    const today = calendarDate();
    const year = Number(today.slice(0, 4));
    const file = (await uploadDemoFile(id, 'licence', 'licence.png', DOCUMENT_PNG)).objectUrl;
    await saveSection(id, 'licence', { issuedOn: `${year - 1}${today.slice(4)}`, expiresOn: `${year + 2}-01-01`, file });
  }
  details = await getCreatorDetails(id, true);
  if (licence === 'approved' && details.licence?.status === 'pending') {
    const record = await getLicence(id, details.licence.id);
    // Straight through the repository, as an admin's decision would be stored: its event tells the creator (the demo
    // creator's first notification and mail on a fresh data directory).
    const decidedAt = new Date().toISOString();
    if (record) await decideLicence(record, { status: 'approved', decidedAt, decidedBy: adminId }, newEvent('licence.approved', { creatorId: id, licenceId: record.id, expiresOn: record.expiresOn }, decidedAt));
  }
}

/** The browser's path: `POST /s3`'s use case, a presigned PUT, then the upload check (also run by the bucket's event). */
export async function uploadDemoFile(ownerId: string, purpose: UploadPurpose, fileName: string, bytes: Buffer): Promise<{ key: string; objectUrl: string }> {
  const ticket = await requestUpload({ userId: ownerId, role: 'creator' }, { fileName, fileType: 'image/png', size: bytes.length, purpose });
  const put = await fetch(ticket.url, { method: 'PUT', headers: ticket.headers, body: new Uint8Array(bytes) });
  if (!put.ok) throw new Error(`Seeding ${fileName}: the presigned PUT answered ${put.status}`);
  const outcome = await checkUploadedObject(ticket.key);
  if (outcome !== 'verified') throw new Error(`Seeding ${fileName}: the upload check answered ${outcome}`);
  return { key: ticket.key, objectUrl: ticket.objectUrl };
}

async function saveSection(id: string, section: CreatorSectionInput['section'], raw: Record<string, unknown>): Promise<void> {
  const input = parseDemoInput(CREATOR_SECTION_SCHEMAS[section], raw);
  // The input came from this section's own schema (see lambdas/http/profiles.ts).
  await saveOwnCreatorSection(id, { section, input } as CreatorSectionInput);
}
