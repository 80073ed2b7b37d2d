import { ROUTES } from '../../shared/api/routes';
import type { UploadType } from '../../shared/domain/uploads';
import { areaHandler, defineRoute } from '../core/http';
import {
  completeResultUpload,
  deleteResultFile,
  getCampaignProgress, getCreatorProgress, requestCompensation, requestResultParts,
  requestResultUpload,
  resultOriginal,
  reviewResults,
  submitResults,
} from '../domain/results';
import { resultsArchive } from '../domain/result-archive';
import { answerShipment, confirmShippingAddress, recordTracking, shipment, submitPurchase } from '../domain/shipments';
import { dealRatings, rateDeal } from '../domain/ratings';
import { libraryArchive, libraryFiles, requestLibraryArchive } from '../domain/library';
import { checkBody } from '../core/input';
import { RATE_SCHEMAS } from '../../shared/validation/ratings';
import { resultCertificate } from '../domain/result-certificate';

export const handler = areaHandler('results', [
  defineRoute(ROUTES.getShipment, ({ caller, params }) => shipment(caller, params.id, params.creatorId)),
  defineRoute(ROUTES.confirmShippingAddress, ({ caller, params, body }) => confirmShippingAddress(caller, params.id, params.creatorId, body)),
  defineRoute(ROUTES.recordShipmentTracking, ({ caller, params, body }) => recordTracking(caller, params.id, params.creatorId, body)),
  defineRoute(ROUTES.answerShipment, ({ caller, params, body }) => answerShipment(caller, params.id, params.creatorId, body)),
  defineRoute(ROUTES.submitPurchaseReceipt, ({ caller, params, body }) => submitPurchase(caller, params.id, params.creatorId, body)),
  defineRoute(ROUTES.listLibrary, ({ caller, query }) => libraryFiles(caller.userId, query)),
  defineRoute(ROUTES.requestLibraryArchive, ({ caller, body }) => requestLibraryArchive(caller.userId, body.files)),
  defineRoute(ROUTES.getLibraryArchive, ({ caller, params }) => libraryArchive(caller.userId, params.id)),
  defineRoute(ROUTES.getDealRatings, ({ caller, params }) => dealRatings(caller, params.id, params.creatorId, new Date())),
  /** `POST /campaigns/{id}/ratings/{creatorId}`: the rules of the caller's side first, then the use case. */
  defineRoute(ROUTES.rateDeal, ({ caller, params, body }) => {
    const input = checkBody(RATE_SCHEMAS[caller.role === 'company' ? 'company' : 'creator'], body);
    return rateDeal(caller, params.id, params.creatorId, input, new Date());
  }),
  // The schema has checked the type against the tables of shared/domain/uploads.ts.
  defineRoute(ROUTES.requestResultUpload, ({ caller, params, body }) => requestResultUpload(caller.userId, params.id, { ...body, fileType: body.fileType as UploadType })),
  defineRoute(ROUTES.requestResultParts, ({ caller, params }) => requestResultParts(caller.userId, params.id, params.resultId)),
  defineRoute(ROUTES.completeResultUpload, ({ caller, params }) => completeResultUpload(caller.userId, params.id, params.resultId)),
  defineRoute(ROUTES.deleteResultFile, ({ caller, params }) => deleteResultFile(caller.userId, params.id, params.resultId)),
  defineRoute(ROUTES.submitResults, ({ caller, params, body }) => submitResults(caller.userId, params.id, body.results)),
  defineRoute(ROUTES.getCampaignProgress, ({ caller, params, query }) => getCampaignProgress(caller, params.id, query.status)),
  defineRoute(ROUTES.getCreatorProgress, ({ caller, params }) => getCreatorProgress(caller, params.campaignId, params.id)),
  defineRoute(ROUTES.reviewResults, ({ caller, params, body }) => reviewResults(caller.userId, params.campaignId, params.creatorId, params.action, body)),
  defineRoute(ROUTES.requestCompensation, ({ caller, params, body }) => requestCompensation(caller.userId, params.id, params.creatorId, body.reason)),
  defineRoute(ROUTES.getResultOriginal, ({ caller, params }) => resultOriginal(caller, params.id, params.resultId)),
  defineRoute(ROUTES.getResultCertificate, ({ caller, params }) => resultCertificate(caller, params.id, params.creatorId)),
  defineRoute(ROUTES.getResultsArchive, ({ caller, params }) => resultsArchive(caller.userId, params.id)),
]);
