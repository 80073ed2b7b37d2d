import { routeKey, ROUTES } from '../../shared/api/routes';
import { checkHealth } from '../core/health';
import { areaHandler } from '../core/http';

async function health() {
  const report = await checkHealth();
  return { statusCode: report.status === 'ok' ? 200 : 503, body: report };
}

export const handler = areaHandler('system', {
  [routeKey(ROUTES.health)]: health,
});
