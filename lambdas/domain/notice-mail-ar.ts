import type { PaymentRefundReason } from '../../shared/domain/events';
import type { NoticeMailWords } from './notice-mail-words';

/** The Arabic words of each notice's mail (right to left in the HTML part). */

const REFUND_REASONS: Record<PaymentRefundReason, string> = {
  'campaign-not-unpaid': 'الحملة كانت مدفوعة مسبقًا',
  'campaign-not-found': 'الحملة كانت قد حُذفت',
  'amount-mismatch': 'المبلغ المدفوع لا يطابق سعر الحملة',
};

export const ARABIC_MAIL_WORDS: NoticeMailWords = {
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
  'product.budget.returned': (f) => ({
    subject: 'استرددت ما لم يُصرف من ميزانية المنتج',
    lines: [
      `اكتملت حملة "${f.campaignTitle}"، ولم يُصرف ${f.amount} ريال سعودي من ميزانية المنتج على مشتريات صنّاع المحتوى، فأُعيد المبلغ إلى البطاقة التي دُفعت بها الحملة.`,
      'قد يستغرق ظهوره في حسابك البنكي بضعة أيام.',
    ],
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
      `استلمنا دفعة بقيمة ${f.amount} ريال سعودي لحملة "${f.campaignTitle}"، لكن ${REFUND_REASONS[f.reason as PaymentRefundReason] ?? f.reason}، لذلك أُعيد المبلغ كاملًا إلى البطاقة التي دُفع بها.`,
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
};

/** "N unread messages" in Arabic, the noun in the count's number (two: the dual; 3–10: plural; 11 and more: singular). */
function arabicUnread(count: number): string {
  if (count === 2) return 'رسالتان غير مقروءتين';
  if (count >= 3 && count <= 10) return `${count} رسائل غير مقروءة`;
  return `${count} رسالة غير مقروءة`;
}
