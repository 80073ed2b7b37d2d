import { createContext, type ReactNode } from 'react';

/**
 * The campaign page's Chat tab content, handed down by the app (app/routes.tsx): the campaigns feature shows the
 * chat's channels without importing the chat feature, and the chat's code is fetched only when the tab opens.
 */
export const CampaignChatPanel = createContext<((props: { campaignId: string; myId: string }) => ReactNode) | null>(null);
