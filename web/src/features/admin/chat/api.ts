import { queryOptions } from '@tanstack/react-query';
import { ROUTES } from '../../../../../shared/api/routes';
import { apiRequest } from '../../../lib/api';
import { QUERY_ROOTS } from '../../../lib/query-keys';

/** The admins' flagged messages (issue 14), a page at a time. */
export const flaggedQueries = {
  all: [QUERY_ROOTS.chat, 'admin', 'flagged'] as const,
  page: (page: number) =>
    queryOptions({ queryKey: [QUERY_ROOTS.chat, 'admin', 'flagged', page] as const, queryFn: () => apiRequest(ROUTES.listFlaggedMessages, { query: { page } }) }),
};
