import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { GENDERS } from '../../shared/domain/campaign';
import { CATEGORY_IDS } from '../../shared/domain/categories';
import type { CompanyDetails, CompanyProfileInput, CreatorDetails, PortfolioCase } from '../../shared/domain/profile';
import type { SocialLinks } from '../../shared/domain/social';
import type { NationalAddress } from '../../shared/domain/shipping';
import { dynamoClient } from '../core/clients';
import { ConflictError, NotFoundError } from '../core/errors';
import { attributesOf, flag, listOf, map, oneOf, optional, pickShape, readItem, shaped, text, type Item, type Shape } from './item';
import { companyDetailsKey, creatorDetailsKey, userKey } from './keys';
import { LICENCE_SHAPE } from './licences';
import { batchGet, getItem, tableName } from './table';
import { cancellationCodes, transactWrite } from './transactions';
import { nameEntryWrites } from './users';

/** Repository of the profile details of creators and companies (items `CREATOR` and `COMPANY` beside `PROFILE`). */

const CREATOR_DETAILS_SHAPE: Shape<CreatorDetails> = {
  birthdate: optional(text),
  gender: optional(oneOf(GENDERS)),
  address: optional(text),
  biography: optional(text),
  videoPitch: optional(text),
  categories: optional(listOf(oneOf(CATEGORY_IDS))),
  socialLinks: optional(map<SocialLinks>()),
  portfolio: optional(listOf(map<PortfolioCase>())),
  licence: optional(shaped('licence', LICENCE_SHAPE)),
  approvedLicence: optional(shaped('licence', LICENCE_SHAPE)),
};

const COMPANY_DETAILS_SHAPE: Shape<CompanyDetails> = {
  description: optional(text),
  vatNumber: text,
  businessAddress: text,
  showAddressToCreators: flag,
};

export function creatorDetailsFromItem(item: Item): CreatorDetails {
  return readItem('creator details', CREATOR_DETAILS_SHAPE, item);
}

export function companyDetailsFromItem(item: Item): CompanyDetails {
  return readItem('company details', COMPANY_DETAILS_SHAPE, item);
}

/** A creator's details; an empty record when none were saved yet. */
export async function getCreatorDetails(userId: string, consistent = false): Promise<CreatorDetails> {
  const item = await getItem(creatorDetailsKey(userId), { consistent });
  return item ? creatorDetailsFromItem(item) : {};
}

export async function getCompanyDetails(userId: string, consistent = false): Promise<CompanyDetails | undefined> {
  const item = await getItem(companyDetailsKey(userId), { consistent });
  return item && companyDetailsFromItem(item);
}

/** A company's details item, beside its user's `PROFILE`. */
export function companyDetailsToItem(userId: string, details: CompanyDetails, updatedAt: string): Item {
  return { ...companyDetailsKey(userId), ...details, updatedAt };
}

/** What a company sees of an applicant's details. */
export type ApplicantDetails = Pick<CreatorDetails, 'categories' | 'biography' | 'portfolio' | 'birthdate' | 'gender'>;
const APPLICANT_DETAILS_SHAPE = pickShape(CREATOR_DETAILS_SHAPE, ['categories', 'biography', 'portfolio', 'birthdate', 'gender']);

/** The creators' details, by id; a creator who saved none is left out. */
export async function getApplicantDetails(creatorIds: readonly string[]): Promise<Map<string, ApplicantDetails>> {
  const idOfPartition = new Map(creatorIds.map((id) => [creatorDetailsKey(id).PK, id]));
  const items = await batchGet(creatorIds.map(creatorDetailsKey), ['PK', ...attributesOf(APPLICANT_DETAILS_SHAPE)]);
  return new Map(items.map((item) => [idOfPartition.get(String(item.PK)) ?? '', readItem('creator details', APPLICANT_DETAILS_SHAPE, item)]));
}

/** One section's save: the User fields it changes, and the creator attributes it sets or removes. */
export interface CreatorSectionWrite {
  user: { fullName?: string; avatar?: string };
  set: Partial<Omit<CreatorDetails, 'licence' | 'approvedLicence'>>;
  remove: readonly (keyof CreatorDetails)[];
}

/**
 * Writes one section in one transaction: the name and avatar on the user's record, the rest on the creator's. Only
 * for an existing creator record, so a deletion meanwhile leaves nothing half-written behind (404).
 */
