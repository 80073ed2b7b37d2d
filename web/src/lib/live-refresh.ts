import type { QueryKey } from '@tanstack/react-query';
import type { LiveMessage } from '../../../shared/domain/live';
import type { NotificationType } from '../../../shared/domain/notifications';
import { QUERY_ROOTS } from './query-keys';

/**
 * What a live message makes stale (issue 27: every list follows the events its user receives): one mapping from a
 * notice's type to the screens it changes, and from a screen to its reads' keys. The query scope invalidates them on
 * each message, so no page needs a reload to show what a notice just announced. Pure, and unit-tested.
 */

export type LiveNews = LiveMessage | 'reconnected';

/** The screens a notice can change, beyond the notifications themselves. */
type Screen = 'dashboard' | 'ownCampaigns' | 'exchange' | 'campaign' | 'earnings' | 'invoices' | 'creatorProfile' | 'chat';

const SCREENS_OF: { readonly [Type in NotificationType]: readonly Screen[] } = {
  'campaign.published': ['dashboard', 'ownCampaigns', 'campaign'],
  'payment.failed': ['dashboard', 'ownCampaigns', 'campaign'],
  'payment.refunded': ['dashboard', 'ownCampaigns', 'campaign', 'invoices'],
  // The company's applicants and counts.
  'application.created': ['dashboard', 'ownCampaigns', 'campaign'],
  // The creator's campaigns, her applications on the exchange, the campaign's workspace; her chats (the accept opens
  // them, the decline closes one opened before it).
  'application.accepted': ['dashboard', 'ownCampaigns', 'exchange', 'campaign', 'chat'],
  'application.rejected': ['dashboard', 'exchange', 'campaign', 'chat'],
  // The invitation at the top of her exchange.
  'invitation.sent': ['exchange'],
  // The invitation's status in the company's invite dialog.
  'invitation.declined': ['campaign'],
  // The product's shipment on the campaign page (issue 28); its receipt starts the delivery window the dashboard counts.
  'shipment.address.confirmed': ['campaign'],
  'product.shipped': ['campaign'],
  'product.received': ['dashboard', 'campaign'],
  'shipment.problem': ['campaign'],
  // The returned budget on the campaign's price.
  'product.budget.returned': ['campaign'],
  // The deal's rating on the campaign page.
  'creator.rated': ['campaign'],
  'company.rated': ['campaign'],
  'review.hidden': ['campaign'],
  // A licence decides whether she may apply.
  'licence.approved': ['dashboard', 'creatorProfile', 'exchange'],
  'licence.rejected': ['dashboard', 'creatorProfile'],
  'result.submitted': ['dashboard', 'ownCampaigns', 'campaign'],
  'revision.requested': ['dashboard', 'ownCampaigns', 'campaign'],
  'result.approved': ['dashboard', 'ownCampaigns', 'campaign', 'earnings'],
  'campaign.completed': ['dashboard', 'ownCampaigns', 'campaign'],
  'delivery.reminder': ['campaign'],
  'delivery.overdue': ['dashboard', 'campaign'],
  'compensation.requested': ['campaign'],
  'compensation.decided': ['dashboard', 'ownCampaigns', 'campaign', 'invoices'],
  'delivery.cancelled': ['dashboard', 'ownCampaigns', 'exchange', 'campaign'],
  'delivery.extended': ['campaign'],
  'payout.paid': ['dashboard', 'earnings'],
  // The tab signs out (its own live message, query-scope.tsx); an active account again changes what the dashboard allows.
  'account.deactivated': [],
  'account.reactivated': ['dashboard'],
  // A warning changes nothing on screen but the notice itself.
  'chat.warning': [],
  // Mail only: nothing on screen changes.
  'chat.unread.reminder': [],
};

/** Every screen: what a reconnect refreshes, since anything may have happened while the channel was down. */
const ALL_SCREENS: readonly Screen[] = ['dashboard', 'ownCampaigns', 'exchange', 'campaign', 'earnings', 'invoices', 'creatorProfile'];

function keysOf(screen: Screen, campaignId: string | undefined): QueryKey[] {
  switch (screen) {
    case 'dashboard':
      return [[QUERY_ROOTS.dashboard]];
    case 'ownCampaigns':
      return [[QUERY_ROOTS.campaigns, 'own']];
    case 'exchange':
      return [
        [QUERY_ROOTS.campaigns, 'open'],
        [QUERY_ROOTS.campaigns, 'applications'],
      ];
    case 'campaign':
      // A reconnect does not know which campaign changed: every open one is read again.
      return [campaignId === undefined ? [QUERY_ROOTS.campaigns, 'detail'] : [QUERY_ROOTS.campaigns, 'detail', campaignId]];
    case 'earnings':
      return [[QUERY_ROOTS.earnings]];
    case 'invoices':
      return [[QUERY_ROOTS.invoices]];
    case 'creatorProfile':
      return [[QUERY_ROOTS.profiles, 'creator', 'own']];
    case 'chat':
      return [[QUERY_ROOTS.chat]];
  }
}

/**
 * The reads a live message makes stale: the notifications (the badge, the page) for any notice or count, and the
 * screens its type changes; after a reconnect, all of them. The chat's pushes are the chat's own business (its
 * listener keeps its caches), and a pong says nothing.
 */
export function queriesAffectedBy(news: LiveNews): QueryKey[] {
  if (news === 'reconnected') return [[QUERY_ROOTS.notifications], ...ALL_SCREENS.flatMap((screen) => keysOf(screen, undefined))];
  if (news.type === 'pong' || news.type === 'account-deactivated' || news.type.startsWith('chat.')) return [];
  if (news.type !== 'notification') return [[QUERY_ROOTS.notifications]];
  const { type, campaignId } = news.notification;
  const screens = SCREENS_OF[type].filter((screen) => screen !== 'campaign' || campaignId);
  return [[QUERY_ROOTS.notifications], ...screens.flatMap((screen) => keysOf(screen, campaignId))];
}
