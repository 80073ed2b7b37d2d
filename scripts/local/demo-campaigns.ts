import type { RatingInput, RatingSide } from '../../shared/domain/ratings';
import type { DemoShipmentStage } from './seed-shipments';

/** The demo company's campaigns (seed-campaigns.ts makes them through the app's use cases), and what happens on each. */

/** The demo creators who apply: Noura (the first demo creator) and Reem (the third). */
export type DemoCreatorName = 'noura' | 'reem';

/**
 * How far an accepted creator's work has come: submitted and waiting for the company's review, sent back with the
 * company's comment, or approved (a campaign completes once every creator it accepted is); or nothing delivered in
 * the window, for which the company requests compensation (seed-compensations.ts).
 */
export type DemoDelivery =
  | { outcome: 'under-review'; revisedFirst?: DemoRevision }
  | { outcome: 'needs-revision'; revision: DemoRevision }
  | { outcome: 'approved'; ratings?: readonly DemoRating[] }
  | { outcome: 'overdue'; compensation: string };

/**
 * A company's request for revision (issue 26): a note for the set, and per file what to change; `file` is the video or
 * a picture's place in the set (0 for the first). Under review after one, the creator replaced those files and submitted again.
 */
interface DemoRevision {
  comment?: string;
  files: { file: 'video' | number; comments: { text: string; atSeconds?: number }[] }[];
}

/** A side's rating once the set is approved (issue 28): the company rates the creator, or the creator the company. */
interface DemoRating {
  by: RatingSide;
  input: RatingInput;
}

/** A delivery whose set the creator submits (every outcome but an overdue one). */
export type SubmittedDelivery = Exclude<DemoDelivery, { outcome: 'overdue' }>;

/** An accepted creator's product (issue 28), on a campaign that needs one: how far it has come before she delivers. */
interface ProductStage {
  shipment?: DemoShipmentStage;
}

export type DemoApplication = { by: DemoCreatorName; part: 'pending' | 'rejected' } | ({ by: DemoCreatorName; part: 'accepted'; delivery?: DemoDelivery } & ProductStage);
export type DeliveringApplication = { by: DemoCreatorName; part: 'accepted'; delivery: DemoDelivery } & ProductStage;

export interface DemoCampaign {
  brief: Record<string, unknown>;
  /** `open` is paid and published; `payment-failed` is unpaid after a declined card. */
  state: 'unpaid' | 'payment-failed' | 'open';
  /** The favourites the company invites once it is paid (issue 28), before anyone applies. */
  invitations?: readonly DemoCreatorName[];
  /** Of those invited, the ones who decline (the company is told). */
  declines?: readonly DemoCreatorName[];
  /** Each creator applies and is decided in this order; then the accepted ones with a `delivery` deliver, in order. */
  applications?: readonly DemoApplication[];
}

/** Who most of the demo's coffee campaigns ask for: women of 25-34 who cook, filmed at home. */
const HOME_COOKS = { preferredAge: '25-34', gender: 'female', creatorInterests: ['food-cooking'], creatorShouldShow: ['house'] } as const;

