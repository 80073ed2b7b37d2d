import { Badge } from '@chakra-ui/react';
import type { ApplicationStatus, CampaignStatus } from '../../../shared/domain/campaign';
import { useT } from '../i18n/useT';

const CAMPAIGN_STATUS_COLOURS: Record<CampaignStatus, string> = { unpaid: 'orange', open: 'green', 'in-progress': 'blue', completed: 'gray' };

const APPLICATION_STATUS_COLOURS: Record<ApplicationStatus, string> = {
  pending: 'orange',
  'in-progress': 'blue',
  rejected: 'red',
  'under-review': 'purple',
  'needs-revision': 'orange',
  'needs-review': 'purple',
  approved: 'green',
  completed: 'gray',
  // Refunded to the company by an admin: the work ended unpaid, as final as a rejection.
  cancelled: 'red',
};

/** A campaign's status (spec §3): awaiting payment, open, in progress, completed. */
export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  const t = useT();
  return <Badge colorPalette={CAMPAIGN_STATUS_COLOURS[status]}>{t(`term.campaignStatus.${status}`)}</Badge>;
}

/** A campaign-creator status (spec §4): pending, in progress, rejected… */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const t = useT();
  return <Badge colorPalette={APPLICATION_STATUS_COLOURS[status]}>{t(`term.applicationStatus.${status}`)}</Badge>;
}
