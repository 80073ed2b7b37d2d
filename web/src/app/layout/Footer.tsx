import { Box, Flex, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { APP_ROUTES } from '../../../../shared/app-paths';
import { useT } from '../../i18n/useT';
import { LayoutContainer } from './LayoutContainer';

export function Footer() {
  const t = useT();
  return (
    <Box as="footer" borderTopWidth="1px" py="6" mt="10">
      <LayoutContainer>
        <Flex direction={{ base: 'column', sm: 'row' }} gap="3" justify="space-between" align={{ base: 'flex-start', sm: 'center' }}>
          {/* The year as text, so it keeps Latin digits in Arabic like every number of the app. */}
          <Text textStyle="sm" color="fg.muted">
            {t('footer.copyright', { year: String(new Date().getFullYear()) })}
          </Text>
          <HStack as="nav" aria-label={t('footer.links')} gap="5" textStyle="sm">
            <Link asChild color="blue.700">
              <RouterLink to={APP_ROUTES.privacy}>{t('footer.privacy')}</RouterLink>
            </Link>
            <Link asChild color="blue.700">
              <RouterLink to={APP_ROUTES.terms}>{t('footer.terms')}</RouterLink>
            </Link>
          </HStack>
        </Flex>
      </LayoutContainer>
    </Box>
  );
}
