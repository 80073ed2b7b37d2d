import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from '../../lambdas/core/clients';
import { getApplication, listCampaignApplications } from '../../lambdas/data/applications';
import { getCampaignForDecision, listCompanyCampaignRecords } from '../../lambdas/data/campaigns';
import { getChannel } from '../../lambdas/data/chat-channels';
import { listMessages } from '../../lambdas/data/chat-messages';
import { channelKey, membershipKey, userChannelsIndexKey } from '../../lambdas/data/keys';
import { tableName } from '../../lambdas/data/table';
import { openApplicantChat } from '../../lambdas/domain/applications';
import { sendMessage } from '../../lambdas/domain/chat';
import { openChannelsOfAcceptedApplications } from '../../lambdas/domain/chat-backfill';
import { ConflictError } from '../../lambdas/core/errors';
import { reviewFlaggedMessage } from '../../lambdas/domain/chat-moderation';
import { sendMessageSchema } from '../../shared/validation/chat';
import { parseDemoInput } from './seed-input';

/**
 * The demo's conversations (issue 14), written through the chat's own use case so counts, previews, flags and events
 * are what the app makes: an English one-to-one with Noura about the coffee-and-dates pairing, an Arabic one with Reem
 * about her overdue cardamom latte (one message there gives a phone number in Arabic-Indic digits, so the admins'
 * flagged list has an entry, masked for the company, and the compensation request lets the admin read the channel;
 * Noura's Instagram handle in the English one is masked too and she was warned), the company's reminders to
 * Noura about her overdue cold brew (the other compensation request), and the group of the
 * Saudi coffee campaign, where both creators and the company talk in both languages, and the company's questions to
 * Noura about her pour-over application before deciding on it (issue 27). Each ends with messages the
 * other side has not read yet. The channels are moved back to the conversation's start (the only step no use case
 * can make: they opened with the seed's accepts, minutes ago); every start also opens the channels of accepts made
 * before the chat existed (an older `.data/`).
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

type Speaker = 'company' | 'noura' | 'reem';
/** One line of a conversation: who says it, and how long before the seed it was said. */
type Line = [Speaker, minutesAgo: number, text: string];

const ENGLISH_DIRECT: Line[] = [
  ['company', 4 * 24 * 60, 'Hi Noura, welcome to the coffee and dates pairing! The box with the Khalas dates and our medium roast is on its way to you.'],
  ['noura', 4 * 24 * 60 - 35, 'Thank you! So excited for this one. Should the dates be in the shot from the first second, or do you want the coffee poured first?'],
  ['company', 4 * 24 * 60 - 50, 'Coffee first, please: pour, then the dates come in on the small tray. Around 30 seconds in total, portrait.'],
  ['noura', 3 * 24 * 60, 'The box arrived 🎉 The tray is lovely. I will shoot at golden hour by the window, natural light works best for the steam.'],
  ['company', 3 * 24 * 60 - 20, 'Perfect. One tip from our roaster: let the cup rest ten seconds before the close-up so the crema settles.'],
  ['noura', 26 * 60, 'Quick question: may I mention the price in the voice-over, or keep it to the taste?\nI can do both versions.'],
  ['company', 25 * 60, 'Keep it to the taste, prices change by city. You can say "link in bio" at the end.'],
  ['noura', 95, 'Got it. First cut is done, I am polishing the sound now. I expect to upload everything by Thursday evening.'],
  ['noura', 90, 'Also: would you like a second take with Arabic subtitles? It would take me one more day.'],
  // Flagged, masked for the company, and its sender warned by the admin (issue 27).
  ['noura', 85, 'If it is easier, my insta is @noura.sips, we can settle the extra take there.'],
];

/** The demo's flagged messages an admin has already acted on: the sender of each was warned. */
const WARNED = new Set(['If it is easier, my insta is @noura.sips, we can settle the extra take there.']);

