import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * One part of the landing page: an anchor (`/#contact`), its h2 naming the region, an optional lead. `split` puts
 * the heading beside the content on wide screens, for the narrow content (questions, the form) that would leave
 * half the row empty.
 */
export function LandingSection({ id, title, lead, split = false, children }: { id: string; title: string; lead?: string; split?: boolean; children: ReactNode }) {
  const headingId = `${id}-title`;
  return (
    <Stack
      as="section"
      id={id}
      aria-labelledby={headingId}
      direction={split ? { base: 'column', lg: 'row' } : 'column'}
      gap={split ? { base: '8', lg: '16' } : '8'}
      py={{ base: '8', md: '16' }}
      scrollMarginTop="4"
    >
      <Stack gap="3" maxW="3xl" flex={split ? '2' : undefined}>
        <Heading as="h2" id={headingId} size={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
        {lead && (
          <Text fontSize="lg" color="fg.muted">
            {lead}
          </Text>
        )}
      </Stack>
      {split ? (
        <Box flex="3" minW="0">
          {children}
        </Box>
      ) : (
        children
      )}
    </Stack>
  );
}
