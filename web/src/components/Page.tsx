import { Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { useT } from '../i18n/useT';

/** A routed page: its h1, an optional lead line, and the document title. */
export function Page({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  const t = useT();
  const appName = t('app.name');
  useEffect(() => {
    document.title = `${title} · ${appName}`;
  }, [title, appName]);
  return (
    <Stack gap="6" py={{ base: '6', md: '10' }}>
      <Stack gap="2">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
        {lead && <Text color="fg.muted">{lead}</Text>}
      </Stack>
      {children}
    </Stack>
  );
}

/** A titled part of a page (h2). */
export function PageSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="3">
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
