import type { AspectRatio, CampaignBrief, ContentType, CreatorShouldShow, Gender, Location, PreferredAge, VideoDuration } from '../../../../../shared/domain/campaign';
import type { CategoryId } from '../../../../../shared/domain/categories';
import { campaignPrice, type PriceBreakdown } from '../../../../../shared/domain/pricing';
import { campaignInfoSchema, creatorInfoSchema } from '../../../../../shared/validation/campaign';

/** The three steps of spec §2's create-campaign flow, in order. */
export const CREATE_STEPS = ['campaign', 'creator', 'payment'] as const;
export type CreateStep = (typeof CREATE_STEPS)[number];

/** The creation form of spec §3 as the form holds it: a choice not made yet is ''. */
export interface CampaignFormValues {
  campaignTitle: string;
  description: string;
  contentType: ContentType | '';
  aspectRatio: AspectRatio | '';
  videoDuration: VideoDuration | '';
  numberOfContentCreators: number;
  picturesNeeded: boolean;
  preferredAge: PreferredAge | '';
  gender: Gender | '';
  creatorInterests: CategoryId[];
  creatorShouldShow: CreatorShouldShow[];
  location: Location | '';
  additionalNotes: string;
}

export const EMPTY_CAMPAIGN: CampaignFormValues = {
  campaignTitle: '',
  description: '',
  contentType: '',
  aspectRatio: '',
  videoDuration: '',
  numberOfContentCreators: 1,
  picturesNeeded: false,
  preferredAge: '',
  gender: '',
  creatorInterests: [],
  creatorShouldShow: [],
  location: '',
  additionalNotes: '',
};

/** A campaign `POST /campaigns` created whose payment has not started yet: paying again must not create a second one. */
export interface CreatedCampaign {
  id: string;
  amount: number;
}

export interface CampaignDraft {
  step: CreateStep;
  values: CampaignFormValues;
  created?: CreatedCampaign;
}

/**
 * Session storage, like the session itself: a reload keeps the company's progress, signing out (which clears
 * session storage, spec §2) forgets it, and so does leaving for the provider's checkout.
 */
const STORAGE_KEY = 'campaigns.create.draft';

export function loadDraft(): CampaignDraft {
  const stored = readStored();
  if (!stored) return { step: 'campaign', values: EMPTY_CAMPAIGN };
  const values: CampaignFormValues = { ...EMPTY_CAMPAIGN, ...stored.values };
  if (stored.created) return { step: 'payment', values, created: stored.created };
  // A stored step is only resumed when the steps before it are still valid (the rules may have changed since).
  const step = stored.step === 'campaign' || !campaignInfoSchema.isValidSync(values) ? 'campaign' : stored.step === 'creator' || !creatorInfoSchema.isValidSync(values) ? 'creator' : 'payment';
  return { step, values };
}

export function saveDraft(draft: CampaignDraft): void {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(draft));
}

export function clearDraft(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}

function readStored(): Partial<CampaignDraft> | undefined {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const draft = parsed as Partial<CampaignDraft>;
    if (!CREATE_STEPS.includes(draft.step as CreateStep) || typeof draft.values !== 'object' || draft.values === null) return undefined;
    if (draft.created && typeof draft.created.id !== 'string') return undefined;
    return draft;
  } catch {
    // A draft that is not JSON (edited by hand) is dropped: the form starts empty.
    return undefined;
  }
}

/** The price as soon as the choices it depends on are made (spec §9). */
export function priceOf(values: CampaignFormValues): PriceBreakdown | undefined {
  const { aspectRatio, videoDuration, numberOfContentCreators, picturesNeeded } = values;
  if (!aspectRatio || !videoDuration) return undefined;
  return campaignPrice({ aspectRatio, videoDuration, numberOfContentCreators, picturesNeeded });
}

/** The body of `POST /campaigns`: the values of both steps, trimmed, without an empty note. */
export function briefOf(values: CampaignFormValues): CampaignBrief {
  const additionalNotes = values.additionalNotes.trim();
  // Both steps passed their schemas before the payment step opens, so no choice is '' here; the API validates again.
  return {
    ...values,
    campaignTitle: values.campaignTitle.trim(),
    description: values.description.trim(),
    additionalNotes: additionalNotes || undefined,
  } as CampaignBrief;
}