const ARABIC_DIRECT: Line[] = [
  ['company', 6 * 24 * 60, 'مرحباً ريم، سعداء بانضمامك لحملة لاتيه الهيل. هل وصلتك العبوة؟'],
  ['reem', 6 * 24 * 60 - 90, 'أهلاً! وصلت الحمد لله، الرائحة رائعة. متى تحتاجون الفيديو بالضبط؟'],
  ['company', 6 * 24 * 60 - 120, 'نحتاجه قبل موسم الشتاء، وأفضل لقطة تكون في جلسة مسائية دافئة مع فنجانين.'],
  ['reem', 2 * 24 * 60, 'اعتذر عن التأخير، مرضت الأسبوع الماضي. لو أسهل تواصلوا معي على الرقم ٠٥٥١٢٣٤٥٦٧'],
  ['company', 2 * 24 * 60 - 45, 'سلامتك! نفضّل أن يبقى التواصل هنا في المنصة حتى يكون كل شيء موثّقاً.'],
  ['company', 2 * 24 * 60 - 44, 'هل تستطيعين رفع المقطع خلال يومين؟ رفعنا طلب تعويض لكن يسعدنا أن نكمل معك.'],
];

/** Noura's overdue cold brew: what the admin reads beside the company's compensation request. */
const OVERDUE_DIRECT: Line[] = [
  ['company', 20 * 24 * 60, 'Hi Noura, thanks for joining the cold brew campaign! The bottles ship tomorrow, keep them in the fridge.'],
  ['noura', 20 * 24 * 60 - 60, 'Thank you! I will film it on the balcony in the afternoon light.'],
  ['company', 6 * 24 * 60, 'Hi Noura, the delivery date has passed. Is everything all right? Can you send the video this week?'],
  ['company', 3 * 24 * 60, 'We have not heard from you, so we asked the platform for a compensation. We would still love to have your video.'],
];

/** Before deciding on Noura's application to the pour-over campaign, the company asks her about her kit (issue 27). */
const PRE_DECISION_DIRECT: Line[] = [
  ['company', 5 * 60, 'Hi Noura, thanks for applying! Before we decide: do you have a gooseneck kettle? The slow pour is the heart of this video.'],
  ['noura', 4 * 60, 'Hi! Yes, a matte black one, and a glass dripper so the bloom shows on camera.'],
  ['company', 45, 'Lovely. Could you film the bloom in close-up, about five seconds?'],
];

const GROUP: Line[] = [
  ['company', 9 * 24 * 60, 'Welcome both! This group is for everything shared: the brief, timings and questions. مرحباً بكما!'],
  ['noura', 9 * 24 * 60 - 30, 'Hello Reem 👋 looking forward to this!'],
  ['reem', 9 * 24 * 60 - 40, 'أهلاً نورة! متحمسة جداً، أول مرة أصوّر القهوة السعودية مع الدلة.'],
  ['company', 8 * 24 * 60, 'A tip for both of you: pour from a height so the foam shows, and keep the finjan in the left third of the frame.'],
  ['reem', 8 * 24 * 60 - 15, 'ممتاز، وهل نضيف التمر في اللقطة أم القهوة فقط؟'],
  ['company', 8 * 24 * 60 - 25, 'القهوة مع تمرتين في صحن صغير، بدون شعارات أخرى في الخلفية.'],
  ['noura', 5 * 24 * 60, 'Both sets are approved, thank you for the kind notes! It was a pleasure working with you.'],
  ['company', 60 * 3, 'Thank you both, the videos did really well this week! شكراً لكما، أداء رائع.'],
];

/** The demo's accepted creators, by the name the seed gives them. */
export interface DemoChatMembers {
  noura: string;
  reem: string;
}

/** The demo admin, who reviews a flagged message of the demo. */
export interface DemoReviewer {
  userId: string;
  email: string;
}

