import { link } from '../../app/route-kit';

export const AUTH_PATHS = {
  login: '/session/new',
  autoLogin: '/session/new/:tokenParam',
} as const;

const autoLogin = link(AUTH_PATHS.autoLogin);

export const authLinks = {
  login: link(AUTH_PATHS.login),
  /** The one-time token's automatic log-in, going on to `returnPath` once logged in. */
  autoLogin: ({ token, returnPath }: { token: string; returnPath: string }) => {
    const query = new URLSearchParams({ return_path: returnPath });
    return `${autoLogin({ tokenParam: token })}?${query.toString()}`;
  },
};

/** Only paths inside the console: no scheme, no host, no protocol-relative `//`. */
function isConsolePath(path: string) {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');
}

/** /session/new carrying where the user was going (part 1 §2, guard 3). */
export function loginWithReturn(location: { pathname: string; search: string }): string {
  const params = new URLSearchParams({ return_path: location.pathname });
  const query = location.search.replace(/^\?/, '');
  if (query) params.set('return_query', query);
  return `${authLinks.login()}?${params.toString()}`;
}

/** Where to go once logged in: return_path and return_query from the query string, else null. */
export function returnTarget(search: string): string | null {
  const params = new URLSearchParams(search);
  const path = params.get('return_path');
  if (!path || !isConsolePath(path) || path.startsWith(authLinks.login())) return null;
  const query = params.get('return_query');
  return query ? `${path}?${query}` : path;
}
