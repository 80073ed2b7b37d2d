import { ROUTES } from '../../shared/api/routes';
import { areaHandler, defineRoute } from '../core/http';
import { acceptApplicant, applyToCampaign, listApplicants, listCreatorCampaigns, listMyApplications, openApplicantChat, rejectApplicant } from '../domain/applications';
import { campaignInvitations, declineOwnInvitation, inviteCreator, ownInvitations } from '../domain/invitations';

export const handler = areaHandler('applications', [
  defineRoute(ROUTES.applyToCampaign, ({ caller, params, query }) => applyToCampaign(caller.userId, params.id, query.applyAnyway === 'true')),
  defineRoute(ROUTES.listCreatorCampaigns, ({ caller, query }) => listCreatorCampaigns(caller.userId, query)),
  defineRoute(ROUTES.listMyApplications, ({ caller, query }) => listMyApplications(caller.userId, query)),
  defineRoute(ROUTES.listApplicants, ({ caller, params, query }) => listApplicants(caller, params.id, query)),
  defineRoute(ROUTES.acceptApplicant, ({ caller, params }) => acceptApplicant(caller.userId, params.id, params.clientId)),
  defineRoute(ROUTES.rejectApplicant, ({ caller, params }) => rejectApplicant(caller.userId, params.id, params.clientId)),
  defineRoute(ROUTES.openApplicantChat, ({ caller, params }) => openApplicantChat(caller.userId, params.id, params.clientId)),
  defineRoute(ROUTES.listCampaignInvitations, ({ caller, params }) => campaignInvitations(caller.userId, params.id)),
  defineRoute(ROUTES.inviteCreator, ({ caller, params }) => inviteCreator(caller.userId, params.id, params.creatorId, new Date())),
  defineRoute(ROUTES.listOwnInvitations, ({ caller }) => ownInvitations(caller.userId)),
  defineRoute(ROUTES.declineInvitation, ({ caller, params }) => declineOwnInvitation(caller.userId, params.id, new Date())),
]);
