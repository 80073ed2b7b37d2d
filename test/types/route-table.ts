import { anyParam, routeTable, uuidParam } from '../../shared/api/contract';

/** Type test (checked by `npm run typecheck`, never run): a route's `params` name exactly its path's `{names}`. */

routeTable({
  fine: { method: 'GET', path: '/a/{id}/{other}', area: 'system', access: 'public', params: { id: uuidParam('INVALID_CARD_ID'), other: anyParam } },
  noParams: { method: 'GET', path: '/a', area: 'system', access: 'public' },
});

routeTable({
  // @ts-expect-error a `{name}` of the path without its rule
  missing: { method: 'GET', path: '/a/{id}/{other}', area: 'system', access: 'public', params: { id: anyParam } },
});

routeTable({
  // @ts-expect-error a rule for a parameter the path does not have
  extra: { method: 'GET', path: '/a/{id}', area: 'system', access: 'public', params: { id: anyParam, other: anyParam } },
});

routeTable({
  // @ts-expect-error a path with parameters and no rules at all
  none: { method: 'GET', path: '/a/{id}', area: 'system', access: 'public' },
});
