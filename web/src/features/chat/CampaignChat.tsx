import { ChatWorkspace } from './ChatWorkspace';

/**
 * The campaign page's Chat tab (spec §2 posting workspace): the campaign's channels and the open conversation. Loaded
 * apart when the tab is first opened, so the campaign page does not carry the chat.
 */
export default function CampaignChat({ campaignId, myId }: { campaignId: string; myId: string }) {
  return <ChatWorkspace myId={myId} campaignId={campaignId} height="min(75dvh, 44rem)" />;
}
