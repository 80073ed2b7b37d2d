import { queryOptions } from '@tanstack/react-query';
import { ROUTES } from '../../../../../shared/api/routes';
import { apiRequest } from '../../../lib/api';
import { QUERY_ROOTS } from '../../../lib/query-keys';

/** The problems creators reported with a product (issue 28), a page at a time. */
export const shippingProblemQueries = {
  page: (page: number) =>
    queryOptions({ queryKey: [QUERY_ROOTS.shippingProblems, page] as const, queryFn: () => apiRequest(ROUTES.listShippingProblems, { query: { page } }) }),
};
