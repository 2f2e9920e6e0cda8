import { type RouteName, routeByPath } from './routeTable.ts';

/** Screens that exist to log someone in: never a place to return to after logging in. */
const SIGN_IN_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>(['login', 'register', 'forgot']);

/** A made-up origin that only anchors relative paths while parsing; never reached. */
const PARSE_BASE = 'https://app.invalid';

/** How many log-in URLs wrapped in each other are unwrapped before giving up (the old bug nested them). */
const MAX_NESTING = 8;

/**
 * The in-app route a `from` value names (path and query), or null when it names none: not a path of this
 * app (another origin, `//host`, `/\host`), a path outside the route table (the back office, unknown
 * pages), or nothing. A log-in, sign-up or forgot-password URL is unwrapped to the route its own `from`
 * names, so `from` always ends up as the route the user first wanted.
 */
export function wantedRoute(from: string | null | undefined): string | null {
  let candidate = from ?? null;
  for (let depth = 0; depth < MAX_NESTING && candidate; depth += 1) {
    if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return null;
    let url: URL;
    try {
      url = new URL(candidate, PARSE_BASE);
    } catch {
      return null;
    }
    if (url.origin !== PARSE_BASE) return null;
    const route = routeByPath(url.pathname);
    if (!route) return null;
    if (!SIGN_IN_ROUTES.has(route.name)) return route.path + url.search;
    candidate = url.searchParams.get('from');
  }
  return null;
}

/** Where a visitor goes for a route that needs an account: /login, carrying the wanted route in `from`. */
export function loginRedirect(fromPath: string): string {
  const wanted = wantedRoute(fromPath);
  return wanted ? `/login?from=${encodeURIComponent(wanted)}` : '/login';
}

/** Where a log-in page (its query string `search`) sends the user once logged in: `from`, else `fallback`. */
export function returnPath(search: string, fallback = '/user'): string {
  return wantedRoute(new URLSearchParams(search).get('from')) ?? fallback;
}
