import type { NamedPage } from './page';
import type { RatingSummary } from './ratings';

/**
 * Favourite creators (issue 28): a company stars the creators it wants to find again (from its candidates, its
 * results or a public profile), and `/creators` lists them with their last campaign together.
 */

/** How many creators a company may star: the list is read whole, so it stays one small page of the table. */
export const MAX_FAVOURITES = 200;
export const FAVOURITES_PAGE_SIZE = 20;

/** The latest campaign of the company's on which the creator worked (accepted, whatever came after). */
export interface CampaignTogether {
  campaignId: string;
  campaignTitle: string;
  /** When the creator was accepted. */
  acceptedAt: string;
}

export interface FavouriteCreatorView {
  creatorId: string;
  fullName: string;
  avatarReadUrl?: string;
  favouritedAt: string;
  lastCampaign?: CampaignTogether;
  /** Her ratings by the companies she worked for, when she has any that show. */
  rating?: RatingSummary;
}

/** `GET /favourites?page=`: the latest starred first. */
export type FavouriteList = NamedPage<'creators', FavouriteCreatorView>;

/** `GET /favourites/ids`: every starred creator's id, for the stars on cards and profiles. */
export interface FavouriteIds {
  creatorIds: string[];
}
