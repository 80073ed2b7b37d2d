import { APP_ROUTES } from '../../shared/app-paths';
import type { PaymentRefundReason } from '../../shared/domain/events';
import type { Language } from '../../shared/domain/language';
import { carrierLabel } from '../../shared/domain/shipping';
import { notificationPath, quotedComment, type NotificationFacts, type NotificationType } from '../../shared/domain/notifications';

/**
 * The mail of a notice, in the recipient's language: a subject, a few lines, and a link to where they act (the
 * notification's own path). Each mail has a plain-text part and an HTML part (right to left in Arabic); the user's
 * words (names, titles, reasons) are escaped in the HTML.
 */

export interface NoticeMail {
  subject: string;
  text: string;
  html: string;
}

interface MailWords {
  subject: string;
  /** The body's paragraphs, before the link. */
  lines: string[];
  action: string;
}

type Facts = Required<Pick<NotificationFacts, 'campaignTitle' | 'companyName' | 'creatorName' | 'reason' | 'expiresOn' | 'comment' | 'daysLeft' | 'bankName' | 'ibanLast4' | 'senderName' | 'unreadCount'>> & {
  amount: string;
  /** The VAT in a paid amount, and where the company downloads its tax invoice (the Payment page's invoices). */
  vat: string;
  invoicesUrl: string;
  /** Whether the event carries a payment's figures (a publication stored before receipts did not: it is not mailed). */
  paid: boolean;
  creatorEarning: string;
  dueOn: string;
  /** A compensation's decision: a refund, or an extension. */
  refunded: boolean;
  /** A shipment's carrier as the recipient reads it, its tracking number, a reported problem. */
  carrier: string;
  trackingNumber: string;
  problem: string;
  /** A received product: the delivery window's end ('' when the set is in already). */
  windowEndsOn: string;
  /** An acceptance's: how she gets the product ('' when the campaign needs none). */
  product: string;
};

const REFUND_REASONS: Record<Language, Record<PaymentRefundReason, string>> = {
  en: {
    'campaign-not-unpaid': 'the campaign had already been paid',
    'campaign-not-found': 'the campaign had been deleted',
    'amount-mismatch': "the amount paid was not the campaign's price",
  },
  ar: {
    'campaign-not-unpaid': 'الحملة كانت مدفوعة مسبقًا',
    'campaign-not-found': 'الحملة كانت قد حُذفت',
    'amount-mismatch': 'المبلغ المدفوع لا يطابق سعر الحملة',
  },
};

