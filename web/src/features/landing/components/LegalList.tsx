import { List } from '@chakra-ui/react';
import type { MessageId } from '../../../i18n/locale';
import { useT } from '../../../i18n/useT';

/** The clauses of a section of the privacy policy or the terms, as a bulleted list. */
export function LegalList({ items }: { items: readonly MessageId[] }) {
  const t = useT();
  return (
    <List.Root gap="2" ps="5" maxW="3xl">
      {items.map((id) => (
        <List.Item key={id}>{t(id)}</List.Item>
      ))}
    </List.Root>
  );
}
