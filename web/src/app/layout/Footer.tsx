import { Box, Text } from '@chakra-ui/react';
import { useT } from '../../i18n/useT';
import { LayoutContainer } from './LayoutContainer';

export function Footer() {
  const t = useT();
  return (
    <Box as="footer" borderTopWidth="1px" py="6" mt="10">
      <LayoutContainer>
        {/* The year as text, so it keeps Latin digits in Arabic like every number of the app. */}
        <Text textStyle="sm" color="fg.muted">
          {t('footer.copyright', { year: String(new Date().getFullYear()) })}
        </Text>
      </LayoutContainer>
    </Box>
  );
}
