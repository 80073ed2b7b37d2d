import { IconButton } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FavouriteIds } from '../../../shared/domain/favourites';
import { StarIcon } from './icons';
import { toaster } from './toaster';
import { errorMessage } from '../i18n/errors';
import { useT } from '../i18n/useT';
import { useSession } from '../lib/session';
import { favouriteQueries, setFavourite } from '../lib/favourites';

/**
 * A company's star on a creator (issue 28): pressed when she is a favourite. The star turns at once and the list
 * follows; a refusal (the limit) turns it back and says why. Nothing for other roles. `listed`: shown on the list of
 * favourites, so starred until the ids say otherwise (they may still be loading).
 */
export function FavouriteButton(props: StarProps) {
  const { user } = useSession();
  return user?.role === 'company' ? <CompanyStar {...props} /> : null;
}

interface StarProps {
  creatorId: string;
  name: string;
  listed?: boolean;
}

function CompanyStar({ creatorId, name, listed = false }: StarProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const ids = useQuery(favouriteQueries.ids());
  const [busy, setBusy] = useState(false);
  const starred = ids.data ? ids.data.creatorIds.includes(creatorId) : listed;

  const toggle = async () => {
    const want = !starred;
    const key = favouriteQueries.ids().queryKey;
    const before = queryClient.getQueryData<FavouriteIds>(key);
    const others = (before?.creatorIds ?? []).filter((id) => id !== creatorId);
    queryClient.setQueryData<FavouriteIds>(key, { creatorIds: want ? [...others, creatorId] : others });
    setBusy(true);
    try {
      await setFavourite(creatorId, want);
    } catch (error) {
      queryClient.setQueryData<FavouriteIds>(key, before);
      toaster.create({ type: 'error', title: errorMessage(t, error) });
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: favouriteQueries.all });
    }
  };

  return (
    <IconButton
      variant="ghost"
      size="sm"
      colorPalette="yellow"
      color={starred ? 'yellow.500' : 'fg.muted'}
      aria-pressed={starred}
      aria-label={t(starred ? 'favourites.unstar' : 'favourites.star', { name })}
      title={t(starred ? 'favourites.unstar' : 'favourites.star', { name })}
      disabled={ids.status !== 'success' || busy}
      onClick={() => void toggle()}
      data-testid="favourite-star"
    >
      <StarIcon fill={starred ? 'currentColor' : 'none'} />
    </IconButton>
  );
}
