import { Avatar, Badge, Box, Button, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { APP_ROUTES, appPath } from '../../../../../shared/app-paths';
import type { FavouriteCreatorView } from '../../../../../shared/domain/favourites';
import type { InvitationStatus } from '../../../../../shared/domain/invitations';
import { EmptyNotice } from '../../../components/EmptyNotice';
import { InfoDialog } from '../../../components/InfoDialog';
import { LoadFailure } from '../../../components/LoadFailure';
import { Pager } from '../../../components/Pager';
import { toaster } from '../../../components/toaster';
import { useApiQuery } from '../../../hooks/useApiQuery';
import { errorMessage } from '../../../i18n/errors';
import { useT } from '../../../i18n/useT';
import { favouriteQueries } from '../../../lib/favourites';
import { campaignQueries, inviteCreator } from './api';

const STATUS_PALETTE: Record<InvitationStatus, string> = { pending: 'green', applied: 'blue', declined: 'gray' };

/**
 * "Invite favourites" on the company's open campaign (issue 28): a dialog of its favourite creators, twenty to a
 * page, each with Invite or where her invitation stands (invited, applied, declined). The creator is told by notice
 * and mail; her application from the invitation comes first among the candidates.
 */
export function InviteFavourites({ campaignId, campaignTitle }: { campaignId: string; campaignTitle: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={trigger} colorPalette="blue" variant="outline" onClick={() => setOpen(true)}>
        {t('campaign.invite.open')}
      </Button>
      <InfoDialog
        open={open}
        onClose={() => setOpen(false)}
        returnFocus={trigger}
        title={t('campaign.invite.title')}
        lead={t('campaign.invite.lead', { title: campaignTitle })}
        closeLabel={t('campaign.invite.done')}
      >
        {open && <FavouritesToInvite campaignId={campaignId} />}
      </InfoDialog>
    </>
  );
}

function FavouritesToInvite({ campaignId }: { campaignId: string }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const favourites = useApiQuery(favouriteQueries.list(page));
  const invitations = useApiQuery(campaignQueries.invitations(campaignId));
  if (favourites.resource.status === 'failed') return <LoadFailure error={favourites.resource.error} onRetry={favourites.reload} />;
  if (invitations.resource.status === 'failed') return <LoadFailure error={invitations.resource.error} onRetry={invitations.reload} />;
  if (favourites.resource.status === 'loading' || invitations.resource.status === 'loading') {
    return (
      <Stack gap="2" role="status" aria-label={t('common.loading')}>
        <Skeleton height="12" />
        <Skeleton height="12" />
      </Stack>
    );
  }
  const { creators, totalEntries, totalPages } = favourites.resource.data;
  if (totalEntries === 0) {
    return (
      <EmptyNotice
        title={t('campaign.invite.empty')}
        description={t('campaign.invite.emptyHint')}
        action={
          <Button asChild colorPalette="blue" variant="outline">
            <RouterLink to={APP_ROUTES.favouriteCreators}>{t('campaign.invite.toFavourites')}</RouterLink>
          </Button>
        }
      />
    );
  }
  const { invitations: sent, applicantIds } = invitations.resource.data;
  // A creator who applied without an invitation needs none: she shows as applied.
  const statusOf = new Map<string, InvitationStatus>([...applicantIds.map((id) => [id, 'applied'] as const), ...sent.map((invitation) => [invitation.creatorId, invitation.status] as const)]);
  return (
    <Stack gap="3">
      <Stack as="ul" gap="2" listStyleType="none" aria-label={t('campaign.invite.listLabel')}>
        {creators.map((creator) => (
          <FavouriteRow key={creator.creatorId} campaignId={campaignId} creator={creator} status={statusOf.get(creator.creatorId)} />
        ))}
      </Stack>
      <Pager page={page} totalPages={totalPages} onPage={setPage} />
    </Stack>
  );
}

function FavouriteRow({ campaignId, creator, status }: { campaignId: string; creator: FavouriteCreatorView; status: InvitationStatus | undefined }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  // The Invite button just pressed gives way to the status: focus goes to it rather than to the page's start.
  const [justInvited, setJustInvited] = useState(false);
  const badge = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (justInvited && status) badge.current?.focus();
  }, [justInvited, status]);
  // A creator whose account was deleted or deactivated has no name to show, and cannot be invited.
  const name = creator.fullName || t('campaign.invite.unavailable');

  async function invite() {
    setBusy(true);
    try {
      await inviteCreator(campaignId, creator.creatorId);
      await queryClient.invalidateQueries({ queryKey: campaignQueries.invitations(campaignId).queryKey });
      setJustInvited(true);
      toaster.create({ type: 'success', title: t('campaign.invite.sent', { name }) });
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(t, error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box as="li" borderWidth="1px" borderRadius="l2" px="3" py="2">
      <HStack gap="3" justify="space-between">
        <HStack gap="3" minW="0">
          <Avatar.Root size="sm" colorPalette="blue" flexShrink="0" aria-hidden>
            <Avatar.Fallback name={name} />
            {creator.avatarReadUrl && <Avatar.Image src={creator.avatarReadUrl} alt="" />}
          </Avatar.Root>
          {creator.fullName ? (
            <Link asChild fontWeight="medium" color="blue.700" overflowWrap="anywhere">
              <RouterLink to={appPath.creator(creator.creatorId)}>
                <bdi>{creator.fullName}</bdi>
              </RouterLink>
            </Link>
          ) : (
            <Text color="fg.muted">{name}</Text>
          )}
        </HStack>
        {status ? (
          <Badge ref={badge} tabIndex={-1} outline="none" colorPalette={STATUS_PALETTE[status]} size="lg" flexShrink="0">
            {t(`campaign.invite.status.${status}`)}
          </Badge>
        ) : (
          creator.fullName && (
            <Button size="sm" colorPalette="blue" loading={busy} flexShrink="0" aria-label={t('campaign.invite.inviteFor', { name })} onClick={() => void invite()}>
              {t('campaign.invite.invite')}
            </Button>
          )
        )}
      </HStack>
    </Box>
  );
}
