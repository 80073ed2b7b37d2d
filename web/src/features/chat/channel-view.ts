import type { ChannelView } from '../../../../shared/domain/chat';
import type { Translate } from '../../i18n/useT';

/** A channel's name for the caller: the other person of a direct channel, the campaign's group otherwise. */
export function channelTitle(channel: Pick<ChannelView, 'kind' | 'members' | 'campaignTitle'>, t: Translate): string {
  if (channel.kind === 'direct') return channel.members[0]?.name ?? channel.campaignTitle;
  return t('chat.groupTitle', { campaign: channel.campaignTitle });
}
