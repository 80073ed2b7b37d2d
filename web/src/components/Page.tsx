import { Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { useT } from '../i18n/useT';

/** A routed page: its h1, an optional lead line, and the document title. */
export function Page({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Stack gap="6" py={{ base: '6', md: '10' }}>
      <PageHeading title={title} lead={lead} />
      {children}
    </Stack>
  );
}

/** The document title of a screen: `{title} · {app name}`. */
export function useDocumentTitle(title: string): void {
  const t = useT();
  const appName = t('app.name');
  useEffect(() => {
    document.title = `${title} · ${appName}`;
  }, [title, appName]);
}

/** A screen's h1 and an optional lead line under it. */
export function PageHeading({ title, lead }: { title: string; lead?: ReactNode }) {
  return (
    <Stack gap="2">
      {/* Focusable from script (not by Tab): where focus goes when what had it leaves the page. */}
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} tabIndex={-1} outline="none">
        {title}
      </Heading>
      {lead && <Text color="fg.muted">{lead}</Text>}
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