export const DEMO_CAMPAIGNS: readonly DemoCampaign[] = [
  {
    state: 'open',
    // Noura applied from her invitation (first among the candidates); Reem's waits at the top of her exchange.
    invitations: ['noura', 'reem'],
    applications: [{ by: 'noura', part: 'pending' }],
    brief: {
      campaignTitle: 'Pour-over at home',
      description: 'Show your morning pour-over with our Yirgacheffe beans: the bloom, the pour, the first sip.',
      contentType: 'product-review',
      aspectRatio: '9:16',
      videoDuration: 30,
      numberOfContentCreators: 3,
      ...HOME_COOKS,
      location: 'kitchen',
    },
  },
  {
    state: 'open',
    applications: [{ by: 'noura', part: 'accepted', delivery: { outcome: 'overdue', compensation: 'The summer launch was planned around this video and nothing arrived in 15 days. We would like the creator’s share back.' } }],
    brief: {
      campaignTitle: 'Cold brew for summer afternoons',
      description: 'A square showcase of our cold brew bottle, poured over ice on a hot Riyadh afternoon, plus five stills.',
      contentType: 'product-showcase',
      aspectRatio: '1:1',
      videoDuration: 15,
      numberOfContentCreators: 2,
      picturesNeeded: true,
      preferredAge: '18-24',
      gender: 'female',
      creatorInterests: ['food-cooking', 'travel-adventure'],
      creatorShouldShow: ['partner'],
      location: 'outdoor',
    },
  },
  {
    state: 'open',
    // Issue 28, product shipping: the company ships the roasts and dates; Noura's parcel is on its way with SMSA, so her
    // 15 days to deliver have not started.
    applications: [{ by: 'noura', part: 'accepted', shipment: { stage: 'shipped' } }],
    brief: {
      campaignTitle: 'Coffee and dates pairing',
      description: 'Pair three of our roasts with Sukkari, Ajwa and Medjool dates and tell viewers which you would serve guests.',
      contentType: 'product-review',
      aspectRatio: '4:5',
      videoDuration: 60,
      numberOfContentCreators: 1,
      product: { handover: 'ship' },
      ...HOME_COOKS,
      location: 'living-room',
      additionalNotes: 'Please keep the dates in their original box in the first shot.',
    },
  },
  {
    state: 'open',
    applications: [{ by: 'noura', part: 'rejected' }],
    brief: {
      campaignTitle: 'Travel mug on the road',
      description: 'Take our insulated travel mug on a drive to Edge of the World and show it keeping coffee hot.',
      contentType: 'product-review',
      aspectRatio: '9:16',
      videoDuration: 30,
      numberOfContentCreators: 2,
      preferredAge: '25-34',
      gender: 'male',
      creatorInterests: ['travel-adventure'],
      creatorShouldShow: ['car'],
      location: 'outdoor',
    },
  },
  {
    state: 'open',
    // Reem declined her invitation: the company's notice, and "Declined" in its invite dialog.
    invitations: ['reem'],
    declines: ['reem'],
    brief: {
      campaignTitle: 'Barista course at our roastery',
      description: 'A landscape walk-through of our weekend barista course: grinding, tamping, milk texturing.',
      contentType: 'service',
      aspectRatio: '16:9',
      videoDuration: 60,
      numberOfContentCreators: 2,
      preferredAge: '35-44',
      gender: 'male',
      creatorInterests: ['food-cooking', 'business-startups'],
      creatorShouldShow: ['mobile-gadgets'],
      location: 'office-mall',
    },
  },
  {
    state: 'open',
    applications: [
      {
        by: 'noura',
        part: 'accepted',
        // Both sides rated: the ratings show on both profiles.
        delivery: {
          outcome: 'approved',
          ratings: [
            {
              by: 'company',
              input: { overall: 5, criteria: { quality: 5, communication: 5, timeliness: 4 }, text: 'Warm, natural pour and a lovely first sip. Delivered a day early with every shot we asked for.' },
            },
            {
              by: 'creator',
              input: { overall: 4, criteria: { briefClarity: 5, feedbackFairness: 4, paymentSpeed: 4 }, text: 'موجز واضح جدًا وملاحظات محترمة. تجربة ممتازة مع فريق محمصة الرياض.' },
            },
          ],
        },
      },
      {
        by: 'reem',
        part: 'accepted',
        // Only the company rated: hidden from everyone until Reem rates or the 30 days end.
        delivery: { outcome: 'approved', ratings: [{ by: 'company', input: { overall: 4, criteria: { quality: 4, communication: 5, timeliness: 4 }, text: 'Beautiful light and a calm voice-over.' } }] },
      },
    ],
    brief: {
      campaignTitle: 'Saudi coffee for guests',
      description: 'Brew our light Khawlani roast the Saudi way, with cardamom and saffron, and pour the first cup for a guest.',
      contentType: 'product-review',
      aspectRatio: '9:16',
      videoDuration: 15,
      numberOfContentCreators: 2,
      preferredAge: '25-34',
      gender: 'female',
      creatorInterests: ['food-cooking', 'parenting-family'],
      creatorShouldShow: ['house'],
      location: 'living-room',
    },
  },
  {
    state: 'open',
    applications: [
      {
        by: 'noura',
        part: 'accepted',
        delivery: {
          outcome: 'needs-revision',
          revision: {
            comment: 'Lovely light and voice. Two things to change; the other pictures are perfect.',
            files: [
              { file: 'video', comments: [{ text: 'Please hold the bag still here for two seconds so viewers can read the roast date.', atSeconds: 7 }] },
              { file: 2, comments: [{ text: 'The valve is out of focus: please retake this one closer.' }] },
            ],
          },
        },
      },
    ],
    brief: {
      campaignTitle: 'First look at our new kraft bag',
      description: 'Open our new resealable kraft bag of Guji beans, smell them, and tell viewers how the valve keeps them fresh.',
      contentType: 'product-showcase',
      aspectRatio: '1:1',
      videoDuration: 15,
      numberOfContentCreators: 1,
      picturesNeeded: true,
      ...HOME_COOKS,
      location: 'kitchen',
    },
  },
  {
    state: 'open',
    applications: [
      {
        by: 'noura',
        part: 'accepted',
        delivery: { outcome: 'under-review', revisedFirst: { files: [{ file: 3, comments: [{ text: 'ممكن نعيد هذه الصورة بإضاءة أدفأ؟ الكوب يبدو باردًا.' }] }] } },
      },
    ],
    brief: {
      campaignTitle: 'Espresso at home with our Riyadh blend',
      description: 'Pull a shot of our Riyadh espresso blend on your home machine and show the crema, plus five stills of your set-up.',
      contentType: 'product-review',
      aspectRatio: '9:16',
      videoDuration: 30,
      numberOfContentCreators: 1,
      picturesNeeded: true,
      preferredAge: '18-24',
      gender: 'female',
      creatorInterests: ['food-cooking', 'beauty-fashion'],
      creatorShouldShow: ['mobile-gadgets'],
      location: 'kitchen',
    },
  },
  {
    state: 'open',
    applications: [{ by: 'reem', part: 'accepted', delivery: { outcome: 'overdue', compensation: 'لم يصلنا أي محتوى خلال المدة المتفق عليها، ونحتاج الفيديو قبل موسم الشتاء.' } }],
    brief: {
      campaignTitle: 'Cardamom latte for winter evenings',
      description: 'Make our cardamom latte at home on a cold evening: the spices, the froth, the first warm sip.',
      contentType: 'product-review',
      aspectRatio: '9:16',
      videoDuration: 15,
      numberOfContentCreators: 1,
      ...HOME_COOKS,
      location: 'kitchen',
    },
  },
  {
    state: 'open',
    // The company shipped the kit with SPL and Reem has it: her 15 days to deliver have started.
    applications: [{ by: 'reem', part: 'accepted', shipment: { stage: 'received' } }],
    brief: {
      campaignTitle: 'Cold brew kit, shipped to you',
      description: 'We send you our cold brew kit: show the overnight steep, the filter, and the first glass over ice.',
      contentType: 'product-showcase',
      aspectRatio: '9:16',
      videoDuration: 30,
      numberOfContentCreators: 1,
      product: { handover: 'ship' },
      ...HOME_COOKS,
      location: 'kitchen',
    },
  },
  {
    state: 'open',
    // Reem's dripper set arrived broken: she reported it (in Arabic), so the company and the admins' "Shipping
    // problems" see it until the company ships a new one.
    applications: [{ by: 'reem', part: 'accepted', shipment: { stage: 'problem', problem: 'وصل الطرد والكرتون مهروس، والقمع الخزفي مكسور من الحافة. أرجو إرسال قطعة بديلة.' } }],
    brief: {
      campaignTitle: 'Ceramic dripper set, shipped to you',
      description: 'We send you our ceramic dripper and server: show a slow pour-over and the set on your table.',
      contentType: 'product-showcase',
      aspectRatio: '4:5',
      videoDuration: 30,
      numberOfContentCreators: 1,
      product: { handover: 'ship' },
      ...HOME_COOKS,
      location: 'living-room',
    },
  },
  {
    state: 'open',
    // Buy and get reimbursed: Reem bought the dripper, uploaded her receipt and delivered; the approval owes her the
    // receipt's amount with her payout, an entry of its own on the covering screen and in her earnings.
    applications: [{ by: 'reem', part: 'accepted', shipment: { stage: 'purchased', amount: 12_650 }, delivery: { outcome: 'approved' } }],
    brief: {
      campaignTitle: 'Your V60 dripper, on us',
      description: 'Buy a V60 dripper from any shop near you (we pay you back up to SAR 150) and brew our Ethiopian beans with it.',
      contentType: 'product-review',
      aspectRatio: '9:16',
      videoDuration: 15,
      numberOfContentCreators: 1,
      product: { handover: 'reimburse', reimbursementLimit: 15_000 },
      ...HOME_COOKS,
      location: 'kitchen',
    },
  },
  {
    state: 'payment-failed',
    brief: {
      campaignTitle: 'Ramadan gift box unboxing',
      description: 'Unbox our Ramadan gift box: three roasts, a dallah and cardamom. Warm light, family table.',
      contentType: 'product-showcase',
      aspectRatio: '9:16',
      videoDuration: 30,
      numberOfContentCreators: 2,
      picturesNeeded: true,
      preferredAge: '25-34',
      gender: 'female',
      creatorInterests: ['food-cooking', 'parenting-family'],
      creatorShouldShow: ['baby', 'house'],
      location: 'living-room',
    },
  },
  {
    state: 'unpaid',
    brief: {
      campaignTitle: 'New office blend launch',
      description: 'Introduce our office blend to teams: a quick review from a desk, with the bag in view.',
      contentType: 'product-review',
      aspectRatio: '16:9',
      videoDuration: 15,
      numberOfContentCreators: 1,
      preferredAge: '25-34',
      gender: 'male',
      creatorInterests: ['business-startups'],
      creatorShouldShow: ['mobile-gadgets'],
      location: 'office-mall',
    },
  },
];

