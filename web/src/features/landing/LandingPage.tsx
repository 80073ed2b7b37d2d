import { Box, Button, Flex, Heading, HStack, Link, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink, Navigate, useLocation } from 'react-router';
import { APP_ROUTES, appPath, homeRedirect } from '../../../../shared/app-paths';
import { useSession } from '../../lib/session';
import { PageSpinner } from '../../components/PageSpinner';
import type { MessageId } from '../../i18n/locale';
import { useT } from '../../i18n/useT';
import { ContactSection } from './components/ContactSection';
import { Faq } from './components/Faq';
import { CheckIcon, PlayIcon } from './components/icons';
import { LandingSection } from './components/LandingSection';

const FEATURES = ['campaigns', 'apply', 'review', 'chat'] as const;
const BRAND_BENEFITS: readonly MessageId[] = [
  'landing.benefits.brands.payPerTask',
  'landing.benefits.brands.vat',
  'landing.benefits.brands.delivery',
  'landing.benefits.brands.rights',
];
const CREATOR_BENEFITS: readonly MessageId[] = [
  'landing.benefits.creators.paid',
  'landing.benefits.creators.browse',
  'landing.benefits.creators.profile',
  'landing.benefits.creators.chat',
];

/** The public home (spec §2): a signed-in user goes on to their own home instead. */
export default function LandingPage() {
  const t = useT();
  const { status, user } = useSession();
  const { hash } = useLocation();
  useEffect(() => {
    document.title = t('app.name');
  }, [t]);
  const ready = status !== 'loading' && !user;
  useEffect(() => {
    // The router restores scroll positions but does not follow `#anchors` (the terms page links to `/#contact`).
    if (ready && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [ready, hash]);

  if (status === 'loading') return <PageSpinner page />;
  const home = homeRedirect(user);
  if (home) return <Navigate to={home} replace />;
  return (
    <Stack gap="0" pb="6">
      <Hero />
      <LandingSection id="about" title={t('landing.about.title')} split>
        <Stack gap="4" fontSize="lg">
          <Text>{t('landing.about.body')}</Text>
          <Text>{t('landing.about.roles')}</Text>
        </Stack>
      </LandingSection>
      <LandingSection id="features" title={t('landing.features.title')}>
        <SimpleGrid as="ol" columns={{ base: 1, sm: 2, lg: 4 }} gap="5" listStyleType="none">
          {FEATURES.map((feature, index) => (
            <Stack as="li" key={feature} gap="3" p="6" borderWidth="1px" borderRadius="xl" bg="bg">
              <Flex aria-hidden="true" boxSize="10" borderRadius="full" bg="blue.100" color="blue.800" fontWeight="bold" align="center" justify="center">
                {index + 1}
              </Flex>
              <Heading as="h3" size="md">
                {t(`landing.features.${feature}.title` satisfies MessageId)}
              </Heading>
              <Text color="fg.muted">{t(`landing.features.${feature}.body` satisfies MessageId)}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </LandingSection>
      <LandingSection id="benefits" title={t('landing.benefits.title')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <BenefitList title={t('landing.benefits.brands.title')} items={BRAND_BENEFITS} />
          <BenefitList title={t('landing.benefits.creators.title')} items={CREATOR_BENEFITS} />
        </SimpleGrid>
      </LandingSection>
      <CallToAction />
      <LandingSection id="faq" title={t('landing.faq.title')} lead={t('landing.faq.lead')} split>
        <Faq />
      </LandingSection>
      <ContactSection />
    </Stack>
  );
}

function Hero() {
  const t = useT();
  return (
    <Flex
      as="section"
      aria-labelledby="hero-title"
      mt={{ base: '4', md: '8' }}
      px={{ base: '5', md: '12' }}
      py={{ base: '10', md: '16' }}
      borderRadius="2xl"
      bgGradient="to-br"
      gradientFrom="blue.50"
      gradientTo="blue.100"
      gap="10"
      align="center"
    >
      <Stack gap="6" flex="1" maxW="3xl">
        <Heading as="h1" id="hero-title" size={{ base: '3xl', md: '5xl' }} lineHeight="1.2">
          {t('landing.title')}
        </Heading>
        <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
          {t('landing.subtitle')}
        </Text>
        <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
          <Button asChild colorPalette="blue" size="lg">
            <RouterLink to={appPath.signUp('creator')}>{t('landing.hero.joinCreator')}</RouterLink>
          </Button>
          <Button asChild variant="outline" colorPalette="blue" size="lg" bg="bg">
            <RouterLink to={appPath.signUp('company')}>{t('landing.hero.joinBrand')}</RouterLink>
          </Button>
        </Flex>
        <HStack gap="1" flexWrap="wrap">
          <Text color="fg.muted">{t('landing.hero.haveAccount')}</Text>
          <Link asChild color="blue.700" fontWeight="semibold">
            <RouterLink to={APP_ROUTES.signIn}>{t('landing.signIn')}</RouterLink>
          </Link>
        </HStack>
        <Text fontWeight="semibold" color="blue.800">
          {t('landing.hero.joined')}
        </Text>
      </Stack>
      <HeroArt />
    </Flex>
  );
}

/** Three phone-shaped frames suggesting vertical videos: decoration only, drawn with CSS rather than downloaded. */
function HeroArt() {
  const frames = [
    { bg: 'blue.400', mt: '10', rotate: '-6deg' },
    { bg: 'blue.600', mt: '0', rotate: '0deg' },
    { bg: 'blue.300', mt: '14', rotate: '6deg' },
  ];
  return (
    <Flex aria-hidden="true" display={{ base: 'none', lg: 'flex' }} gap="4" flexShrink={0} align="flex-start">
      {frames.map((frame) => (
        <Flex
          key={frame.bg}
          w="32"
          h="56"
          mt={frame.mt}
          bg={frame.bg}
          borderRadius="2xl"
          borderWidth="4px"
          borderColor="white"
          boxShadow="lg"
          transform={`rotate(${frame.rotate})`}
          align="center"
          justify="center"
        >
          <Flex boxSize="12" borderRadius="full" bg="whiteAlpha.800" color="blue.700" align="center" justify="center">
            <PlayIcon boxSize="6" />
          </Flex>
        </Flex>
      ))}
    </Flex>
  );
}

function BenefitList({ title, items }: { title: string; items: readonly MessageId[] }) {
  const t = useT();
  return (
    <Stack gap="4" p={{ base: '5', md: '8' }} borderWidth="1px" borderRadius="xl" bg="bg">
      <Heading as="h3" size="lg">
        {title}
      </Heading>
      <List.Root gap="3" variant="plain">
        {items.map((id) => (
          <List.Item key={id} alignItems="flex-start">
            <List.Indicator asChild color="green.600" mt="1">
              <CheckIcon boxSize="5" />
            </List.Indicator>
            {t(id)}
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

function CallToAction() {
  const t = useT();
  return (
    <Box as="section" aria-labelledby="cta-title" my={{ base: '6', md: '10' }} px={{ base: '5', md: '12' }} py={{ base: '10', md: '14' }} borderRadius="2xl" bg="blue.700" color="white">
      <Stack gap="5" align={{ base: 'stretch', md: 'center' }} textAlign={{ base: 'start', md: 'center' }} maxW="3xl" mx="auto">
        <Heading as="h2" id="cta-title" size={{ base: '2xl', md: '3xl' }}>
          {t('landing.cta.title')}
        </Heading>
        <Text fontSize="lg">{t('landing.cta.body')}</Text>
        <Button asChild size="xl" bg="white" color="blue.800" _hover={{ bg: 'blue.50' }} alignSelf={{ base: 'stretch', md: 'center' }}>
          <RouterLink to={APP_ROUTES.signUp}>{t('landing.signUp')}</RouterLink>
        </Button>
      </Stack>
    </Box>
  );
}
