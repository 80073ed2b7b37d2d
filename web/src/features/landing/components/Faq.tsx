import { chakra, Stack, Text } from '@chakra-ui/react';
import type { MessageId } from '../../../i18n/locale';
import { useT } from '../../../i18n/useT';
import { ChevronDownIcon } from './icons';

const QUESTIONS = ['who', 'pay', 'payout', 'delivery', 'rights', 'campaigns'] as const;

/**
 * The questions as native disclosures (`details`/`summary`): keyboard (Tab, Enter, Space) and screen readers work
 * without a line of script, and the answers stay findable with the browser's find-in-page.
 */
export function Faq() {
  const t = useT();
  return (
    <Stack gap="3">
      {QUESTIONS.map((question) => (
        <chakra.details
          key={question}
          borderWidth="1px"
          borderRadius="lg"
          bg="bg"
          css={{ '&[open] > summary svg': { transform: 'rotate(180deg)' }, '&[open]': { borderColor: 'blue.200' } }}
        >
          <chakra.summary
            display="flex"
            alignItems="center"
            justifyContent="space-between"
            gap="4"
            px="5"
            py="4"
            cursor="pointer"
            fontWeight="semibold"
            fontSize="md"
            borderRadius="lg"
            listStyle="none"
            css={{
              '&::-webkit-details-marker': { display: 'none' },
              '&:focus-visible': { outline: '2px solid', outlineColor: 'blue.600', outlineOffset: '2px' },
              '&:hover': { color: 'blue.700' },
            }}
          >
            {t(`landing.faq.${question}.question` satisfies MessageId)}
            <ChevronDownIcon boxSize="5" flexShrink={0} color="blue.700" transition="transform 0.2s" />
          </chakra.summary>
          <Text px="5" pb="4" color="fg.muted">
            {t(`landing.faq.${question}.answer` satisfies MessageId)}
          </Text>
        </chakra.details>
      ))}
    </Stack>
  );
}
