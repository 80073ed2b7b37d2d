import { CloseButton, Drawer, IconButton, Portal } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { MenuIcon } from '../../components/icons';
import { useT } from '../../i18n/useT';
import { ONLY_MOBILE } from '../../lib/breakpoints';
import { NavLinks } from './NavLinks';

/** The menu in a drawer at the mobile breakpoint and below; the drawer traps focus and closes on navigation. */
export function MobileNav() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => {
    setOpen(false);
  }, [pathname]);
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="start">
      <Drawer.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={t('nav.openMenu')} css={ONLY_MOBILE}>
          <MenuIcon boxSize="6" />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="80vw">
            <Drawer.Header>
              <Drawer.Title>{t('nav.menu')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <nav aria-label={t('nav.main')}>
                <NavLinks direction="column" gap="1" onNavigate={() => setOpen(false)} />
              </nav>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
