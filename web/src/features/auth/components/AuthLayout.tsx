import { Box, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { HERO_HIDDEN_BELOW_PX, USERS_JOINED_CLAIM } from '../../../../../shared/domain/constants';
import { LanguageSwitch } from '../../../components/LanguageSwitch';
import { PageHeading, useDocumentTitle } from '../../../components/Page';
import { useT } from '../../../i18n/useT';

/** Latin digits in both languages, as every number of the product (spec §9). */
const joinedCount = new Intl.NumberFormat('en-US').format(USERS_JOINED_CLAIM);

/** Below this width the hero panel gives all the room to the form (spec §9: hidden below 1023 px). */
const HERO_HIDDEN_QUERY = `@media (max-width: ${HERO_HIDDEN_BELOW_PX - 0.02}px)`;
const HERO_SHOWN_QUERY = `@media (min-width: ${HERO_HIDDEN_BELOW_PX}px)`;

/**
 * The frame of every sign-in screen: a hero panel (title, subtitle, users-joined line) beside the form,
 * the form alone on narrow screens. `title` is the screen's h1 and the document title.
 */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  const t = useT();
  const appName = t('app.name');
  useDocumentTitle(title);

  return (
    <Flex minH="100dvh" bg="bg">
      <Box
        as="aside"
        flex="1"
        maxW="720px"
        bgGradient="to-br"
        gradientFrom="blue.800"
        gradientTo="blue.500"
        color="white"
        px="16"
        py="14"
        display="flex"
        flexDirection="column"
        justifyContent="space-between"
        css={{ [HERO_HIDDEN_QUERY]: { display: 'none' } }}
      >
        <Link asChild color="white" fontWeight="semibold" fontSize="lg" alignSelf="start">
          <RouterLink to="/">{appName}</RouterLink>
        </Link>
        <Stack gap="5" maxW="lg">
          <Text as="p" fontSize="4xl" fontWeight="semibold" lineHeight="1.2">
            {t('auth.hero.title')}
          </Text>
          <Text fontSize="lg" color="blue.100">
            {t('auth.hero.subtitle')}
          </Text>
        </Stack>
        <HStack gap="3">
          <HStack gap="0" aria-hidden>
            {['blue.300', 'teal.300', 'orange.300', 'pink.300'].map((color, index) => (
              <Box key={color} boxSize="9" borderRadius="full" bg={color} borderWidth="2px" borderColor="blue.700" ms={index === 0 ? '0' : '-3'} />
            ))}
          </HStack>
          <Text fontWeight="semibold">{t('auth.hero.joined', { count: joinedCount })}</Text>
        </HStack>
      </Box>

      <Flex as="main" flex="1" direction="column" px={{ base: '4', md: '10' }} py={{ base: '4', md: '6' }}>
        <HStack justify="space-between" mb={{ base: '6', md: '10' }}>
          <Link asChild fontWeight="semibold" color="blue.700" css={{ [HERO_SHOWN_QUERY]: { visibility: 'hidden' } }}>
            <RouterLink to="/">{appName}</RouterLink>
          </Link>
          <LanguageSwitch />
        </HStack>
        <Stack gap="6" w="full" maxW="440px" mx="auto" my={{ base: '0', md: 'auto' }} pb="10">
          <PageHeading title={title} lead={subtitle} />
          {children}
        </Stack>
      </Flex>
    </Flex>
  );
}
