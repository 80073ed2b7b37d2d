import { FormattedMessage } from 'react-intl';
import { PAYMENT_REFUND_REASONS, type PaymentRefundReason } from '../../../../shared/domain/events';
import type { ReactNode } from 'react';
import { quotedComment, type NotificationView } from '../../../../shared/domain/notifications';
import { carrierLabel } from '../../../../shared/domain/shipping';
import { Amount } from '../../components/Amount';
import type { MessageId } from '../../i18n/locale';
import { useLocale } from '../../i18n/LocaleProvider';
import { useT } from '../../i18n/useT';
import { useDates } from '../../lib/dates';
import type { NotificationValueName } from './notification-values';

function isRefundReason(reason: string): reason is PaymentRefundReason {
  return (PAYMENT_REFUND_REASONS as readonly string[]).includes(reason);
}

/**
 * A notification's sentence in the reader's language, with its placeholders (spec §3): names and titles isolated from
 * the words around them (either may be written in the other script), the amount as SAR, a refund's reason in words,
 * a licence's last day as a date, a delivery's new due day (an admin's extension) as a date, an admin's compensation
 * decision as the sentence of its kind (refund or extension), a revision's comment quoted, a shipment's carrier by
 * its name in the reader's language and a reported problem quoted like a comment.
 */
export function NotificationMessage({ notification }: { notification: NotificationView }) {
  const t = useT();
  const dates = useDates();
  const { locale } = useLocale();
  const {
    campaignTitle = '',
    companyName = '',
    creatorName = '',
    amount,
    reason = '',
    expiresOn,
    bankName = '',
    ibanLast4 = '',
    daysLeft = 0,
    dueAt,
    decision = '',
    comment = '',
    senderName = '',
    unreadCount = 0,
    carrier,
    carrierName,
    trackingNumber = '',
    problem = '',
    product = '',
  } = notification;
  const values: Record<NotificationValueName, ReactNode> = {
    campaignTitle: <bdi>{campaignTitle}</bdi>,
    companyName: <bdi>{companyName}</bdi>,
    creatorName: <bdi>{creatorName}</bdi>,
    amount: amount === undefined ? '' : <Amount halalas={amount} />,
    reason: isRefundReason(reason) ? t(`notifications.refundReason.${reason}`) : <bdi>{reason}</bdi>,
    expiresOn: expiresOn ? dates.calendarDate(expiresOn) : '',
    bankName: <bdi>{bankName}</bdi>,
    ibanLast4: <bdi dir="ltr">{ibanLast4}</bdi>,
    daysLeft,
    dueAt: dueAt ? <bdi>{dates.day(dueAt)}</bdi> : '',
    decision,
    // The company's words, as much as a notice quotes: the notice opens the workspace, which shows them whole.
    comment: <bdi>{quotedComment(comment)}</bdi>,
    senderName: <bdi>{senderName}</bdi>,
    unreadCount,
    carrier: carrier ? <bdi>{carrierLabel(locale, carrier, carrierName)}</bdi> : '',
    trackingNumber: <bdi dir="ltr">{trackingNumber}</bdi>,
    problem: <bdi>{quotedComment(problem)}</bdi>,
    // How she gets a campaign's product ('' when it needs none): the message's select picks its sentence.
    product,
    // Whether her receipt of the product started her delivery window (it is due by `dueAt`), or her set was in already.
    windowStarted: dueAt ? 'yes' : 'no',
  };
  return <FormattedMessage id={`notifications.${notification.type}.message` satisfies MessageId} values={values} />;
}
