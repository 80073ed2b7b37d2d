/**
 * Path patterns of the route table ('/campaigns/:id'): matching and ranking, pure. As React Router did before
 * (docs/decisions.md, "Web: a router of our own"): segments compare without regard to case, a trailing slash is
 * ignored, parameters are decoded, and a literal segment outranks a parameter, so '/campaigns/create' and
 * '/campaigns/:id' coexist in any order.
 */

export type Params = Readonly<Record<string, string>>;

const segmentsOf = (path: string): string[] => path.split('/').filter((segment) => segment !== '');

function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** The parameters of `pathname` under `pattern`, or null when it does not match. */
export function matchPath(pattern: string, pathname: string): Params | null {
  const wanted = segmentsOf(pattern);
  const given = segmentsOf(pathname);
  if (wanted.length !== given.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const actual = given[index] ?? '';
    if (segment.startsWith(':')) {
      const value = decoded(actual);
      if (value === undefined) return null;
      params[segment.slice(1)] = value;
    } else if (segment.toLowerCase() !== actual.toLowerCase()) {
      return null;
    }
  }
  return params;
}

/** Literal segments score above parameters; the highest score wins, the table's order breaks ties. */
function score(pattern: string): number {
  return segmentsOf(pattern).reduce((total, segment) => total + (segment.startsWith(':') ? 3 : 10), 0);
}

/** The best route of `routes` for `pathname` with its parameters, or undefined when none matches. */
export function bestMatch<Route extends { path: string }>(routes: readonly Route[], pathname: string): { route: Route; params: Params } | undefined {
  let best: { route: Route; params: Params; score: number } | undefined;
  for (const route of routes) {
    const params = matchPath(route.path, pathname);
    if (!params) continue;
    const routeScore = score(route.path);
    if (!best || routeScore > best.score) best = { route, params, score: routeScore };
  }
  return best && { route: best.route, params: best.params };
}
