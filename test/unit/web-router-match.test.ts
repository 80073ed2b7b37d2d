import { bestMatch, matchPath } from '../../web/src/lib/router/match';

/** The web router's path matching (web/src/lib/router/match.ts): what React Router did for these patterns. */

describe('matchPath', () => {
  it.each([
    ['/', '/', {}],
    ['/dashboard', '/dashboard', {}],
    ['/dashboard', '/dashboard/', {}],
    ['/dashboard', '/Dashboard', {}],
    ['/campaigns/:id', '/campaigns/c-1', { id: 'c-1' }],
    ['/campaigns/:id', '/campaigns/c%201', { id: 'c 1' }],
    ['/admin/signin', '/admin/signin', {}],
  ])('%s matches %s', (pattern, pathname, params) => {
    expect(matchPath(pattern, pathname)).toEqual(params);
  });

  it.each([
    ['/', '/dashboard'],
    ['/dashboard', '/'],
    ['/campaigns/:id', '/campaigns'],
    ['/campaigns/:id', '/campaigns/c-1/edit'],
    ['/campaigns/:id', '/campaigns/%E0%A4%A'],
    ['/admin/signin', '/admin'],
  ])('%s does not match %s', (pattern, pathname) => {
    expect(matchPath(pattern, pathname)).toBeNull();
  });
});

describe('bestMatch', () => {
  const routes = [{ path: '/campaigns/:id' }, { path: '/campaigns/create' }, { path: '/:section/create' }, { path: '/' }];

  it('prefers a literal segment to a parameter, whatever the order', () => {
    expect(bestMatch(routes, '/campaigns/create')?.route.path).toBe('/campaigns/create');
    expect(bestMatch([...routes].reverse(), '/campaigns/create')?.route.path).toBe('/campaigns/create');
    expect(bestMatch(routes, '/campaigns/c-9')).toEqual({ route: { path: '/campaigns/:id' }, params: { id: 'c-9' } });
    expect(bestMatch(routes, '/profiles/create')).toEqual({ route: { path: '/:section/create' }, params: { section: 'profiles' } });
  });

  it('finds nothing for an unknown path', () => {
    expect(bestMatch(routes, '/nowhere/at/all')).toBeUndefined();
  });
});