export async function seedDemoChat(companyId: string, creators: DemoChatMembers, reviewer: DemoReviewer, firstStart: boolean): Promise<void> {
  const campaigns = await listCompanyCampaignRecords(companyId);
  for (const { id } of campaigns) await openChannelsOfAcceptedApplications(id);
  const idOf = (title: string) => campaigns.find((campaign) => campaign.campaignTitle === title)?.id;
  const speakers: Record<Speaker, string> = { company: companyId, ...creators };
  const conversations: { campaignId: string | undefined; channel: (campaignId: string) => Promise<string | undefined>; lines: Line[] }[] = [
    { campaignId: idOf('Coffee and dates pairing'), channel: (campaignId) => directChannel(campaignId, creators.noura), lines: ENGLISH_DIRECT },
    { campaignId: idOf('Cardamom latte for winter evenings'), channel: (campaignId) => directChannel(campaignId, creators.reem), lines: ARABIC_DIRECT },
    { campaignId: idOf('Cold brew for summer afternoons'), channel: (campaignId) => directChannel(campaignId, creators.noura), lines: OVERDUE_DIRECT },
    { campaignId: idOf('Saudi coffee for guests'), channel: async (campaignId) => (await getCampaignForDecision(campaignId, true))?.groupChannelId, lines: GROUP },
    { campaignId: idOf('Pour-over at home'), channel: (campaignId) => applicantChannel(companyId, campaignId, creators.noura), lines: PRE_DECISION_DIRECT },
  ];
  const now = Date.now();
  // On the first start, the channels nobody wrote in yet opened with the seed's accepts, minutes ago: they would lead
  // the channel list above every conversation, so they are moved back before the oldest one (later starts leave the
  // channels people opened alone).
  const quietSince = new Date(now - 30 * DAY_MS).toISOString();
  for (const { id } of firstStart ? campaigns : []) {
    const group = (await getCampaignForDecision(id, true))?.groupChannelId;
    const direct = (await listCampaignApplications(id)).flatMap((application) => (application.oneOnOneChannelId ? [application.oneOnOneChannelId] : []));
    for (const channelId of group ? [group, ...direct] : direct) if ((await listMessages(channelId, 1)).messages.length === 0) await openedAt(channelId, quietSince);
  }
  for (const { campaignId, channel, lines } of conversations) {
    const channelId = campaignId && (await channel(campaignId));
    // A campaign the demo no longer has, or a conversation an earlier start already wrote.
    if (!channelId || (await listMessages(channelId, 1)).messages.length > 0) continue;
    const [first] = lines;
    if (first) await openedAt(channelId, new Date(now - first[1] * MINUTE_MS - DAY_MS).toISOString());
    for (const [speaker, minutesAgo, text] of lines) {
      const input = parseDemoInput(sendMessageSchema, { clientId: randomUUID(), text });
      const { message } = await sendMessage({ userId: speakers[speaker] }, channelId, input, new Date(now - minutesAgo * MINUTE_MS));
      if (WARNED.has(text)) await reviewFlaggedMessage({ ...reviewer, pool: 'admins' }, channelId, message.id, 'warn');
    }
  }
}

/** The chat with an applicant, opened as the company opens it; none once someone declined her without one. */
async function applicantChannel(companyId: string, campaignId: string, creatorId: string): Promise<string | undefined> {
  try {
    return (await openApplicantChat(companyId, campaignId, creatorId)).channelId;
  } catch (error) {
    if (error instanceof ConflictError) return undefined;
    throw error;
  }
}

async function directChannel(campaignId: string, creatorId: string): Promise<string | undefined> {
  return (await getApplication(campaignId, creatorId, true))?.oneOnOneChannelId;
}

/** Moves a channel's opening (its facts and each member's joining, and their place in the channel list) back to `at`. */
async function openedAt(channelId: string, at: string): Promise<void> {
  const channel = await getChannel(channelId, true);
  if (!channel) return;
  const update = (key: Record<string, string>, extra: string, values: Record<string, string>) =>
    dynamoClient().send(
      new UpdateCommand({ TableName: tableName(), Key: key, UpdateExpression: `SET createdAt = :at${extra}`, ConditionExpression: 'attribute_exists(PK)', ExpressionAttributeValues: { ':at': at, ...values } }),
    );
  await update(channelKey(channelId), '', {});
  for (const memberId of channel.memberIds) {
    await update(membershipKey(memberId, channelId), ', GSI1SK = :activity', { ':activity': userChannelsIndexKey(memberId, at, channelId).GSI1SK });
  }
}
