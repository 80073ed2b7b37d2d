import { Text, type TextProps } from '@chakra-ui/react';
import type { ChannelView } from '../../../../shared/domain/chat';
import { OneLine } from '../../components/OneLine';
import { useT } from '../../i18n/useT';
import { channelTitle } from './channel-view';

/**
 * A channel's name on one line, as the list and the conversation's header show it: the other person's name, or the
 * campaign's title then "· group". The title is cut at its own end, in its own direction (components/OneLine.tsx); the
 * word "group" always shows.
 */
export function ChannelName({ channel, ...props }: { channel: Pick<ChannelView, 'kind' | 'members' | 'campaignTitle'> } & TextProps) {
  const t = useT();
  if (channel.kind === 'direct') return <OneLine {...props}>{channelTitle(channel, t)}</OneLine>;
  return (
    <Text as="span" display="flex" gap="1" minW="0" {...props}>
      <OneLine>{channel.campaignTitle}</OneLine>
      <Text as="span" flexShrink="0">
        · {t('chat.group')}
      </Text>
    </Text>
  );
}
