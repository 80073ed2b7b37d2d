import { AREAS, matchRoute, ROUTE_LIST, routeKey, routesOfArea } from '../../shared/api/routes';

describe('route table', () => {
  it('has unique route keys', () => {
    const keys = ROUTE_LIST.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every area at least one route, and every route a known area', () => {
    for (const area of AREAS) expect(routesOfArea(area).length).toBeGreaterThan(0);
    for (const route of ROUTE_LIST) expect(AREAS).toContain(route.area);
  });

  it('matches a concrete request to its route', () => {
    expect(matchRoute('GET', '/health')?.route.path).toBe('/health');
    expect(matchRoute('POST', '/health')).toBeUndefined();
    expect(matchRoute('GET', '/health/extra')).toBeUndefined();
    expect(matchRoute('GET', '/')).toBeUndefined();
  });
});