export async function saveCreatorSection(userId: string, write: CreatorSectionWrite, now: string): Promise<void> {
  const table = tableName();
  const userSets = Object.entries(write.user).filter(([, value]) => value !== undefined);
  const creatorSets = [...Object.entries(write.set).filter(([, value]) => value !== undefined), ['updatedAt', now] as const];
  const isCreator = {
    ConditionExpression: 'attribute_exists(PK) AND #role = :creator',
    ExpressionAttributeNames: { '#role': 'role' },
    ExpressionAttributeValues: { ':creator': 'creator' },
  };
  try {
    await transactWrite([
      userSets.length
        ? {
            Update: {
              TableName: table,
              Key: userKey(userId),
              UpdateExpression: `SET ${userSets.map((_, i) => `#u${i} = :u${i}`).join(', ')}`,
              ...isCreator,
              ExpressionAttributeNames: { ...isCreator.ExpressionAttributeNames, ...names('#u', userSets) },
              ExpressionAttributeValues: { ...isCreator.ExpressionAttributeValues, ...values(':u', userSets) },
            },
          }
        : { ConditionCheck: { TableName: table, Key: userKey(userId), ...isCreator } },
      // A new name is found by in the admins' users search (pattern 23).
      ...(write.user.fullName === undefined ? [] : nameEntryWrites('creator', userId, write.user.fullName)),
      {
        Update: {
          TableName: table,
          Key: creatorDetailsKey(userId),
          UpdateExpression: [
            `SET ${creatorSets.map((_, i) => `#c${i} = :c${i}`).join(', ')}`,
            ...(write.remove.length ? [`REMOVE ${write.remove.map((_, i) => `#r${i}`).join(', ')}`] : []),
          ].join(' '),
          ExpressionAttributeNames: { ...names('#c', creatorSets), ...Object.fromEntries(write.remove.map((name, i) => [`#r${i}`, name])) },
          ExpressionAttributeValues: values(':c', creatorSets),
        },
      },
    ]);
  } catch (error) {
    throw refusal(error);
  }
}

/** Sets `profileCompleted`; it never goes back, so repeating it or racing another save is harmless. */
export async function markProfileCompleted(userId: string): Promise<void> {
  try {
    await dynamoClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKey(userId),
        UpdateExpression: 'SET profileCompleted = :true',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':true': true },
      }),
    );
  } catch (error) {
    // The account was deleted meanwhile.
    if (error instanceof ConditionalCheckFailedException) throw new NotFoundError();
    throw error;
  }
}

/** The whole company profile in one transaction: name, logo and completion on the user's record, the rest beside it. */
export async function saveCompanyProfile(userId: string, input: CompanyProfileInput, now: string): Promise<void> {
  const table = tableName();
  const { companyName, avatar, ...details } = input;
  try {
    await transactWrite([
      {
        Update: {
          TableName: table,
          Key: userKey(userId),
          UpdateExpression: `SET fullName = :name, profileCompleted = :true${avatar ? ', avatar = :avatar' : ' REMOVE avatar'}`,
          ConditionExpression: 'attribute_exists(PK) AND #role = :company',
          ExpressionAttributeNames: { '#role': 'role' },
          ExpressionAttributeValues: { ':name': companyName, ':true': true, ':company': 'company', ...(avatar ? { ':avatar': avatar } : {}) },
        },
      },
      { Put: { TableName: table, Item: companyDetailsToItem(userId, details, now) } },
      // The company's name is found by in the admins' users search (pattern 24).
      ...nameEntryWrites('company', userId, companyName),
    ]);
  } catch (error) {
    throw refusal(error);
  }
}

/** Removes the details of a deleted account; removing what is already gone is not an error, so a retry completes. */
export async function deleteProfileDetails(userId: string): Promise<void> {
  const table = tableName();
  await Promise.all(
    [creatorDetailsKey(userId), companyDetailsKey(userId)].map((Key) => dynamoClient().send(new DeleteCommand({ TableName: table, Key }))),
  );
}

/** The user's record failed its condition: gone, or not of this role (404); anything else that cancelled: 409. */
function refusal(error: unknown): unknown {
  const codes = cancellationCodes(error);
  if (!codes.length) return error;
  return codes[0] === 'ConditionalCheckFailed' ? new NotFoundError() : new ConflictError();
}

function names(prefix: string, entries: readonly (readonly [string, unknown])[]): Record<string, string> {
  return Object.fromEntries(entries.map(([name], i) => [`${prefix}${i}`, name]));
}

function values(prefix: string, entries: readonly (readonly [string, unknown])[]): Record<string, unknown> {
  return Object.fromEntries(entries.map(([, value], i) => [`${prefix}${i}`, value]));
}

const SAVED_ADDRESS_SHAPE: Shape<{ nationalAddress?: NationalAddress }> = { nationalAddress: optional(map<NationalAddress>()) };

/** The national address a creator last confirmed for a product (issue 28): the next campaign's form starts from it. */
export async function getSavedNationalAddress(userId: string): Promise<NationalAddress | undefined> {
  const item = await getItem(creatorDetailsKey(userId), { consistent: true, attributes: ['nationalAddress'] });
  return item && readItem('creator details', SAVED_ADDRESS_SHAPE, item).nationalAddress;
}
