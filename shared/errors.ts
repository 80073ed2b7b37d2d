import { MAX_ACTIVE_CAMPAIGNS_TO_APPLY } from './domain/constants';
import { MAX_FAVOURITES } from './domain/favourites';
import { MAX_INVITATIONS_PER_CAMPAIGN } from './domain/invitations';
import type { ValidationMessageKey } from './validation/messages';

/**
 * Stable error codes of the HTTP API and the English message each one carries by default.
 * Clients key their translations on the code; the message is the specification's text where it has one.
 */
export const ERROR_MESSAGES = {
  BAD_REQUEST: 'The request is not valid.',
  INVALID_JSON: 'The request body is not valid JSON.',
  INVALID_BODY: 'The request body must be a JSON object.',
  INVALID_IDENTIFIER: 'An id or key in this request is too long or is not valid text.',
  VALIDATION_FAILED: 'Some fields are not valid.',
  NOTHING_TO_UPDATE: 'Send at least one field to change.',
  INVALID_USER_TYPE: 'The user type must be creators or companies.',
  INVALID_ROLE: 'The role must be creator or company.',
  SOFT_DELETE_UNSUPPORTED: 'Deactivating your own account is not supported: delete it, or ask support to deactivate it.',
  UNAUTHORIZED: 'Please sign in to continue.',
  FORBIDDEN: 'You are not allowed to do this.',
  ACCOUNT_INACTIVE: 'Your account has been deactivated. Please contact support.',
  NOT_FOUND: 'Not found.',
  ROUTE_NOT_FOUND: 'No such API route.',
  CONFLICT: 'The request conflicts with the current state.',
  ACCOUNT_EXISTS: 'An account with this e-mail already exists.',
  ROLE_MISMATCH: 'This e-mail was signed up for another role.',
  ACCOUNT_HAS_ACTIVE_CAMPAIGNS: 'Please finish your active campaigns before deleting your account.',
  INVALID_EMAIL: 'Invalid email',
  DEPENDENCY_UNAVAILABLE: 'A service the product depends on is unavailable.',
  TOO_MANY_REQUESTS: 'Too many messages were sent from your address. Please try again in an hour.',
  SIGN_UP_DETAILS_MISMATCH: 'The name and country must be the ones given at sign-up.',
  INVALID_CREATOR_ID: 'Invalid creator ID',
  INVALID_COMPANY_ID: 'Invalid company ID',
  INVALID_LICENCE_ID: 'Invalid licence ID',
  INVALID_PROFILE_SECTION: 'The profile section must be one of details, general, categories, social, portfolio, licence.',
  LICENCE_ALREADY_DECIDED: 'This licence has already been approved or rejected.',
  INVALID_CAMPAIGN_ID: 'Invalid campaign ID',
  INVALID_CLIENT_ID: 'Invalid clientId',
  INVALID_CARD_ID: 'Invalid card ID',
  ACTIVE_CAMPAIGNS_LIMIT: 'Please finish at least one of your active campaigns before applying to a new one.',
  PAYMENT_CARD_REQUIRED: 'Please add a payment card before applying to a campaign.',
  LICENCE_REQUIRED: 'Your licence is missing or expires soon. Please add a new one before applying.',
  LICENCE_PENDING_REVIEW: 'Your licence is waiting for review. You can apply to campaigns once an administrator approves it.',
  PROFILE_INCOMPLETE: 'Please complete your profile before applying to a campaign.',
  INTERESTS_MISMATCH: 'Interests do not match',
  ALREADY_APPLIED: 'You have already applied to this campaign.',
  CAMPAIGN_NOT_OPEN: 'This campaign is not open for applications.',
  CAMPAIGN_FULL: 'Every place in this campaign has been filled.',
  APPLICATION_ALREADY_DECIDED: 'This applicant has already been accepted or rejected.',
  APPLICATION_NOT_FOUND: 'This creator has not applied to this campaign.',
  CREATOR_ACTIVE_CAMPAIGNS_LIMIT: `This creator is already working on ${MAX_ACTIVE_CAMPAIGNS_TO_APPLY} campaigns, the most a creator can take at once. You can accept them once they finish one.`,
  CAMPAIGN_ALREADY_PAID: 'This campaign has already been paid.',
  ACCOUNT_HAS_OPEN_CAMPAIGNS: 'Please wait until your open and in-progress campaigns are completed before deleting your account.',
  ACCOUNT_HAS_OWED_PAYOUTS: 'Please wait until the payouts owed to you are transferred before deleting your account.',
  INVALID_WEBHOOK_SIGNATURE: 'The webhook signature is not valid.',
  PAYMENT_PROVIDER_UNAVAILABLE: 'The payment provider is not available. Please try again later.',
  CARD_NOT_ACCEPTED: 'This card could not be verified by the payment provider.',
  CARD_EXPIRED: 'This card has expired.',
  INVALID_BANK_ACCOUNT_ID: 'Invalid bank account ID',
  BANK_ACCOUNT_LIMIT: 'You can keep up to 5 bank accounts. Remove one to add another.',
  BANK_ACCOUNT_EXISTS: 'This bank account is already saved.',
  FAVOURITES_LIMIT: `You can star up to ${MAX_FAVOURITES} creators. Remove a star to add another.`,
  NOT_A_FAVOURITE: 'Only your favourite creators can be invited. Star the creator first.',
  CREATOR_ALREADY_APPLIED: 'This creator has already applied to this campaign.',
  INVITATIONS_LIMIT: `A campaign can have up to ${MAX_INVITATIONS_PER_CAMPAIGN} invitations.`,
  INVITATION_NOT_FOUND: 'This invitation does not exist.',
  LIBRARY_FILE_NOT_FOUND: 'A file you chose is not in your library.',
  SHIPMENT_NOT_FOUND: 'This campaign does not need the creator to receive a product.',
  SHIPMENT_STEP_NOT_ALLOWED: 'This step of the product’s shipment is not open now.',
  SHIPMENT_CHANGED: 'The shipment changed meanwhile. Reload the page and try again.',
  RATING_NOT_OPEN: 'Ratings open once the creator’s set is approved.',
  RATING_CLOSED: 'The 30 days to rate this campaign are over.',
  ALREADY_RATED: 'You have already rated this campaign.',
  INVALID_RATING_SIDE: 'The side must be company or creator.',
  REVIEW_NOT_FOUND: 'This review does not exist.',
  REVIEW_ALREADY_HIDDEN: 'This review is already hidden.',
  INVITATION_ALREADY_ANSWERED: 'You have already applied to this campaign or declined the invitation.',
  INVALID_RESULT_ID: 'Invalid result ID',
  INVALID_ACTION: 'Invalid action handler',
  NOT_ACCEPTED_TO_CAMPAIGN: 'You are not working on this campaign.',
  RESULTS_NOT_EXPECTED: 'Results cannot be uploaded or submitted now: they are under review or approved.',
  RESULTS_NOT_READY: 'Some files are still being checked or processed, or were refused. Submit once every file is ready.',
  RESULTS_INCOMPLETE: 'The set is not complete: submit every video and picture the brief asks for.',
  RESULTS_TOO_MANY: 'The set has more files than the brief asks for. Remove the extra ones first.',
  TOO_MANY_FILES: 'You have uploaded as many files as this campaign allows. Remove some first.',
  RESULT_NOT_FOUND: 'This file is not among your uploads for this campaign.',
  UPLOAD_NOT_IN_PROGRESS: 'This file is no longer being uploaded. Remove it and upload it again.',
  UPLOAD_PARTS_MISSING: 'Some parts of this file have not arrived yet. Send them again.',
  RESULTS_NOT_SUBMITTED: 'These results are not waiting for review.',
  REVISION_COMMENT_REQUIRED: 'Please tell the creator what to change.',
  ORIGINALS_NOT_AVAILABLE: 'Originals can be downloaded once the results are approved.',
  RESULT_NOT_REPLACEABLE: 'Only a file the brand asked to change can be replaced, by a file of the same kind.',
  MOMENT_NOT_ON_VIDEO: 'A moment can be marked on a video only.',
  MOMENT_PAST_END: 'This moment is after the end of the video.',
  DELIVERY_NOT_OVERDUE: 'Compensation can be requested once the 15-day delivery window has ended without results.',
  COMPENSATION_ALREADY_REQUESTED: 'Compensation has already been requested for this delivery.',
  COMPENSATION_NOT_FOUND: 'This compensation request does not exist.',
  COMPENSATION_ALREADY_DECIDED: 'This compensation request has already been decided.',
  MESSAGE_ALREADY_REVIEWED: 'An administrator has already acted on this message.',
  INVALID_MESSAGE_ID: 'The message id is not valid.',
  DELIVERY_ALREADY_SUBMITTED: 'The creator has submitted results since the request: the company reviews them, no extension is needed.',
  INVALID_CHANNEL_ID: 'The channel id is not valid.',
  CHANNEL_NOT_FOUND: 'This conversation does not exist, or you are not part of it.',
  CHANNEL_ARCHIVED: 'This conversation was closed when the application was declined. You can still read it.',
  CHANNEL_NOT_UNDER_REVIEW: 'This conversation can be read only while a compensation request or a flagged message concerns it.',
  ATTACHMENT_NOT_READY: 'An attached file is not among your checked uploads. Upload it again.',
  REFUND_REFUSED: 'The payment provider refused the refund. Check the payment in the provider’s dashboard.',
  INVALID_PAYOUT_ID: 'Invalid payout ID',
  INVALID_EXPORT_ID: 'Invalid export ID',
  EXPORT_NOT_FOUND: 'This export does not exist or has expired.',
  PAYOUT_NOT_FOUND: 'This payout does not exist.',
  BANK_ACCOUNT_REQUIRED: 'The creator has no default bank account yet: the payout cannot be sent.',
  PAYOUT_ALREADY_PAID: 'This payout is already paid: its account is not shown again.',
  INVALID_INVOICE_NUMBER: 'Invalid invoice number',
  INTERNAL: 'An unexpected error occurred',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

/** Every code: what a client checks an answer's code against (the web build gets only this, not the messages). */
export const ERROR_CODES: ReadonlySet<string> = new Set(Object.keys(ERROR_MESSAGES));

/** The JSON body of every error answer of the API. */
export interface ApiErrorBody {
  code: ErrorCode;
  /** English text; for `VALIDATION_FAILED`, the text of the first failing field's message. */
  message: string;
  requestId?: string;
  /**
   * For validation failures: field name to the message key (a `ValidationMessageKey`, e.g. `nameTooLong`) of
   * its first failing rule, which clients translate as `validation.<key>`; `_` stands for the body as a whole.
   */
  fields?: Record<string, ValidationMessageKey>;
}
