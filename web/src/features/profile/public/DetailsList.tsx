import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageSection } from '../../../components/Page';
import type { MessageId } from '../../../i18n/locale';
import { useT } from '../../../i18n/useT';

export interface Detail {
  label: MessageId;
  value: ReactNode;
}

/** A titled section of labelled details (e-mail, address…), shown only when there is at least one. */
export function DetailsList({ title, details }: { title: string; details: Detail[] }) {
  const t = useT();
  if (details.length === 0) return null;
  return (
    <PageSection title={title}>
      <DataList.Root orientation="horizontal" gap="4">
        {details.map(({ label, value }) => (
          <DataList.Item key={label} alignItems="flex-start">
            <DataList.ItemLabel minW={{ base: '28', md: '40' }}>{t(label)}</DataList.ItemLabel>
            <DataList.ItemValue overflowWrap="anywhere">{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </PageSection>
  );
}
