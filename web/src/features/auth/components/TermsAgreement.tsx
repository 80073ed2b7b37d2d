import { useState } from 'react';
import { useT } from '../../../i18n/useT';
import { ConsentCheckbox } from '../../../components/form/ConsentCheckbox';
import { TermsDialog } from './TermsDialog';

/**
 * The terms box of spec §2: ticking it opens the terms, and only Agree ticks it (with the moment of agreement,
 * which the profile records as agreedToTermsAt); unticking needs no dialog.
 */
export function TermsAgreement({ agreed, onChange, error }: { agreed: boolean; onChange: (agreedAt: string | undefined) => void; error?: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <ConsentCheckbox
        name="agreedToTerms"
        label={t('auth.signUp.terms')}
        checked={agreed}
        onCheckedChange={(checked) => (checked ? setOpen(true) : onChange(undefined))}
        error={error}
      />
      <TermsDialog
        open={open}
        onAgree={() => {
          setOpen(false);
          onChange(new Date().toISOString());
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
