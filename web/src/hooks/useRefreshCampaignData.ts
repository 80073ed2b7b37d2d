import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { QUERY_ROOTS } from '../lib/query-keys';

/**
 * After a campaign or an application changed (created, applied to, decided, deleted, paid): every campaign list,
 * detail (with its applicants) and the dashboard's figures are read again; the ones on screen stay there meanwhile.
 */
export function useRefreshCampaignData(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([QUERY_ROOTS.campaigns, QUERY_ROOTS.dashboard].map((root) => queryClient.invalidateQueries({ queryKey: [root] })));
  }, [queryClient]);
}
