import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/useT';
import { isCompleteCode } from '../lib/code';
import { CodeInput } from './CodeInput';
import { FormAlert } from '../../../components/form/FormAlert';
import { FormStack } from '../../../components/form/FormStack';

/**
 * The admins pool's second factor (TOTP). On the first sign-in the authenticator app is set up from the key shown
 * as text (typed into the app) or from the otpauth link (opened on the phone that holds the app); then, and at every
 * later sign-in, the app's 6-digit code completes the sign-in.
 */
export function TotpStep({ setup, onCode }: { setup?: { secret: string; uri: string }; onCode: (code: string) => Promise<string | undefined> }) {
  const t = useT();
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(await onCode(code));
    setBusy(false);
  };
  return (
    <FormStack onSubmit={submit}>
      {setup && (
        <Stack gap="2">
          <Text fontWeight="semibold">{t('auth.totp.secretLabel')}</Text>
          {/* The key is Latin letters and digits: left to right in Arabic too, and broken anywhere on a narrow phone. */}
          <Text dir="ltr" fontFamily="mono" fontSize="md" p="2" bg="bg.muted" borderRadius="md" wordBreak="break-all" data-testid="totp-secret">
            {setup.secret}
          </Text>
          <Link href={setup.uri} color="blue.700" fontWeight="semibold">
            {t('auth.totp.openInApp')}
          </Link>
        </Stack>
      )}
      <CodeInput label={t('auth.totp.codeLabel')} hint={t('auth.totp.codeHint')} value={code} onChange={setCode} autoFocus />
      {failure && <FormAlert status="error">{failure}</FormAlert>}
      <Button type="submit" size="lg" colorPalette="blue" loading={busy} disabled={!isCompleteCode(code) || busy}>
        {t('auth.totp.submit')}
      </Button>
    </FormStack>
  );
}
