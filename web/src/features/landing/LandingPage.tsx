import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { homeRedirect } from '../../app/guard';
import { useSession } from '../../app/session';
import { PageSpinner } from '../../components/PageSpinner';
import { useT } from '../../i18n/useT';

/** The public home (spec §2): a signed-in user goes on to their own home instead. */
export default function LandingPage() {
  const t = useT();
  const { status, user } = useSession();
  useEffect(() => {
    document.title = t('app.name');
  }, [t]);
  if (status === 'loading') return <PageSpinner />;
  const home = homeRedirect(user);
  if (home) return <Navigate to={home} replace />;
  return (
    <Stack gap="6" maxW="3xl" py={{ base: '12', md: '24' }}>
      <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.2">
        {t('landing.title')}
      </Heading>
      <Text fontSize="lg" color="fg.muted">
        {t('landing.subtitle')}
      </Text>
      <HStack gap="3" flexWrap="wrap">
        <Button asChild colorPalette="blue" size="lg">
          <RouterLink to="/signup">{t('landing.signUp')}</RouterLink>
        </Button>
        <Button asChild variant="outline" colorPalette="blue" size="lg">
          <RouterLink to="/signin">{t('landing.signIn')}</RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}
