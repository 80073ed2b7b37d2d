import { EmptyState, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The honest empty state of a list or area that has nothing to show yet (spec §8, empty states). */
export function EmptyNotice({ title, description, action }: { title: string; description?: string; action?: ReactNode }) {
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="l3" borderStyle="dashed">
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title>{title}</EmptyState.Title>
          {description && <EmptyState.Description>{description}</EmptyState.Description>}
        </VStack>
        {action}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
