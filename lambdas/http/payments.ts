import { routesOfArea, routeKey } from '../../shared/api/routes';
import { areaHandler } from '../core/http';

// Scaffold: the helper that owns this area replaces these handlers.
export const handler = areaHandler(
  'payments',
  Object.fromEntries(
    routesOfArea('payments').map((route) => [
      routeKey(route),
      () => {
        throw new Error(`${routeKey(route)} is not built yet`);
      },
    ]),
  ),
);
