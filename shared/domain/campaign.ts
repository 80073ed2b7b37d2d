import type { ApplicationWait } from './apply-rules';
import type { RatingSummary } from './ratings';
import type { CategoryId } from './categories';
import type { NamedPage } from './page';
import type { PriceBreakdown } from './pricing';
import type { BriefMatch } from './brief-match';
import type { Onboarding } from './onboarding';
import type { ProductNeed } from './shipping';

/**
 * Campaigns (spec §3 campaign and campaign creation form, §4 campaign-creator statuses). Option ids are what records
 * and the API carry; the web app translates them (`campaign.<field>.<id>`), so labels can change without a migration.
 */

/**
 * One creator's deal on a campaign: the campaign, its company and the creator, with the names as they were when a
 * record of the deal was written (the admins' lists show and search them without reading each campaign).
 */
export interface DealParties {
  campaignId: string;
  campaignTitle: string;
  companyId: string;
  companyName: string;
  creatorId: string;
  creatorName: string;
}

export const CONTENT_TYPES = ['product-review', 'product-showcase', 'service'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** 9:16 full portrait, 16:9 landscape, 1:1 square, 4:5 vertical. */
export const ASPECT_RATIOS = ['9:16', '16:9', '1:1', '4:5'] as const;
export type AspectRatio = (typeof ASPECT_RATIOS)[number];

/** Seconds. */
export const VIDEO_DURATIONS = [15, 30, 60] as const;
export type VideoDuration = (typeof VIDEO_DURATIONS)[number];

export const PREFERRED_AGES = ['18-24', '25-34', '35-44', '45+'] as const;
export type PreferredAge = (typeof PREFERRED_AGES)[number];

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

/** What the creator should show in the video; several may be chosen (docs/decisions/campaigns.md, Campaigns). */
export const CREATOR_SHOULD_SHOW = ['baby', 'partner', 'pet', 'motorcycle', 'car', 'house', 'mobile-gadgets'] as const;
export type CreatorShouldShow = (typeof CREATOR_SHOULD_SHOW)[number];

/** Where the video is shot; one per campaign (docs/decisions/campaigns.md, Campaigns). */
export const LOCATIONS = ['kitchen', 'living-room', 'bathroom', 'office-mall', 'garage-workshop', 'outdoor'] as const;
export type Location = (typeof LOCATIONS)[number];

export const MIN_CONTENT_CREATORS = 1;
export const MAX_CONTENT_CREATORS = 10;
export const CAMPAIGN_TITLE_MAX_LENGTH = 100;
export const CAMPAIGN_DESCRIPTION_MAX_LENGTH = 2000;
export const CAMPAIGN_NOTES_MAX_LENGTH = 1000;
/** Spec §9 leaves campaign page sizes open: every campaign list pages by this many. */
export const CAMPAIGN_PAGE_SIZE = 10;
export const CAMPAIGN_KEYWORD_MAX_LENGTH = 100;

/** The creation form of spec §3, as `POST /campaigns` takes it (an `amount` sent with it is ignored: the server prices). */
export interface CampaignBrief {
  campaignTitle: string;
  description: string;
  contentType: ContentType;
  aspectRatio: AspectRatio;
  videoDuration: VideoDuration;
  numberOfContentCreators: number;
  picturesNeeded: boolean;
  /** Issue 28: whether creators need the product, and how they get it. */
  product?: ProductNeed;
  preferredAge: PreferredAge;
  gender: Gender;
  creatorInterests: CategoryId[];
  creatorShouldShow: CreatorShouldShow[];
  location: Location;
  additionalNotes?: string;
}

/**
 * - `unpaid`: created, waiting for the upfront payment (a failed or abandoned payment leaves it here; the company may pay again)
 * - `open`: paid, published in the exchange, taking applications
 * - `in-progress`: every place is filled; no longer in the exchange
 * - `completed`: every result approved (results issue)
 */
export const CAMPAIGN_STATUSES = ['unpaid', 'open', 'in-progress', 'completed'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/**
 * The campaign-creator statuses of spec §4, by id: In progress, Approved, Pending, Rejected, Under review,
 * Needs revision, Needs review, Completed; and beyond the spec `cancelled`: an overdue delivery an admin refunded to
 * the company (issue 13, compensation), which ends the creator's work unpaid.
 */
export const APPLICATION_STATUSES = ['pending', 'in-progress', 'rejected', 'under-review', 'needs-revision', 'needs-review', 'approved', 'completed', 'cancelled'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Statuses in which a creator works on the campaign: they count towards `activeCampaignsCount`. */
export const ACTIVE_APPLICATION_STATUSES: readonly ApplicationStatus[] = ['in-progress', 'under-review', 'needs-revision', 'needs-review'];
/** The creator's "My applies" tab shows waiting applications; "Requests history" shows the ones that were decided. */
export const HISTORY_APPLICATION_STATUSES: readonly ApplicationStatus[] = ['rejected', 'approved', 'completed', 'cancelled'];

/** A campaign as the API answers it. Amounts are integer halalas, VAT included. */
export interface CampaignView extends CampaignBrief {
  id: string;
  companyId: string;
  companyName: string;
  status: CampaignStatus;
  /** What the company pays: the total of `price`. */
  amount: number;
  price: PriceBreakdown;
  /** What one accepted creator is paid for the work, in halalas (docs/decisions/campaigns.md, Campaigns). */
  creatorEarning: number;
  createdAt: string;
  publishedAt?: string;
  /** Creators accepted so far, out of `numberOfContentCreators`. */
  acceptedCount: number;
  applicantsCount: number;
  groupChannelId?: string;
  /** Only to a creator: their own application, if any. */
  myApplication?: { status: ApplicationStatus; appliedAt: string; oneOnOneChannelId?: string };
  /** Only to the owning company and admins: whether a payment was tried and failed, for the "pay again" prompt. */
  lastPaymentStatus?: 'failed';
  /** Only to the owning company and admins (issue 28): the unused product budget refunded once it completed, halalas. */
  productBudgetReturned?: number;
}

/** One row of a campaign list (exchange, company list, creator lists). */
export type CampaignSummary = Omit<CampaignView, 'description' | 'additionalNotes' | 'product' | 'myApplication' | 'groupChannelId' | 'lastPaymentStatus' | 'productBudgetReturned'>;

export type CampaignList = NamedPage<'campaigns', CampaignSummary>;

/** A row of the exchange: the campaign, and the calling creator's own application to it if there is one. */
export type ExchangeCampaign = CampaignSummary & {
  myApplicationStatus?: ApplicationStatus;
  /** The company's logo, through a short-lived read URL (issue 27: a creator sees whose brand it is at a glance). */
  companyLogoUrl?: string;
};

/** `GET /campaigns`: a campaign list whose rows tell the caller where they stand with each campaign. */
export type ExchangeList = NamedPage<'campaigns', ExchangeCampaign>;

/** An application as the creator sees it in My applies, Requests history and the dashboard's table. */
export interface ApplicationView {
  campaign: CampaignSummary;
  status: ApplicationStatus;
  appliedAt: string;
  decidedAt?: string;
  oneOnOneChannelId?: string;
  /** Set on a pending application that cannot be accepted now, and why. */
  waitingFor?: ApplicationWait;
}

export type ApplicationList = NamedPage<'applications', ApplicationView>;

/** An applicant as the company sees it (spec §3 applied creators): the creator's public face and the application. */
export interface ApplicantView {
  creatorId: string;
  fullName: string;
  avatarReadUrl?: string;
  categories: CategoryId[];
  biography?: string;
  /** Up to three portfolio covers, through short-lived read URLs. */
  portfolioCovers: { caption: string; readUrl: string }[];
  status: ApplicationStatus;
  appliedAt: string;
  decidedAt?: string;
  /** Whether the creator's categories met the campaign's interests when they applied (false: they applied anyway). */
  interestsMatched: boolean;
  /** The brief's age range the creator is in, and their gender, when known (issue 27). */
  ageRange?: PreferredAge;
  gender?: Gender;
  /** How the creator meets the brief now: age, gender, interests (shared/domain/brief-match.ts). */
  match: BriefMatch;
  oneOnOneChannelId?: string;
  /** The company invited the creator (issue 28): invited candidates are listed first. */
  invited?: boolean;
  /** Her ratings by the companies she worked for (issue 28), when she has any that show. */
  rating?: RatingSummary;
  /** The creator already works on as many campaigns as a creator may: accepting them is refused until they finish one. */
  atActiveCampaignsLimit: boolean;
}

export type ApplicantList = NamedPage<'creators', ApplicantView>;

/** `GET /dashboard` (§2 dashboards): figures computed from the data. */
export type DashboardView =
  | {
      role: 'creator';
      activeCampaignsCount: number;
      pendingApplications: number;
      completedCampaigns: number;
      /** Earnings of accepted work not yet paid out, and paid out, in halalas. */
      earningsPending: number;
      earningsPaid: number;
      /** The steps of her onboarding, done or not (shared/domain/onboarding.ts). */
      onboarding: Onboarding;
    }
  | {
      role: 'company';
      campaignsByStatus: Record<CampaignStatus, number>;
      /** Confirmed payments, in halalas, VAT included. */
      totalSpend: number;
      openPlaces: number;
      pendingApplicants: number;
    };

/** A creator's interests match a campaign when they share at least one category. */
export function interestsMatch(creatorCategories: readonly string[], campaignInterests: readonly string[]): boolean {
  return campaignInterests.some((interest) => creatorCategories.includes(interest));
}