/** The words of each mailed event, per language; an event without mail words (or whose words are none) is never mailed. */
const WORDS: Record<Language, Partial<Record<NotificationType, (facts: Facts) => MailWords | undefined>>> = {
  en: {
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
        `We received a payment of ${f.amount} SAR for the campaign "${f.campaignTitle}", but ${REFUND_REASONS.en[f.reason as PaymentRefundReason] ?? f.reason}, so it has been refunded in full to the card it was paid with.`,
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
  },
  ar: {
    'campaign.published': (f) =>
      f.paid
        ? {
            subject: 'إيصال دفعتك: نُشرت الحملة',
            lines: [
              `استلمنا دفعتك البالغة ${f.amount} ريال سعودي شاملة ضريبة القيمة المضافة (الضريبة: ${f.vat} ريال سعودي) عن حملة "${f.campaignTitle}". نُشرت الحملة الآن ويمكن لصنّاع المحتوى التقديم عليها.`,
              `فاتورتك الضريبية (PDF) في صفحة المدفوعات: ${f.invoicesUrl}`,
            ],
            action: 'افتح الحملة',
          }
        : undefined,
    'application.accepted': (f) => ({
      subject: 'تم قبولك في حملة',
      lines: [
        `قبلتك ${f.companyName} في حملة "${f.campaignTitle}". ` +
          (f.product === 'ship'
            ? 'أكّد عنوان شحن المنتج: تبدأ مهلة التسليم البالغة 15 يومًا عند وصوله.'
            : f.product === 'reimburse'
              ? 'اشترِ المنتج وارفع الإيصال: يُرد لك المبلغ مع مستحقاتك، وتبدأ مهلة التسليم البالغة 15 يومًا عندها.'
              : 'يمكنك البدء في العمل عليها الآن.'),
      ],
      action: 'افتح الحملة',
    }),
    'application.rejected': (f) => ({
      subject: 'لم يتم قبول طلبك',
      lines: [`لم تخترك ${f.companyName} لحملة "${f.campaignTitle}" هذه المرة. حملات أخرى بانتظارك في المنصة.`],
      action: 'اطّلع على طلباتك',
    }),
    'shipment.address.confirmed': (f) => ({
      subject: `${f.creatorName} جاهز لاستلام المنتج`,
      lines: [`أكّد ${f.creatorName} عنوان الشحن لحملة "${f.campaignTitle}". اشحن المنتج وسجّل شركة الشحن ورقم التتبع في صفحة الحملة.`],
      action: 'سجّل الشحنة',
    }),
    'product.shipped': (f) => ({
      subject: 'منتجك في الطريق إليك',
      lines: [`شحنت ${f.companyName} منتج حملة "${f.campaignTitle}" مع ${f.carrier}. رقم التتبع: ${f.trackingNumber}.`, 'أكّد الاستلام عند وصوله: تبدأ عندها مهلة التسليم البالغة 15 يومًا.'],
      action: 'تابع الشحنة',
    }),
    'product.received': (f) => ({
      subject: `${f.creatorName} استلم المنتج`,
      lines: [
        f.paid
          ? `اشترى ${f.creatorName} منتج حملة "${f.campaignTitle}" ورفع الإيصال: ${f.amount} ريال سعودي تُرد له مع مستحقاته.`
          : `استلم ${f.creatorName} منتج حملة "${f.campaignTitle}".`,
        ...(f.windowEndsOn ? [`بدأت مهلة التسليم البالغة 15 يومًا: موعد النتائج ${f.windowEndsOn}.`] : []),
      ],
      action: 'افتح الحملة',
    }),
    'shipment.problem': (f) => ({
      subject: `أبلغ ${f.creatorName} عن مشكلة في المنتج`,
      lines: [`أبلغ ${f.creatorName} عن مشكلة في منتج حملة "${f.campaignTitle}":`, f.problem, 'أعد الشحن برقم تتبع جديد، أو ردّ في المحادثة. يطّلع فريقنا على البلاغ أيضًا.'],
      action: 'افتح الحملة',
    }),
    'creator.rated': (f) => ({
      subject: `قيّمت ${f.companyName} عملك`,
      lines: [
        `قيّمت ${f.companyName} عملك في حملة "${f.campaignTitle}". قيّم تجربتك معها أيضًا: يظهر التقييمان في الملفين الشخصيين عندما يقيّم الطرفان، أو في ${f.dueOn} في كل الأحوال.`,
      ],
      action: 'قيّم الشركة',
    }),
    'company.rated': (f) => ({
      subject: `قيّم ${f.creatorName} حملتك`,
      lines: [
        `قيّم ${f.creatorName} العمل معكم في حملة "${f.campaignTitle}". قيّموا عمله أيضًا: يظهر التقييمان في الملفين الشخصيين عندما يقيّم الطرفان، أو في ${f.dueOn} في كل الأحوال.`,
      ],
      action: 'قيّم صانع المحتوى',
    }),
    'review.hidden': (f) => ({
      subject: 'تم إخفاء مراجعتك',
      lines: [`أخفى أحد مسؤولي سوق المحتوى مراجعتك لحملة "${f.campaignTitle}" لأنها تخالف شروطنا.`, `السبب: ${f.reason}`],
      action: 'افتح الحملة',
    }),
    'invitation.sent': (f) => ({
      subject: `${f.companyName} تدعوك إلى حملة`,
      lines: [
        `دعتك ${f.companyName} للتقديم على حملة "${f.campaignTitle}". الدعوة معروضة في أعلى صفحة الحملات، والتقديم منها يضعك في مقدمة المرشحين.`,
        'تبقى الدعوة قائمة ما دامت في الحملة أماكن شاغرة.',
      ],
      action: 'اطّلع على الدعوة',
    }),
    'licence.approved': (f) => ({
      subject: 'تمت الموافقة على رخصتك',
      lines: [`تمت الموافقة على رخصتك (سارية حتى ${f.expiresOn}). يمكنك الآن التقديم على الحملات.`],
      action: 'تصفّح الحملات',
    }),
    'licence.rejected': (f) => ({
      subject: 'لم تتم الموافقة على رخصتك',
      lines: ['تعذّرت الموافقة على رخصتك.', `السبب: ${f.reason}`, 'يرجى إضافة رخصة جديدة في ملفك الشخصي.'],
      action: 'افتح ملفك الشخصي',
    }),
    'payment.failed': (f) => ({
      subject: 'لم تتم عملية الدفع',
      lines: [`لم تتم عملية الدفع لحملة "${f.campaignTitle}"، لذلك لم تُنشر الحملة بعد. يمكنك المحاولة مرة أخرى ببطاقة أخرى.`],
      action: 'ادفع للحملة',
    }),
    'payment.refunded': (f) => ({
      subject: 'تم استرداد مبلغك',
      lines: [
        `استلمنا دفعة بقيمة ${f.amount} ريال سعودي لحملة "${f.campaignTitle}"، لكن ${REFUND_REASONS.ar[f.reason as PaymentRefundReason] ?? f.reason}، لذلك أُعيد المبلغ كاملًا إلى البطاقة التي دُفع بها.`,
        'قد يستغرق ظهوره في حسابك البنكي بضعة أيام.',
      ],
      action: 'افتح المدفوعات',
    }),
    'result.submitted': (f) => ({
      subject: 'نتائج جاهزة لمراجعتك',
      lines: [`أرسل ${f.creatorName} نتائجه لحملة "${f.campaignTitle}". شاهد المعاينات، ثم وافق عليها أو اطلب تعديلًا.`],
      action: 'راجع النتائج',
    }),
    'revision.requested': (f) => ({
      subject: 'طُلب تعديل على نتائجك',
      lines: [`طلبت ${f.companyName} تعديلًا على نتائجك لحملة "${f.campaignTitle}".`, `تعليقها: ${f.comment}`, 'ارفع النسخة الجديدة وأرسلها مرة أخرى.'],
      action: 'أعد إنشاء النتائج',
    }),
    'result.approved': (f) => ({
      subject: 'تمت الموافقة على نتائجك',
      lines: [`وافقت ${f.companyName} على نتائجك لحملة "${f.campaignTitle}". انتهى عملك عليها، وسيُدفع لك أجرك البالغ ${f.creatorEarning} ريال سعودي.`],
      action: 'افتح الحملة',
    }),
    'campaign.completed': (f) => ({
      subject: 'اكتملت حملتك: نزّل المحتوى',
      lines: [`تمت الموافقة على نتائج جميع صناع المحتوى في حملة "${f.campaignTitle}". الملفات الأصلية وشهادات الترخيص جاهزة للتنزيل.`],
      action: 'نزّل المحتوى',
    }),
    'delivery.reminder': (f) => ({
      subject: f.daysLeft === 1 ? 'بقي يوم واحد على موعد التسليم' : `بقيت ${f.daysLeft} أيام على موعد التسليم`,
      lines: [`موعد تسليم نتائجك لحملة "${f.campaignTitle}" هو ${f.dueOn}. ارفعها وأرسل المجموعة كاملة قبل ذلك.`],
      action: 'افتح مساحة العمل',
    }),
    'delivery.overdue': (f) => ({
      subject: 'تأخر تسليم النتائج',
      lines: [`لم يرسل ${f.creatorName} نتائج حملة "${f.campaignTitle}" بحلول ${f.dueOn}. يمكنك الانتظار أو طلب تعويض من صفحة الحملة.`],
      action: 'افتح الحملة',
    }),
    'compensation.requested': (f) => ({
      subject: 'طُلب تعويض بسبب تأخر تسليمك',
      lines: [`طلبت ${f.companyName} تعويضًا لأن نتائجك لحملة "${f.campaignTitle}" متأخرة.`, `السبب: ${f.reason}`, 'سيراجع أحد المشرفين الوقائع. ما زال بإمكانك إرسال نتائجك.'],
      action: 'افتح مساحة العمل',
    }),
    'compensation.decided': (f) =>
      f.refunded
        ? {
            subject: 'تم استرداد مبلغ طلب التعويض',
            lines: [`راجع أحد المشرفين طلبك بشأن تأخر نتائج ${f.creatorName} لحملة "${f.campaignTitle}".`, `استرددنا ${f.amount} ريال سعودي إلى البطاقة التي دفعت بها. انتهى تسليم هذا المبدع.`, 'قد يستغرق ظهور المبلغ في حسابك بضعة أيام.'],
            action: 'افتح الحملة',
          }
        : {
            subject: 'مُنح التسليم المتأخر مهلة إضافية',
            lines: [`راجع أحد المشرفين طلبك بشأن تأخر نتائج ${f.creatorName} لحملة "${f.campaignTitle}".`, `أصبح أمام ${f.creatorName} حتى ${f.dueOn} للتسليم. إن لم يصل شيء حتى ذلك الحين، يمكنك طلب التعويض مرة أخرى.`],
            action: 'افتح الحملة',
          },
    'delivery.cancelled': (f) => ({
      subject: 'أُلغي تسليمك',
      lines: [`لم تُسلَّم نتائجك لحملة "${f.campaignTitle}" في موعدها، واستردت ${f.companyName} المبلغ بعد أن راجع أحد المشرفين الوقائع.`, 'انتهى عملك في هذه الحملة ولن تُصرف لك مستحقات عنها.'],
      action: 'اطّلع على طلباتك',
    }),
    'delivery.extended': (f) => ({
      subject: 'لديك وقت إضافي للتسليم',
      lines: [`منحك أحد المشرفين مهلة حتى ${f.dueOn} لتسليم نتائجك لحملة "${f.campaignTitle}" الخاصة بـ ${f.companyName}.`, 'ارفعها وأرسل المجموعة كاملة قبل ذلك. إن تأخرت مجددًا، يمكن للشركة طلب التعويض مرة أخرى.'],
      action: 'افتح مساحة العمل',
    }),
    'payout.paid': (f) => ({
      subject: 'تم تحويل مستحقاتك',
      lines: [`حوّلنا ${f.amount} ريال سعودي عن حملة "${f.campaignTitle}" إلى حسابك في ${f.bankName} المنتهي بـ ${f.ibanLast4}.`, 'قد يستغرق ظهورها في حسابك يومًا أو يومين.'],
      action: 'افتح المدفوعات',
    }),
    'chat.unread.reminder': (f) => ({
      subject: f.unreadCount === 1 ? `رسالة جديدة من ${f.senderName}` : `${arabicUnread(f.unreadCount)} من ${f.senderName}`,
      lines: [
        f.unreadCount === 1
          ? `راسلك ${f.senderName} بشأن حملة "${f.campaignTitle}"، والرسالة لم تُقرأ بعد.`
          : `لديك ${arabicUnread(f.unreadCount)} بشأن حملة "${f.campaignTitle}"، آخرها من ${f.senderName}.`,
        'ردّ في المحادثة ليستمر العمل.',
      ],
      action: 'افتح المحادثة',
    }),
    'account.deactivated': () => ({
      subject: 'تم إيقاف حسابك',
      lines: [
        'أوقف أحد مشرفي منصة المحتوى حسابك. لا يمكنك تسجيل الدخول ما دام الحساب موقوفًا، ولم يُحذف شيء من حسابك.',
        'لمعرفة السبب أو لطلب إعادة تفعيل الحساب، راسل فريق الدعم. سنراسلك حين يعود حسابك مفعّلًا.',
      ],
      action: 'كيف تتواصل مع الدعم',
    }),
    'chat.warning': (f) => ({
      subject: 'تنبيه بشأن مشاركة بيانات التواصل',
      lines: [
        `راجع أحد مشرفي منصة المحتوى رسالة أرسلتها بشأن حملة "${f.campaignTitle}". شاركتَ فيها بيانات تواصل للتعامل خارج المنصة، وهذا ما لا تسمح به شروطنا: رآها الطرف الآخر وقد أُخفيت تلك البيانات.`,
        'أبقِ المحادثة والتسليم والدفع على المنصة، فهذا ما يحمي الطرفين. قد يؤدي تكرار ذلك إلى إيقاف حسابك.',
      ],
      action: 'افتح المحادثة',
    }),
    'account.reactivated': () => ({
      subject: 'أُعيد تفعيل حسابك',
      lines: ['أعاد أحد مشرفي منصة المحتوى تفعيل حسابك. يمكنك تسجيل الدخول ومتابعة عملك من حيث توقفت.'],
      action: 'تسجيل الدخول',
    }),
  },
};

