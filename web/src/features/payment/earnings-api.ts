import { queryOptions } from '@tanstack/react-query';
import { ROUTES } from '../../../../shared/api/routes';
import type { CreatorEarnings } from '../../../../shared/domain/earnings';
import { apiRequest } from '../../lib/api';
import { QUERY_ROOTS } from '../../lib/query-keys';

/** The signed-in creator's payouts and totals (issue 26); read again on every live notice (lib/query-scope.tsx). */
export const earningsQueries = {
  mine: () => queryOptions({ queryKey: [QUERY_ROOTS.earnings], queryFn: (): Promise<CreatorEarnings> => apiRequest(ROUTES.getEarnings, {}) }),
};
