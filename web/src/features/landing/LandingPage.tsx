import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useLocale } from '../../app/LocaleProvider';

export function LandingPage() {
  const { locale, setLocale } = useLocale();
  return (
    <Container maxW="1440px" px="16px" py={{ base: 10, md: 20 }}>
      <Stack gap={6} maxW="3xl">
        <Box display="flex" justifyContent="space-between" alignItems="center">
          <Text fontWeight="bold" color="blue.600">
            <FormattedMessage id="app.name" />
          </Text>
          <Button variant="outline" size="sm" onClick={() => setLocale(locale === 'ar' ? 'en' : 'ar')}>
            <FormattedMessage id="language.switch" />
          </Button>
        </Box>
        <Heading as="h1" size="4xl">
          <FormattedMessage id="landing.title" />
        </Heading>
        <Text fontSize="lg" color="gray.600">
          <FormattedMessage id="landing.subtitle" />
        </Text>
      </Stack>
    </Container>
  );
}
