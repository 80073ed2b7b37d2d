import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CompanyDetails, CompanyProfileInput, CreatorDetails } from '../../shared/domain/profile';
import { dynamoClient } from '../core/clients';
import { config } from '../core/config';
import { ConflictError, NotFoundError } from '../core/errors';
import { companyDetailsKey, creatorDetailsKey, userKey } from './keys';
import { cancellationCodes, transactWrite } from './transactions';

/** Repository of the profile details of creators and companies (items `CREATOR` and `COMPANY` beside `PROFILE`). */

const ATTRIBUTES_OF_CREATOR = [
  'birthdate',
  'address',
  'biography',
  'videoPitch',
  'categories',
  'socialLinks',
  'portfolio',
  'licence',
  'approvedLicence',
] as const satisfies readonly (keyof CreatorDetails)[];

const ATTRIBUTES_OF_COMPANY = ['description', 'vatNumber', 'businessAddress', 'showAddressToCreators'] as const satisfies readonly (keyof CompanyDetails)[];

function pick<T>(item: Record<string, unknown>, names: readonly string[]): T {
  return Object.fromEntries(names.filter((name) => item[name] !== undefined).map((name) => [name, item[name]])) as T;
}

/** A creator's details; an empty record when none were saved yet. */
export async function getCreatorDetails(userId: string, consistent = false): Promise<CreatorDetails> {
  const { Item } = await dynamoClient().send(new GetCommand({ TableName: config().tableName, Key: creatorDetailsKey(userId), ConsistentRead: consistent }));
  return Item ? pick<CreatorDetails>(Item, ATTRIBUTES_OF_CREATOR) : {};
}

export async function getCompanyDetails(userId: string, consistent = false): Promise<CompanyDetails | undefined> {
  const { Item } = await dynamoClient().send(new GetCommand({ TableName: config().tableName, Key: companyDetailsKey(userId), ConsistentRead: consistent }));
  return Item ? pick<CompanyDetails>(Item, ATTRIBUTES_OF_COMPANY) : undefined;
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
  const { tableName } = config();
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
              TableName: tableName,
              Key: userKey(userId),
              UpdateExpression: `SET ${userSets.map((_, i) => `#u${i} = :u${i}`).join(', ')}`,
              ...isCreator,
              ExpressionAttributeNames: { ...isCreator.ExpressionAttributeNames, ...names('#u', userSets) },
              ExpressionAttributeValues: { ...isCreator.ExpressionAttributeValues, ...values(':u', userSets) },
            },
          }
        : { ConditionCheck: { TableName: tableName, Key: userKey(userId), ...isCreator } },
      {
        Update: {
          TableName: tableName,
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
        TableName: config().tableName,
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
  const { tableName } = config();
  const { companyName, avatar, ...details } = input;
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName,
          Key: userKey(userId),
          UpdateExpression: `SET fullName = :name, profileCompleted = :true${avatar ? ', avatar = :avatar' : ' REMOVE avatar'}`,
          ConditionExpression: 'attribute_exists(PK) AND #role = :company',
          ExpressionAttributeNames: { '#role': 'role' },
          ExpressionAttributeValues: { ':name': companyName, ':true': true, ':company': 'company', ...(avatar ? { ':avatar': avatar } : {}) },
        },
      },
      { Put: { TableName: tableName, Item: { ...companyDetailsKey(userId), ...details, updatedAt: now } } },
    ]);
  } catch (error) {
    throw refusal(error);
  }
}

/** Removes the details of a deleted account; removing what is already gone is not an error, so a retry completes. */
export async function deleteProfileDetails(userId: string): Promise<void> {
  const { tableName } = config();
  await Promise.all(
    [creatorDetailsKey(userId), companyDetailsKey(userId)].map((Key) => dynamoClient().send(new DeleteCommand({ TableName: tableName, Key }))),
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
