import { Badge } from '@chakra-ui/react';
import type { PayoutPurpose } from '../../../shared/domain/ledger';
import { useT } from '../i18n/useT';

/** Marks a payout that pays a creator back for a product she bought (issue 28); a payout for her work has no mark. */
export function PayoutPurposeBadge({ purpose }: { purpose: PayoutPurpose | undefined }) {
  const t = useT();
  if (purpose !== 'reimbursement') return null;
  return (
    <Badge colorPalette="purple" variant="subtle" w="fit-content">
      {t('term.payout.reimbursement')}
    </Badge>
  );
}
