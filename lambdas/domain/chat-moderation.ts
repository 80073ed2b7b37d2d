import type { MessageReview, MessageReviewAction } from '../../shared/domain/chat';
import type { Caller } from '../core/caller';
import { ConflictError, NotFoundError } from '../core/errors';
import { getMessage, putMessageReview } from '../data/chat-messages';
import { newEvent } from '../data/events';
import { getUserById } from '../data/users';
import { setAccountStatus } from './accounts';

/**
 * `POST /admin/chat/channels/{channelId}/messages/{messageId}/review` (issue 27): an admin acts on a flagged message,
 * once — dismisses the flag (the other members then read it whole), warns the sender (the `chat.warning` notice and
 * mail, in their language, stored with the review), or deactivates the sender's account as the Users screen does
 * (first: the status change is idempotent, so a failure after it leaves the review to retry). The review keeps who
 * (the admin's address) and when. 404 for a message that is not flagged; 409 MESSAGE_ALREADY_REVIEWED once acted on.
 */
export async function reviewFlaggedMessage(admin: Caller, channelId: string, messageId: string, action: MessageReviewAction): Promise<{ review: MessageReview }> {
  const message = await getMessage(channelId, messageId);
  if (!message?.flagged) throw new NotFoundError();
  if (message.review) throw new ConflictError('MESSAGE_ALREADY_REVIEWED');
  const review: MessageReview = { action, by: admin.email, at: new Date().toISOString() };
  // A sender whose account is deleted since has nobody left to warn or deactivate; the review is still kept.
  const sender = await getUserById(message.senderId);
  if (action === 'deactivate' && sender && sender.role !== 'admin') await setAccountStatus(admin.userId, sender.role, sender.id, 'Inactive');
  const events =
    action === 'warn' && sender ? [newEvent('chat.warning', { userId: sender.id, channelId, campaignId: message.campaignId, campaignTitle: message.campaignTitle }, review.at)] : [];
  if (!(await putMessageReview(message, review, events))) throw new ConflictError('MESSAGE_ALREADY_REVIEWED');
  return { review };
}
