import { routeKey, ROUTES } from '../../shared/api/routes';
import { isUuid } from '../../shared/domain/ids';
import { createCampaignSchema, exchangeQuerySchema, ownCampaignsQuerySchema } from '../../shared/validation/campaign';
import { BadRequestError, ForbiddenError } from '../core/errors';
import { areaHandler, type ApiRequest } from '../core/http';
import { parseInput } from '../core/input';
import { createCampaign, deleteOwnCampaign, listOwnCampaigns, viewCampaign } from '../domain/campaigns';
import { dashboardOf } from '../domain/dashboard';
import { listOpenCampaigns } from '../domain/exchange';

/** The route's roles are checked before a handler runs; these only need the caller's id and role. */
function callerOf({ caller }: ApiRequest) {
  if (!caller?.role) throw new ForbiddenError();
  return { userId: caller.userId, role: caller.role };
}

function campaignIdOf(request: ApiRequest): string {
  const id = request.pathParameters.id;
  if (!isUuid(id)) throw new BadRequestError('INVALID_CAMPAIGN_ID');
  return id;
}

async function create(request: ApiRequest) {
  const { userId } = callerOf(request);
  const { campaign, created } = await createCampaign(userId, parseInput(createCampaignSchema, request.body));
  return { statusCode: created ? 201 : 200, body: campaign };
}

async function getCampaign(request: ApiRequest) {
  const viewer = callerOf(request);
  return { body: await viewCampaign(viewer, campaignIdOf(request)) };
}

async function remove(request: ApiRequest) {
  const { userId } = callerOf(request);
  await deleteOwnCampaign(userId, campaignIdOf(request));
  return { statusCode: 204 };
}

async function listOpen(request: ApiRequest) {
  const { userId } = callerOf(request);
  return { body: await listOpenCampaigns(userId, parseInput(exchangeQuerySchema, request.query)) };
}

async function listCompany(request: ApiRequest) {
  const { userId } = callerOf(request);
  return { body: await listOwnCampaigns(userId, parseInput(ownCampaignsQuerySchema, request.query)) };
}

async function getDashboard(request: ApiRequest) {
  return { body: await dashboardOf(callerOf(request)) };
}

export const handler = areaHandler('campaigns', {
  [routeKey(ROUTES.createCampaign)]: create,
  [routeKey(ROUTES.getCampaign)]: getCampaign,
  [routeKey(ROUTES.deleteCampaign)]: remove,
  [routeKey(ROUTES.listOpenCampaigns)]: listOpen,
  [routeKey(ROUTES.listCompanyCampaigns)]: listCompany,
  [routeKey(ROUTES.getDashboard)]: getDashboard,
});
