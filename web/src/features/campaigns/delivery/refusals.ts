import { DURATION_TOLERANCE_SECONDS } from '../../../../../shared/domain/brief-check';
import type { ResultKind, ResultRefusal } from '../../../../../shared/domain/results';
import { intlTag, type Locale, type MessageId } from '../../../i18n/locale';

/** A message and its values, translated where it is shown. */
export interface RefusalText {
  id: MessageId;
  values?: Record<string, string>;
}

/** Numbers in the sentences keep Latin digits in both languages, like the rest of the app's numbers, and no grouping ("1080 px"). */
function number(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlTag(locale), { maximumFractionDigits: 1, useGrouping: false, numberingSystem: 'latn' }).format(value);
}

/**
 * Why the check refused a file, as a full sentence in the reader's language ("This video is 16:9; the brief asks for
 * 9:16"): the brief's own rules by what was measured, the generic upload refusals by their validation message.
 */
export function refusalText(refusal: ResultRefusal, kind: ResultKind, locale: Locale): RefusalText {
  switch (refusal.code) {
    case 'aspectRatio':
      return { id: kind === 'video' ? 'delivery.refusal.aspectRatio.video' : 'delivery.refusal.aspectRatio.picture', values: { actual: refusal.actual, expected: refusal.expected } };
    case 'duration':
      return {
        id: 'delivery.refusal.duration',
        values: { actual: number(refusal.actualSeconds, locale), expected: number(refusal.expectedSeconds, locale), tolerance: number(DURATION_TOLERANCE_SECONDS, locale) },
      };
    case 'resolution':
      return { id: 'delivery.refusal.resolution', values: { shortSide: number(refusal.shortSide, locale), minimum: number(refusal.minimum, locale) } };
    case 'noAudio':
      return { id: 'delivery.refusal.noAudio' };
    case 'noVideo':
      return { id: 'delivery.refusal.noVideo' };
    case 'unreadable':
      return { id: kind === 'video' ? 'delivery.refusal.unreadable.video' : 'delivery.refusal.unreadable.picture' };
    case 'fileTypeInvalid':
    case 'fileTooLarge':
    case 'resultTooLarge':
    case 'fileEmpty':
      return { id: `validation.${refusal.code}` };
  }
}
