import { Box, Grid } from '@chakra-ui/react';
import { useEffect } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../../../shared/domain/constants';
import { EmptyNotice } from '../../components/EmptyNotice';
import { useT } from '../../i18n/useT';
import { useLocation, useSearchParams } from 'react-router';
import { ChannelListPanel } from './ChannelListPanel';
import { setChatSender } from './chat-live';
import { Conversation } from './Conversation';

const WIDE = `@media (min-width: ${MOBILE_BREAKPOINT_PX + 1}px)`;
const NARROW = `@media (max-width: ${MOBILE_BREAKPOINT_PX}px)`;

/**
 * The channels beside the open conversation (`?channel=` of the address, so a link, a reload or the back button
 * keeps it). On a phone one at a time: the list, or the conversation with a way back to the list.
 */
export function ChatWorkspace({ myId, campaignId, height }: { myId: string; campaignId?: string; height: string }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const [params, setParams] = useSearchParams();
  const channelId = params.get('channel') ?? undefined;

  useEffect(() => setChatSender(myId), [myId]);

  const hrefOf = (id: string) => {
    const next = new URLSearchParams(search);
    next.set('channel', id);
    return `${pathname}?${next.toString()}`;
  };
  const back = () =>
    setParams((next) => {
      next.delete('channel');
      return next;
    });

  return (
    <Grid
      templateColumns="minmax(0, 1fr)"
      css={{ [WIDE]: { gridTemplateColumns: 'minmax(16rem, 22rem) minmax(0, 1fr)' } }}
      h={height}
      minH="26rem"
      borderWidth="1px"
      borderRadius="l3"
      overflow="hidden"
      bg="bg"
      data-testid="chat-workspace"
    >
      <Box as="nav" aria-label={t('chat.channels')} overflowY="auto" borderEndWidth="1px" css={channelId ? { [NARROW]: { display: 'none' } } : undefined}>
        <ChannelListPanel campaignId={campaignId} selectedId={channelId} hrefOf={hrefOf} myId={myId} />
      </Box>
      <Box minW="0" minH="0" css={channelId ? undefined : { [NARROW]: { display: 'none' } }}>
        {channelId ? (
          <Conversation key={channelId} channelId={channelId} myId={myId} onBack={back} showCampaign={!campaignId} />
        ) : (
          <Box p="6">
            <EmptyNotice title={t('chat.choose')} description={t('chat.chooseHint')} />
          </Box>
        )}
      </Box>
    </Grid>
  );
}
