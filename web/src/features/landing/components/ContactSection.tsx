import { Box, Spinner, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useT } from '../../../i18n/useT';
import { LandingSection } from './LandingSection';

/** The form brings its fields (and, on first validation, yup and the shared rules): none of it is in the landing page's first load. */
const ContactForm = lazy(() => import('./ContactForm'));

/** How far below the viewport the form starts loading, so it is ready by the time the visitor scrolls to it. */
const PRELOAD_MARGIN = '600px';

function Loading() {
  const t = useT();
  return (
    <Stack align="center" justify="center" minH="md" role="status" gap="3">
      <Spinner size="lg" color="blue.600" />
      <Text color="fg.muted" textStyle="sm">
        {t('landing.contact.loading')}
      </Text>
    </Stack>
  );
}

/** The contact section; its form is fetched when the section comes near the viewport (or at once if the page opens on `#contact`). */
export function ContactSection() {
  const t = useT();
  const anchor = useRef<HTMLDivElement>(null);
  // The prebuilt page (and so the hydrating first render) holds the placeholder.
  const [near, setNear] = useState(false);

  useEffect(() => {
    const target = anchor.current;
    if (near || !target) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: PRELOAD_MARGIN });
    observer.observe(target);
    return () => observer.disconnect();
  }, [near]);

  return (
    <LandingSection id="contact" title={t('landing.contact.title')} lead={t('landing.contact.lead')} split>
      <Box ref={anchor} p={{ base: '5', md: '8' }} borderWidth="1px" borderRadius="xl" bg="bg">
        {near ? (
          <Suspense fallback={<Loading />}>
            <ContactForm />
          </Suspense>
        ) : (
          <Box minH="md" />
        )}
      </Box>
    </LandingSection>
  );
}
