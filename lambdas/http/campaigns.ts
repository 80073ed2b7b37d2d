import { ROUTES } from '../../shared/api/routes';
import { areaHandler, defineRoute, reply } from '../core/http';
import { createCampaign, deleteOwnCampaign, listOwnCampaigns, updateOwnCampaign, viewCampaign } from '../domain/campaigns';
import { dashboardOf } from '../domain/dashboard';
import { listOpenCampaigns } from '../domain/exchange';

export const handler = areaHandler('campaigns', [
  /** 201 when this created the campaign, 200 when the same draft already had. */
  defineRoute(ROUTES.createCampaign, async ({ caller, body }) => {
    const { campaign, created } = await createCampaign(caller.userId, body);
    return reply(created ? 201 : 200, campaign);
  }),
  defineRoute(ROUTES.getCampaign, ({ caller, params }) => viewCampaign(caller, params.id)),
  defineRoute(ROUTES.updateCampaign, ({ caller, params, body }) => updateOwnCampaign(caller.userId, params.id, body)),
  defineRoute(ROUTES.deleteCampaign, ({ caller, params }) => deleteOwnCampaign(caller.userId, params.id)),
  defineRoute(ROUTES.listOpenCampaigns, ({ caller, query }) => listOpenCampaigns(caller.userId, query)),
  defineRoute(ROUTES.listCompanyCampaigns, ({ caller, query }) => listOwnCampaigns(caller.userId, query)),
  defineRoute(ROUTES.getDashboard, ({ caller }) => dashboardOf(caller)),
]);
