import { ROUTES } from '../../shared/api/routes';
import { checkHealth } from '../core/health';
import { areaHandler, defineRoute, reply } from '../core/http';

export const handler = areaHandler('system', [
  defineRoute(ROUTES.health, async () => {
    const report = await checkHealth();
    return reply(report.status === 'ok' ? 200 : 503, report);
  }),
]);