/** "N unread messages" in Arabic, the noun in the count's number (two: the dual; 3–10: plural; 11 and more: singular). */
function arabicUnread(count: number): string {
  if (count === 2) return 'رسالتان غير مقروءتين';
  if (count >= 3 && count <= 10) return `${count} رسائل غير مقروءة`;
  return `${count} رسالة غير مقروءة`;
}

const GREETING: Record<Language, (name: string) => string> = { en: (name) => `Hello ${name},`, ar: (name) => `مرحبًا ${name}،` };
const SIGNATURE: Record<Language, string> = { en: 'The UGC marketplace team', ar: 'فريق منصة المحتوى' };

/** Halalas as the product writes SAR: two decimals, Latin digits. */
function sar(halalas: number): string {
  return (halalas / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Whether an event of `type` has a mail at all (the preferences offer e-mail only for those). */
export function hasNoticeMail(type: NotificationType): boolean {
  return WORDS.en[type] !== undefined;
}

/** The mail telling `recipientName` of an event, in `language`; undefined for an event that is never mailed. */
export function noticeMail(type: NotificationType, facts: NotificationFacts, recipientName: string, language: Language, appUrl: string): NoticeMail | undefined {
  const words = WORDS[language][type]?.({
    campaignTitle: facts.campaignTitle ?? '',
    companyName: facts.companyName ?? '',
    creatorName: facts.creatorName ?? '',
    reason: facts.reason ?? '',
    expiresOn: facts.expiresOn ?? '',
    comment: quotedComment(facts.comment ?? ''),
    daysLeft: facts.daysLeft ?? 0,
    dueOn: (facts.dueAt ?? '').slice(0, 10),
    amount: sar(facts.amount ?? 0),
    vat: sar(facts.vat ?? 0),
    invoicesUrl: `${appUrl}${APP_ROUTES.payment}`,
    paid: facts.amount !== undefined,
    creatorEarning: sar(facts.creatorEarning ?? 0),
    bankName: facts.bankName ?? '',
    ibanLast4: facts.ibanLast4 ?? '',
    senderName: facts.senderName ?? '',
    unreadCount: facts.unreadCount ?? 0,
    refunded: facts.decision === 'refund',
    carrier: facts.carrier ? carrierLabel(language, facts.carrier, facts.carrierName) : '',
    trackingNumber: facts.trackingNumber ?? '',
    problem: facts.problem ?? '',
    windowEndsOn: (facts.dueAt ?? '').slice(0, 10),
    product: facts.product ?? '',
  });
  if (!words) return undefined;
  const link = `${appUrl}${notificationPath(type, facts)}`;
  const greeting = GREETING[language](recipientName);
  const text = [greeting, '', ...words.lines, '', `${words.action}: ${link}`, '', SIGNATURE[language], ''].join('\n');
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const paragraphs = [greeting, ...words.lines].map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  const html =
    `<!doctype html><html lang="${language}" dir="${dir}"><body style="font-family:Arial,sans-serif;line-height:1.5;direction:${dir};text-align:${dir === 'rtl' ? 'right' : 'left'}">` +
    `${paragraphs}<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#0f766e;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(words.action)}</a></p>` +
    `<p>${escapeHtml(SIGNATURE[language])}</p></body></html>`;
  return { subject: words.subject, text, html };
}
