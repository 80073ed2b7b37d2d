import { CATEGORY_IDS } from '../../../../../shared/domain/categories';
import { CONTENT_TYPES, LOCATIONS } from '../../../../../shared/domain/campaign';
import type { MessageId } from '../../../i18n/locale';
import { splitList } from '../../../lib/search-params';

/** The exchange's multiple-choice filters (spec §7 `GET /campaigns`: comma lists), with the labels of their options. */
export const CHOICE_FILTERS = [
  { name: 'category', label: 'exchange.filter.category', options: CATEGORY_IDS, optionLabel: (id: string) => `term.category.${id}` as MessageId },
  { name: 'contentType', label: 'exchange.filter.contentType', options: CONTENT_TYPES, optionLabel: (id: string) => `term.contentType.${id}` as MessageId },
  { name: 'location', label: 'exchange.filter.location', options: LOCATIONS, optionLabel: (id: string) => `term.location.${id}` as MessageId },
] as const satisfies readonly { name: string; label: MessageId; options: readonly string[]; optionLabel: (id: string) => MessageId }[];

export type ChoiceFilterName = (typeof CHOICE_FILTERS)[number]['name'];
export type ChoiceSelection = Record<ChoiceFilterName, string[]>;

/** Everything the exchange keeps in the URL besides the page; an empty `sortOrder` means newest first. */
export const EXCHANGE_URL_FILTERS = ['keyword', 'sortOrder', 'category', 'contentType', 'location'] as const;

/** The choices of a filter as the URL has them, without values the API would refuse (a hand-edited or outdated link). */
export function choicesOf(value: string, options: readonly string[]): string[] {
  return splitList(value).filter((choice, index, all) => options.includes(choice) && all.indexOf(choice) === index);
}
