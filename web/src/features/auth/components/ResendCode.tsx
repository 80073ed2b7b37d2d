import { Button, HStack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/useT';

/** Seconds before a code can be sent again: a code was just sent, and Cognito limits how often. */
export const RESEND_WAIT_SECONDS = 30;

/**
 * "Didn't get the code? Resend code", available after a countdown that restarts after each resend.
 * The countdown is not a live region: a screen reader would otherwise hear every second.
 */
export function ResendCode({ onResend }: { onResend: () => Promise<boolean> }) {
  const t = useT();
  const [remaining, setRemaining] = useState(RESEND_WAIT_SECONDS);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (remaining <= 0) return;
    const timer = window.setTimeout(() => setRemaining((seconds) => seconds - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [remaining]);

  const resend = async () => {
    setSending(true);
    try {
      if (await onResend()) setRemaining(RESEND_WAIT_SECONDS);
    } finally {
      setSending(false);
    }
  };

  return (
    <HStack gap="1" flexWrap="wrap" fontSize="sm">
      <Text color="fg.muted">{t('auth.code.notReceived')}</Text>
      {remaining > 0 ? (
        <Text color="fg.muted">{t('auth.code.resendIn', { seconds: remaining })}</Text>
      ) : (
        <Button variant="plain" size="sm" px="0" h="auto" color="blue.700" textDecoration="underline" loading={sending} onClick={resend}>
          {t('auth.code.resend')}
        </Button>
      )}
    </HStack>
  );
}
