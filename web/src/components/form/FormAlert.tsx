import { Alert } from '@chakra-ui/react';

/** A message above or below a form: failures are alerts (announced at once), notices are polite status. */
export function FormAlert({ status, children }: { status: 'error' | 'success' | 'info'; children: string }) {
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{children}</Alert.Title>
    </Alert.Root>
  );
}
