import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../i18n/locale';

/**
 * A message with an e-mail address in it. The address is isolated left to right, so in Arabic its
 * punctuation stays in place and the sentence's full stop does not jump to its other end.
 */
export function MessageWithEmail({ id, email }: { id: MessageId; email: string }) {
  return <FormattedMessage id={id} values={{ email: <bdi dir="ltr">{email}</bdi> }} />;
}
