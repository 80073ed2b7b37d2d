import { Box, HStack, Link, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { APP_ROUTES, appPath } from '../../../../../shared/app-paths';
import { PageHeading, useDocumentTitle } from '../../../components/Page';
import type { MessageId } from '../../../i18n/locale';
import { useT } from '../../../i18n/useT';

export type ExchangeTab = 'new' | 'applies' | 'history';

/** The exchange's tabs are links: each view has its own URL, so it can be bookmarked, shared and reloaded. */
const TABS: readonly { tab: ExchangeTab; to: string; label: MessageId }[] = [
  { tab: 'new', to: APP_ROUTES.campaigns, label: 'exchange.tabs.new' },
  { tab: 'applies', to: APP_ROUTES.myApplies, label: 'applies.title' },
  { tab: 'history', to: appPath.applicationsHistory(), label: 'exchange.tabs.history' },
];

/** The campaigns exchange (spec §2): its heading, the tabs New campaigns, My applies and Requests history, and the open view. */
export function ExchangeFrame({ current, children }: { current: ExchangeTab; children: ReactNode }) {
  const t = useT();
  const currentLabel = TABS.find(({ tab }) => tab === current)?.label ?? 'exchange.tabs.new';
  useDocumentTitle(t(currentLabel));
  return (
    <Stack gap="6" py={{ base: '6', md: '10' }}>
      <PageHeading title={t('campaigns.title')} />
      <Box as="nav" aria-label={t('exchange.tabs.label')} borderBottomWidth="1px" overflowX="auto" mx={{ base: '-4', md: '0' }} px={{ base: '4', md: '0' }}>
        <HStack as="ul" listStyleType="none" gap="1" minW="max-content">
          {TABS.map(({ tab, to, label }) => (
            <li key={tab}>
              <Link
                asChild
                display="block"
                px={{ base: '2.5', md: '3' }}
                py="2.5"
                fontSize={{ base: 'sm', md: 'md' }}
                mb="-1px"
                fontWeight="medium"
                textDecoration="none"
                borderBottomWidth="2px"
                borderColor={tab === current ? 'blue.600' : 'transparent'}
                color={tab === current ? 'blue.700' : 'fg.muted'}
                _hover={{ color: 'fg', textDecoration: 'none' }}
                aria-current={tab === current ? 'page' : undefined}
              >
                <RouterLink to={to}>{t(label)}</RouterLink>
              </Link>
            </li>
          ))}
        </HStack>
      </Box>
      {children}
    </Stack>
  );
}
