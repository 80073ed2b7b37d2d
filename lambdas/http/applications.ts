import { routeKey, ROUTES } from '../../shared/api/routes';
import { isUuid } from '../../shared/domain/ids';
import { applicantsQuerySchema, applicationsQuerySchema, ownCampaignsQuerySchema } from '../../shared/validation/campaign';
import { BadRequestError, ForbiddenError } from '../core/errors';
import { areaHandler, type ApiRequest } from '../core/http';
import { parseInput } from '../core/input';
import { acceptApplicant, applyToCampaign, listApplicants, listCreatorCampaigns, listMyApplications, rejectApplicant } from '../domain/applications';

/** The route's roles are checked before a handler runs; these only need the caller's id and role. */
function callerOf({ caller }: ApiRequest) {
  if (!caller?.role) throw new ForbiddenError();
  return { userId: caller.userId, role: caller.role };
}

/** Campaign ids are UUIDs the API makes; anything else names no campaign. */
function campaignIdOf({ pathParameters }: ApiRequest): string {
  const id = pathParameters.id;
  if (!isUuid(id)) throw new BadRequestError('INVALID_CAMPAIGN_ID');
  return id;
}

/** The candidate of a decision is a creator, addressed by their Cognito sub. */
function clientIdOf({ pathParameters }: ApiRequest): string {
  const clientId = pathParameters.clientId;
  if (!isUuid(clientId)) throw new BadRequestError('INVALID_CLIENT_ID');
  return clientId;
}

/** `?applyAnyway=true` confirms mismatched interests; absent means false. */
function applyAnywayOf({ query }: ApiRequest): boolean {
  const value = query.applyAnyway ?? 'false';
  if (value !== 'true' && value !== 'false') throw new BadRequestError('BAD_REQUEST', 'applyAnyway must be true or false.');
  return value === 'true';
}

async function apply(request: ApiRequest) {
  const { userId } = callerOf(request);
  const campaignId = campaignIdOf(request);
  return { statusCode: 201, body: await applyToCampaign(userId, campaignId, applyAnywayOf(request)) };
}

async function creatorCampaigns(request: ApiRequest) {
  const { userId } = callerOf(request);
  return { body: await listCreatorCampaigns(userId, parseInput(ownCampaignsQuerySchema, request.query)) };
}

async function myApplications(request: ApiRequest) {
  const { userId } = callerOf(request);
  return { body: await listMyApplications(userId, parseInput(applicationsQuerySchema, request.query)) };
}

async function applicants(request: ApiRequest) {
  const viewer = callerOf(request);
  const campaignId = campaignIdOf(request);
  return { body: await listApplicants(viewer, campaignId, parseInput(applicantsQuerySchema, request.query)) };
}

async function accept(request: ApiRequest) {
  const { userId } = callerOf(request);
  const campaignId = campaignIdOf(request);
  return { body: await acceptApplicant(userId, campaignId, clientIdOf(request)) };
}

async function reject(request: ApiRequest) {
  const { userId } = callerOf(request);
  const campaignId = campaignIdOf(request);
  return { body: await rejectApplicant(userId, campaignId, clientIdOf(request)) };
}

export const handler = areaHandler('applications', {
  [routeKey(ROUTES.applyToCampaign)]: apply,
  [routeKey(ROUTES.listCreatorCampaigns)]: creatorCampaigns,
  [routeKey(ROUTES.listMyApplications)]: myApplications,
  [routeKey(ROUTES.listApplicants)]: applicants,
  [routeKey(ROUTES.acceptApplicant)]: accept,
  [routeKey(ROUTES.rejectApplicant)]: reject,
});
