import cookie from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAuthorizeForm, ZAuthorizeQuery } from '@parley/contract';
import type { AppInstance } from '../../app-types';
import type { Deps } from '../../deps';
import { randomToken } from '../../lib/secrets';
import { access } from '../../plugins/access';
import { ensureSetting } from '../../infra/settings';
import { createCsrfTokens, type CsrfTokens } from './csrf';
import {
  showLoginPage,
  submitLoginForm,
  type HostedLoginDeps,
  type HostedLoginResult,
} from './hosted-login-service';

function send(reply: FastifyReply, csrf: CsrfTokens, result: HostedLoginResult) {
  // Neither the form (it holds a CSRF token) nor the redirect (it holds a code) may be cached.
  void reply.header('cache-control', 'no-store');
  if (result.kind === 'redirect') return reply.redirect(result.location, 302);
  if (result.csrfNonce) {
    void reply.setCookie(csrf.cookieName, result.csrfNonce, {
      path: csrf.secure ? '/' : '/oauth',
      httpOnly: true,
      secure: csrf.secure,
      sameSite: 'lax',
    });
  }
  if (result.retryAfterSeconds) void reply.header('retry-after', String(result.retryAfterSeconds));
  return reply.status(result.status).type('text/html; charset=utf-8').send(result.html);
}

/** The hosted login page: GET and POST /oauth/authorize. */
export async function hostedLoginPages(app: AppInstance, deps: Deps) {
  const secret = await ensureSetting(deps.db, 'hosted_login_csrf_secret', randomToken(48));
  const csrf = createCsrfTokens(secret, deps.config.publicUrl.startsWith('https:'));
  const loginDeps: HostedLoginDeps = { ...deps, csrf };

  // Cookies are only needed here, so the plugin stays inside this scope.
  await app.register(async (scoped) => {
    await scoped.register(cookie);
    const pages = scoped.withTypeProvider<ZodTypeProvider>();
    pages.get(
      '/oauth/authorize',
      { config: { access: access.public }, schema: { hide: true, querystring: ZAuthorizeQuery } },
      async (request, reply) =>
        send(
          reply,
          csrf,
          await showLoginPage(loginDeps, request.query, request.cookies[csrf.cookieName]),
        ),
    );
    pages.post(
      '/oauth/authorize',
      { config: { access: access.public }, schema: { hide: true, body: ZAuthorizeForm } },
      async (request, reply) =>
        send(
          reply,
          csrf,
          await submitLoginForm(
            loginDeps,
            request.body,
            request.cookies[csrf.cookieName],
            request.ip,
          ),
        ),
    );
  });
}
