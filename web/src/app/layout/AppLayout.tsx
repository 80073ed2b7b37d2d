import { Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { useT } from '../../i18n/useT';
import { Footer } from './Footer';
import { Header } from './Header';
import { LayoutContainer } from './LayoutContainer';

export function AppLayout() {
  const t = useT();
  return (
    <Flex direction="column" minH="100dvh">
      <SkipNavLink>{t('app.skipToContent')}</SkipNavLink>
      <Header />
      <Flex as="main" direction="column" flex="1">
        <SkipNavContent />
        <LayoutContainer>
          <Outlet />
        </LayoutContainer>
      </Flex>
      <Footer />
    </Flex>
  );
}
