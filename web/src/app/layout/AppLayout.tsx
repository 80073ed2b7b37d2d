import { Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/useT';
import { Footer } from './Footer';
import { Header } from './Header';
import { LayoutContainer } from './LayoutContainer';

export function AppLayout({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <Flex direction="column" minH="100dvh">
      <SkipNavLink>{t('app.skipToContent')}</SkipNavLink>
      <Header />
      <Flex as="main" direction="column" flex="1">
        <SkipNavContent />
        <LayoutContainer>
          {children}
        </LayoutContainer>
      </Flex>
      <Footer />
    </Flex>
  );
}
