import { link } from '../../app/route-kit';
import { LOGIN_PATH } from '../../lib/sign-in-start';

export { returnTarget } from '../../lib/sign-in-start';

export const AUTH_PATHS = {
  login: LOGIN_PATH,
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

/** /session/new carrying where the user was going (part 1 §2, guard 3). */
export function loginWithReturn(location: { pathname: string; search: string }): string {
  const params = new URLSearchParams({ return_path: location.pathname });
  const query = location.search.replace(/^\?/, '');
  if (query) params.set('return_query', query);
  return `${authLinks.login()}?${params.toString()}`;
}
