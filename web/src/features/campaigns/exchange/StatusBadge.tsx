import { Badge } from '@chakra-ui/react';
import type { ApplicationStatus } from '../../../../../shared/domain/campaign';
import { useT } from '../../../i18n/useT';

/** The colour of each status wherever a creator sees their own application. */
export const APPLICATION_STATUS_PALETTE: Record<ApplicationStatus, string> = {
  pending: 'orange',
  'in-progress': 'blue',
  rejected: 'red',
  'under-review': 'purple',
  'needs-revision': 'yellow',
  'needs-review': 'purple',
  approved: 'green',
  completed: 'teal',
  // Refunded to the company by an admin: the work ended unpaid, as final as a rejection.
  cancelled: 'red',
};

/** A campaign-creator status of spec §4, in words and a colour. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const t = useT();
  return (
    <Badge colorPalette={APPLICATION_STATUS_PALETTE[status]} variant="subtle" size="md">
      {t(`term.applicationStatus.${status}`)}
    </Badge>
  );
}
