import type { AspectRatio, CampaignBrief, ContentType, CreatorShouldShow, Gender, Location, PreferredAge, VideoDuration } from '../../../../../shared/domain/campaign';
import type { CategoryId } from '../../../../../shared/domain/categories';
import { isUuid } from '../../../../../shared/domain/ids';
import { campaignPrice, type PriceBreakdown } from '../../../../../shared/domain/pricing';
import type { ProductNeed } from '../../../../../shared/domain/shipping';
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
  /** Issue 28: absent when creators need no product; a reimbursement's limit is undefined until a valid amount is typed. */
  product?: ProductNeed;
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
  /**
   * Sent with `POST /campaigns`: however often the draft is sent (a retry, a reload mid-request, a return from the
   * provider's checkout), the server creates one campaign for it.
   */
  idempotencyKey: string;
  step: CreateStep;
  values: CampaignFormValues;
  created?: CreatedCampaign;
}

/** A draft with nothing filled in yet, and a key of its own. */
export function newDraft(): CampaignDraft {
  return { idempotencyKey: crypto.randomUUID(), step: 'campaign', values: EMPTY_CAMPAIGN };
}

/**
 * Session storage, like the session itself: a reload keeps the company's progress, and so does a trip to the
 * provider's checkout and back; signing out (which clears session storage, spec §2) forgets it.
 */
const STORAGE_KEY = 'campaigns.create.draft';

/**
 * The draft of this tab. One that already created its campaign is resumed only on the page it created it from (a
 * reload, or the browser's back button from the provider's checkout: `resumedCampaignId` is what that history entry
 * remembers); any other arrival ("Create campaign") starts a new draft, and the created campaign waits, unpaid, in
 * the company's list with Edit, Pay now and Delete.
 */
export function loadDraft(resumedCampaignId: string | undefined): CampaignDraft {
  const stored = readStored();
  if (!stored) return newDraft();
  if (stored.created && stored.created.id !== resumedCampaignId) return newDraft();
  const values: CampaignFormValues = { ...EMPTY_CAMPAIGN, ...stored.values };
  // A draft stored before drafts had keys gets one; it has created nothing the server could know it by.
  const idempotencyKey = isUuid(stored.idempotencyKey) ? stored.idempotencyKey : crypto.randomUUID();
  if (stored.created) return { idempotencyKey, step: 'payment', values, created: stored.created };
  // A stored step is only resumed when the steps before it are still valid (the rules may have changed since).
  const step = stored.step === 'campaign' || !campaignInfoSchema.isValidSync(values) ? 'campaign' : stored.step === 'creator' || !creatorInfoSchema.isValidSync(values) ? 'creator' : 'payment';
  return { idempotencyKey, step, values };
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
  const { aspectRatio, videoDuration, numberOfContentCreators, picturesNeeded, product } = values;
  if (!aspectRatio || !videoDuration) return undefined;
  return campaignPrice({ aspectRatio, videoDuration, numberOfContentCreators, picturesNeeded, product });
}

/** A campaign's brief as the form holds it: what an edit starts from. */
export function formValuesOf(brief: CampaignBrief): CampaignFormValues {
  return {
    campaignTitle: brief.campaignTitle,
    description: brief.description,
    contentType: brief.contentType,
    aspectRatio: brief.aspectRatio,
    videoDuration: brief.videoDuration,
    numberOfContentCreators: brief.numberOfContentCreators,
    picturesNeeded: brief.picturesNeeded,
    ...(brief.product ? { product: brief.product } : {}),
    preferredAge: brief.preferredAge,
    gender: brief.gender,
    creatorInterests: brief.creatorInterests,
    creatorShouldShow: brief.creatorShouldShow,
    location: brief.location,
    additionalNotes: brief.additionalNotes ?? '',
  };
}

/** The product terms as sent: a limit only for a reimbursement. */
function productOf(product: ProductNeed | undefined): ProductNeed | undefined {
  if (!product) return undefined;
  return product.handover === 'ship' ? { handover: 'ship' } : product;
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
    product: productOf(values.product),
  } as CampaignBrief;
}
