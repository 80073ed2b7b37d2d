import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useT } from '../i18n/useT';

/** What a render failure shows (spec §8: 'Something went wrong'), with a way out. */
export function ErrorFallback() {
  const t = useT();
  return (
    <Stack gap="4" py="20" alignItems="center" textAlign="center" role="alert">
      <Heading as="h1" size="2xl">
        {t('page.somethingWrong')}
      </Heading>
      <Text color="fg.muted">{t('page.somethingWrongHint')}</Text>
      <Button colorPalette="blue" onClick={() => window.location.reload()}>
        {t('page.reload')}
      </Button>
    </Stack>
  );
}

/** The top-level boundary: a failure outside the router's own error handling (the toaster, a provider). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Render failure', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorFallback /> : this.props.children;
  }
}
