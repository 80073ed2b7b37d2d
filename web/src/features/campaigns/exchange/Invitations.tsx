import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import type { CreatorInvitationView } from '../../../../../shared/domain/invitations';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadFailure } from '../../../components/LoadFailure';
import { toaster } from '../../../components/toaster';
import { useApiQuery } from '../../../hooks/useApiQuery';
import { errorMessage } from '../../../i18n/errors';
import { ApiError } from '../../../lib/api';
import { useT } from '../../../i18n/useT';
import { declineInvitation, exchangeQueries } from './api';
import { CampaignCard } from './CampaignCard';
import { CARD_GRID_COLUMNS } from './ListStates';

/**
 * The creator's invitations at the top of the exchange (issue 28): the campaigns companies invited her to that are
 * still open, the latest first, each with Apply (her application comes first among the candidates) and Decline.
 * Nothing shows while they load or when there are none: the exchange below is the page.
 */
export function Invitations() {
  const t = useT();
  const headingId = useId();
  const queryClient = useQueryClient();
  const { resource, reload } = useApiQuery(exchangeQueries.invitations());
  const [declining, setDeclining] = useState<CreatorInvitationView>();
  const [busy, setBusy] = useState(false);
  const lastTrigger = useRef<HTMLElement | null>(null);

  async function decline() {
    if (!declining) return;
    setBusy(true);
    try {
      await declineInvitation(declining.campaign.id);
      toaster.create({ type: 'success', title: t('exchange.invitations.declined', { title: declining.campaign.campaignTitle }) });
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(t, error) });
      // Answered already (applied or declined elsewhere): the list is read again; anything else may be tried again.
      if (!(error instanceof ApiError && error.status === 409)) return;
    } finally {
      setBusy(false);
    }
    // The card is gone: focus goes to the section's heading, or with the last invitation the section goes too, to the page's.
    const last = resource.status === 'ready' && resource.data.invitations.length <= 1;
    lastTrigger.current = last ? document.querySelector<HTMLElement>('h1') : document.getElementById(headingId);
    setDeclining(undefined);
    await queryClient.invalidateQueries({ queryKey: exchangeQueries.invitations().queryKey });
  }

  if (resource.status === 'failed') return <LoadFailure error={resource.error} onRetry={reload} />;
  if (resource.status !== 'ready' || resource.data.invitations.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" bg="purple.50" borderRadius="l3" p={{ base: '3', md: '4' }}>
      <Heading as="h2" size="lg" id={headingId} tabIndex={-1} outline="none">
        {t('exchange.invitations.title')}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {t('exchange.invitations.lead', { count: resource.data.invitations.length })}
      </Text>
      <SimpleGrid as="ul" listStyleType="none" columns={CARD_GRID_COLUMNS} gap="4">
        {resource.data.invitations.map((invitation) => (
          <li key={invitation.campaign.id}>
            <CampaignCard
              campaign={invitation.campaign}
              invitation={{
                invitedAt: invitation.invitedAt,
                onDecline: (trigger) => {
                  lastTrigger.current = trigger;
                  setDeclining(invitation);
                },
              }}
            />
          </li>
        ))}
      </SimpleGrid>
      <ConfirmDialog
        open={declining !== undefined}
        onClose={() => setDeclining(undefined)}
        onConfirm={() => void decline()}
        busy={busy}
        returnFocus={lastTrigger}
        title={t('exchange.invitations.declineTitle', { title: declining?.campaign.campaignTitle ?? '' })}
        cancelLabel={t('exchange.invitations.keep')}
        confirmLabel={t('exchange.invitations.decline')}
      >
        <Text>{t('exchange.invitations.declineBody', { company: declining?.campaign.companyName ?? '' })}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
