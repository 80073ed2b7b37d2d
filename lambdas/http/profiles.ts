import { routeKey, ROUTES } from '../../shared/api/routes';
import { isUuid } from '../../shared/domain/ids';
import { isCreatorProfileSection } from '../../shared/domain/profile';
import { companyProfileSchema, CREATOR_SECTION_SCHEMAS } from '../../shared/validation/profile';
import { BadRequestError, ForbiddenError } from '../core/errors';
import { areaHandler, type ApiRequest } from '../core/http';
import { parseInput } from '../core/input';
import {
  getOwnCompanyProfile,
  getOwnCreatorProfile,
  saveOwnCompanyProfile,
  saveOwnCreatorSection,
  viewCompanyProfile,
  viewCreatorProfile,
  type CreatorSectionInput,
} from '../domain/profiles';

/** The route's roles are checked before a handler runs; these only need the caller's id and role. */
function callerOf({ caller }: ApiRequest) {
  if (!caller?.role) throw new ForbiddenError();
  return { userId: caller.userId, role: caller.role };
}

async function getCreatorProfile(request: ApiRequest) {
  return { body: await getOwnCreatorProfile(callerOf(request).userId) };
}

/** `PUT /creator/profile/{section}`: the section's schema first, then the use case. */
async function saveCreatorProfileSection(request: ApiRequest) {
  const { userId } = callerOf(request);
  const section = request.pathParameters.section;
  if (!isCreatorProfileSection(section)) throw new BadRequestError('INVALID_PROFILE_SECTION');
  const input = parseInput(CREATOR_SECTION_SCHEMAS[section], request.body);
  // TypeScript cannot pair a union of schemas with the union of their sections; the input came from this section's schema.
  return { body: await saveOwnCreatorSection(userId, { section, input } as CreatorSectionInput) };
}

async function getCompanyProfile(request: ApiRequest) {
  return { body: await getOwnCompanyProfile(callerOf(request).userId) };
}

async function saveCompanyProfile(request: ApiRequest) {
  const { userId } = callerOf(request);
  return { body: await saveOwnCompanyProfile(userId, parseInput(companyProfileSchema, request.body)) };
}

async function viewCreator(request: ApiRequest) {
  const { role } = callerOf(request);
  const id = request.pathParameters.id;
  if (!isUuid(id)) throw new BadRequestError('INVALID_CREATOR_ID');
  if (role !== 'admin' && role !== 'company') throw new ForbiddenError();
  return { body: await viewCreatorProfile(role, id) };
}

async function viewCompany(request: ApiRequest) {
  const { role } = callerOf(request);
  const id = request.pathParameters.id;
  if (!isUuid(id)) throw new BadRequestError('INVALID_COMPANY_ID');
  if (role !== 'admin' && role !== 'creator') throw new ForbiddenError();
  return { body: await viewCompanyProfile(role, id) };
}

export const handler = areaHandler('profiles', {
  [routeKey(ROUTES.getCreatorProfile)]: getCreatorProfile,
  [routeKey(ROUTES.saveCreatorProfileSection)]: saveCreatorProfileSection,
  [routeKey(ROUTES.getCompanyProfile)]: getCompanyProfile,
  [routeKey(ROUTES.saveCompanyProfile)]: saveCompanyProfile,
  [routeKey(ROUTES.viewCreatorProfile)]: viewCreator,
  [routeKey(ROUTES.viewCompanyProfile)]: viewCompany,
});
