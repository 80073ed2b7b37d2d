import type { PaymentRefundReason } from '../../shared/domain/events';
import type { NoticeMailWords } from './notice-mail-words';

/** The English words of each notice's mail. */

const REFUND_REASONS: Record<PaymentRefundReason, string> = {
  'campaign-not-unpaid': 'the campaign had already been paid',
  'campaign-not-found': 'the campaign had been deleted',
  'amount-mismatch': "the amount paid was not the campaign's price",
};

export const ENGLISH_MAIL_WORDS: NoticeMailWords = {
  'application.accepted': (f) => ({
    subject: 'You were accepted for a campaign',
    lines: [
      `${f.companyName} accepted you for the campaign "${f.campaignTitle}". ` +
        (f.product === 'ship'
          ? 'Confirm where to ship the product: your 15 days to deliver start when it arrives.'
          : f.product === 'reimburse'
            ? 'Buy the product and upload your receipt: it is paid back with your payout, and your 15 days to deliver start then.'
            : 'You can start working on it now.'),
    ],
    action: 'Open the campaign',
  }),
  'application.rejected': (f) => ({
    subject: 'Your application was not accepted',
    lines: [`${f.companyName} did not choose you for the campaign "${f.campaignTitle}" this time. Other campaigns are waiting for you in the exchange.`],
    action: 'See your requests',
  }),
  'shipment.address.confirmed': (f) => ({
    subject: `${f.creatorName} is ready for the product`,
    lines: [`${f.creatorName} confirmed the shipping address for the campaign "${f.campaignTitle}". Ship the product and record the carrier and tracking number on the campaign page.`],
    action: 'Record the shipment',
  }),
  'product.shipped': (f) => ({
    subject: 'Your product is on its way',
    lines: [`${f.companyName} shipped the product for the campaign "${f.campaignTitle}" with ${f.carrier}. Tracking number: ${f.trackingNumber}.`, 'Confirm when it arrives: your 15 days to deliver start then.'],
    action: 'Follow the shipment',
  }),
  'product.received': (f) => ({
    subject: `${f.creatorName} has the product`,
    lines: [
      f.paid
        ? `${f.creatorName} bought the product for the campaign "${f.campaignTitle}" and uploaded the receipt: SAR ${f.amount}, paid back with her payout.`
        : `${f.creatorName} received the product for the campaign "${f.campaignTitle}".`,
      ...(f.windowEndsOn ? [`The 15 days to deliver started: the results are due by ${f.windowEndsOn}.`] : []),
    ],
    action: 'Open the campaign',
  }),
  'shipment.problem': (f) => ({
    subject: `${f.creatorName} reported a problem with the product`,
    lines: [`${f.creatorName} reported a problem with the product for the campaign "${f.campaignTitle}":`, f.problem, 'Ship it again with a new tracking number, or reply in the chat. Our team sees the report too.'],
    action: 'Open the campaign',
  }),
  'product.budget.returned': (f) => ({
    subject: 'Your unused product budget was refunded',
    lines: [
      `The campaign "${f.campaignTitle}" is complete, and ${f.amount} SAR of its product budget was not spent on the creators' purchases. It has been refunded to the card the campaign was paid with.`,
      'Your bank may take a few days to show it.',
    ],
    action: 'Open the campaign',
  }),
  'creator.rated': (f) => ({
    subject: `${f.companyName} rated your work`,
    lines: [
      `${f.companyName} rated your work on the campaign "${f.campaignTitle}". Rate your experience with them too: both ratings show on your profiles when you have both rated, or on ${f.dueOn} whatever happens.`,
    ],
    action: 'Rate the company',
  }),
  'company.rated': (f) => ({
    subject: `${f.creatorName} rated your campaign`,
    lines: [
      `${f.creatorName} rated working with you on the campaign "${f.campaignTitle}". Rate their work too: both ratings show on your profiles when you have both rated, or on ${f.dueOn} whatever happens.`,
    ],
    action: 'Rate the creator',
  }),
  'review.hidden': (f) => ({
    subject: 'Your review was hidden',
    lines: [`An administrator of the UGC marketplace hid your review of the campaign "${f.campaignTitle}" because it breaks our terms.`, `Reason: ${f.reason}`],
    action: 'Open the campaign',
  }),
  'invitation.sent': (f) => ({
    subject: `${f.companyName} invites you to a campaign`,
    lines: [
      `${f.companyName} invited you to apply to the campaign "${f.campaignTitle}". The invitation is at the top of your exchange; applying from it puts you first among the candidates.`,
      'The invitation lasts while the campaign has free places.',
    ],
    action: 'See the invitation',
  }),
  'licence.approved': (f) => ({
    subject: 'Your licence is approved',
    lines: [`Your licence (valid until ${f.expiresOn}) has been approved. You can now apply to campaigns.`],
    action: 'Browse campaigns',
  }),
  'licence.rejected': (f) => ({
    subject: 'Your licence was not approved',
    lines: ['Your licence could not be approved.', `Reason: ${f.reason}`, 'Please add a new licence in your profile.'],
    action: 'Open your profile',
  }),
  'campaign.published': (f) =>
    f.paid
      ? {
          subject: 'Your payment receipt: the campaign is published',
          lines: [
            `We received your payment of ${f.amount} SAR, VAT included (VAT: ${f.vat} SAR), for the campaign "${f.campaignTitle}". It is now published and creators can apply.`,
            `Your tax invoice (PDF) is on the Payment page: ${f.invoicesUrl}`,
          ],
          action: 'Open the campaign',
        }
      : undefined,
  'payment.failed': (f) => ({
    subject: 'Your payment did not go through',
    lines: [`The payment for the campaign "${f.campaignTitle}" did not go through, so the campaign is not published yet. You can try again with another card.`],
    action: 'Pay for the campaign',
  }),
  'payment.refunded': (f) => ({
    subject: 'Your payment was refunded',
    lines: [
      `We received a payment of ${f.amount} SAR for the campaign "${f.campaignTitle}", but ${REFUND_REASONS[f.reason as PaymentRefundReason] ?? f.reason}, so it has been refunded in full to the card it was paid with.`,
      'Your bank may take a few days to show it.',
    ],
    action: 'Open payments',
  }),
  'result.submitted': (f) => ({
    subject: 'Results are ready for your review',
    lines: [`${f.creatorName} submitted their results for the campaign "${f.campaignTitle}". Watch the previews, then approve them or ask for a revision.`],
    action: 'Review the results',
  }),
  'revision.requested': (f) => ({
    subject: 'A revision was requested',
    lines: [`${f.companyName} asked for a revision of your results for the campaign "${f.campaignTitle}".`, `Their comment: ${f.comment}`, 'Upload the new version and submit it again.'],
    action: 'Recreate the results',
  }),
  'result.approved': (f) => ({
    subject: 'Your results were approved',
    lines: [`${f.companyName} approved your results for the campaign "${f.campaignTitle}". Your work on it is done; your earning of ${f.creatorEarning} SAR will be paid out to you.`],
    action: 'Open the campaign',
  }),
  'campaign.completed': (f) => ({
    subject: 'Your campaign is complete: download the content',
    lines: [`Every creator's results for the campaign "${f.campaignTitle}" are approved. The original files and the licence certificates are ready to download.`],
    action: 'Download the content',
  }),
  'delivery.reminder': (f) => ({
    subject: f.daysLeft === 1 ? 'One day left to deliver' : `${f.daysLeft} days left to deliver`,
    lines: [`Your results for the campaign "${f.campaignTitle}" are due on ${f.dueOn}. Upload them and submit the whole set before then.`],
    action: 'Open your workspace',
  }),
  'delivery.overdue': (f) => ({
    subject: 'A delivery is overdue',
    lines: [`${f.creatorName} did not submit results for the campaign "${f.campaignTitle}" by ${f.dueOn}. You can wait, or request compensation from the campaign page.`],
    action: 'Open the campaign',
  }),
  'compensation.requested': (f) => ({
    subject: 'Compensation was requested for your delivery',
    lines: [`${f.companyName} asked for compensation because your results for the campaign "${f.campaignTitle}" are overdue.`, `Their reason: ${f.reason}`, 'An administrator will review the facts. You can still submit your results.'],
    action: 'Open your workspace',
  }),
  'compensation.decided': (f) =>
    f.refunded
      ? {
          subject: 'Your compensation request was refunded',
          lines: [`An administrator reviewed your request about ${f.creatorName}'s overdue results for the campaign "${f.campaignTitle}".`, `We refunded ${f.amount} SAR to the card you paid with. This creator's delivery has ended.`, 'Your bank may take a few days to show the refund.'],
          action: 'Open the campaign',
        }
      : {
          subject: 'The overdue delivery was given more time',
          lines: [`An administrator reviewed your request about ${f.creatorName}'s overdue results for the campaign "${f.campaignTitle}".`, `${f.creatorName} now has until ${f.dueOn} to deliver. If nothing comes by then, you can request compensation again.`],
          action: 'Open the campaign',
        },
  'delivery.cancelled': (f) => ({
    subject: 'Your delivery was cancelled',
    lines: [`Your results for the campaign "${f.campaignTitle}" were not delivered in time, and ${f.companyName} was refunded after an administrator reviewed the facts.`, 'Your work on this campaign has ended and no payout will be made for it.'],
    action: 'See your requests',
  }),
  'delivery.extended': (f) => ({
    subject: 'You have more time to deliver',
    lines: [`An administrator gave you until ${f.dueOn} to deliver your results for the campaign "${f.campaignTitle}" of ${f.companyName}.`, 'Upload them and submit the whole set before then. If they are late again, the company may request compensation again.'],
    action: 'Open your workspace',
  }),
  'payout.paid': (f) => ({
    subject: 'Your payout was sent',
    lines: [`We transferred ${f.amount} SAR for the campaign "${f.campaignTitle}" to your ${f.bankName} account ending ${f.ibanLast4}.`, 'Your bank may take a day or two to show it.'],
    action: 'Open payments',
  }),
  'chat.unread.reminder': (f) => ({
    subject: f.unreadCount === 1 ? `${f.senderName} sent you a message` : `${f.unreadCount} unread messages from ${f.senderName}`,
    lines: [
      f.unreadCount === 1
        ? `${f.senderName} wrote to you about the campaign "${f.campaignTitle}", and the message is still unread.`
        : `You have ${f.unreadCount} unread messages about the campaign "${f.campaignTitle}", the latest from ${f.senderName}.`,
      'Reply in the chat to keep the work moving.',
    ],
    action: 'Open the conversation',
  }),
  'account.deactivated': () => ({
    subject: 'Your account has been deactivated',
    lines: [
      'An administrator of the UGC marketplace deactivated your account. You cannot sign in while it is deactivated; nothing of your account has been deleted.',
      'To ask why, or to ask for it to be activated again, write to our support team. We will mail you when your account is active again.',
    ],
    action: 'How to reach support',
  }),
  'chat.warning': (f) => ({
    subject: 'A warning about sharing contact details',
    lines: [
      `An administrator of the UGC marketplace reviewed a message you sent about the campaign "${f.campaignTitle}". It shared contact details for dealing off the platform, which our terms do not allow: the other side saw it with those details hidden.`,
      'Keep the conversation, the delivery and the payment on the platform: that is what protects both sides. Another such message may lead to your account being deactivated.',
    ],
    action: 'Open the conversation',
  }),
  'account.reactivated': () => ({
    subject: 'Your account is active again',
    lines: ['An administrator of the UGC marketplace activated your account again. You can sign in and carry on where you left off.'],
    action: 'Sign in',
  }),
};
