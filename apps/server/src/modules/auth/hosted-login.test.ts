import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { CONSOLE_CLIENT_ID, MSG } from '@parley/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { authorizationCodes } from '../../db/schema';
import {
  CSRF_COOKIE,
  REDIRECT_URI,
  authorizeQuery,
  hiddenFields,
  openLoginForm,
  pkce,
  postForm,
} from '../../../test/support/auth';

let t: TestApp;
let user: Awaited<ReturnType<TestApp['createUser']>>;
const { challenge } = pkce();

beforeAll(async () => {
  t = await createTestApp();
  user = await t.createUser({ retailerId: (await t.createRetailer()).id });
});
afterAll(() => t.close());
// Each test starts with the throttle's memory behind it.
beforeEach(() => t.clock.advance(3600));

const codesIssued = async () => (await t.db.select({ n: count() }).from(authorizationCodes))[0]!.n;

describe('GET /oauth/authorize', () => {
  it('renders the login form with the request in hidden fields and a CSRF cookie', async () => {
    const { response, fields } = await openLoginForm(t, authorizeQuery(challenge));
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const html = response.body;
    expect(html).toContain('<h1>Log in to Parley</h1>');
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toContain('<button type="submit">Log in</button>');
    expect(html).toContain('<a href="/#/account/forgot">Forgot your password?</a>');
    expect(html).not.toContain('<script');
    expect(fields).toMatchObject({
      client_id: CONSOLE_CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      code_challenge: challenge,
      state: 'state-123',
    });
    expect(fields.csrf_token).toMatch(/^[\w-]{43}$/);
    const cookie = response.cookies.find((c) => c.name === CSRF_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/oauth' });
  });

  it('escapes what it echoes', async () => {
    const state = '"><script>alert(1)</script><x a=\'';
    const { response, fields } = await openLoginForm(t, authorizeQuery(challenge, { state }));
    expect(response.body).not.toContain('<script>');
    expect(response.body).toContain('&quot;&gt;&lt;script&gt;');
    expect(fields.state).toBe(state);
  });

  it('sends faulty requests from a known client back to it with an error', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ response_type: 'token' }, 'unsupported_response_type'],
      [{ code_challenge_method: 'plain' }, 'invalid_request'],
      [{ code_challenge: 'too-short' }, 'invalid_request'],
      [{ code_challenge: `${challenge.slice(0, 42)}=` }, 'invalid_request'],
    ];
    for (const [override, error] of cases) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/oauth/authorize',
        query: authorizeQuery(challenge, override),
      });
      expect(response.statusCode).toBe(302);
      const location = new URL(response.headers.location as string);
      expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
      expect(location.searchParams.get('error')).toBe(error);
      expect(location.searchParams.get('state')).toBe('state-123');
    }
  });
});

describe('redirect URI and client checks', () => {
  // Each differs from the registered http://localhost:3000/callback in one way (RFC 9700 §4.1).
  const nearMisses = [
    'http://localhost:3000/callback/',
    'http://localhost:3000/Callback',
    'http://localhost:3000/CALLBACK',
    'HTTP://localhost:3000/callback',
    'http://LOCALHOST:3000/callback',
    'https://localhost:3000/callback',
    'http://localhost:3001/callback',
    'http://localhost/callback',
    'http://localhost:3000/callback?next=/',
    'http://localhost:3000/callback?',
    'http://localhost:3000/callback#',
    'http://localhost:3000/callback#x',
    'http://user@localhost:3000/callback',
    'http://localhost:3000@evil.example/callback',
    'http://evil.localhost:3000/callback',
    'http://localhost:3000.evil.example/callback',
    'http://localhost:3000/callback/../callback',
    'http://localhost:3000/x/../callback',
    'http://localhost:3000//callback',
    'http://localhost:3000/%63allback',
    'http://localhost:3000/callback%2F',
    'http://localhost:3000/callbackx',
    'http://localhost:3000/callbac',
    '//localhost:3000/callback',
    ' http://localhost:3000/callback',
    'http://localhost:3000/callback ',
    'javascript:alert(1)//http://localhost:3000/callback',
    '',
  ];

  it.each(nearMisses)('shows an error page, never a redirect, for %j', async (redirectUri) => {
    const query = authorizeQuery(challenge, { redirect_uri: redirectUri });
    const get = await t.app.inject({ method: 'GET', url: '/oauth/authorize', query });
    expect(get.statusCode).toBe(400);
    expect(get.headers.location).toBeUndefined();
    expect(get.body).toContain(MSG.signInRequestInvalid);

    // The form posted with a tampered redirect URI and good credentials gets no code either.
    const { cookies, fields } = await openLoginForm(t, authorizeQuery(challenge));
    const before = await codesIssued();
    const post = await postForm(
      t,
      '/oauth/authorize',
      { ...fields, redirect_uri: redirectUri, email: user.email, password: user.password },
      { cookies },
    );
    expect(post.statusCode).toBe(400);
    expect(post.headers.location).toBeUndefined();
    expect(await codesIssued()).toBe(before);
  });

  it('shows an error page for an unknown or missing client', async () => {
    for (const clientId of ['someone-else', 'PARLEY-CONSOLE', '']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/oauth/authorize',
        query: authorizeQuery(challenge, { client_id: clientId }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers.location).toBeUndefined();
    }
  });
});

describe('POST /oauth/authorize', () => {
  const login = async (
    change: (form: Record<string, string>, cookies: Record<string, string>) => void = () => {},
    credentials = { email: user.email, password: user.password },
  ) => {
    const { cookies, fields } = await openLoginForm(t, authorizeQuery(challenge));
    const form = { ...fields, ...credentials };
    change(form, cookies);
    return postForm(t, '/oauth/authorize', form, { cookies });
  };

  it('redirects with a code and the state on the right password', async () => {
    const response = await login();
    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location as string);
    expect(location.searchParams.get('code')).toMatch(/^[\w-]{43}$/);
    expect(location.searchParams.get('state')).toBe('state-123');
  });

  it.each([
    ['without the token', (form: Record<string, string>) => delete form.csrf_token],
    ['with a forged token', (form: Record<string, string>) => (form.csrf_token = 'A'.repeat(43))],
    [
      'without the cookie',
      (_: unknown, cookies: Record<string, string>) => delete cookies[CSRF_COOKIE],
    ],
    [
      "with another browser's cookie",
      (_: unknown, cookies: Record<string, string>) => (cookies[CSRF_COOKIE] = 'B'.repeat(43)),
    ],
  ])('refuses the form %s', async (_, change) => {
    const before = await codesIssued();
    const response = await login(change);
    expect(response.statusCode).toBe(403);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain(MSG.signInFormExpired);
    expect(await codesIssued()).toBe(before);
    // The page comes back with a fresh pair that works.
    const cookie = response.cookies.find((c) => c.name === CSRF_COOKIE)!;
    const retry = await postForm(
      t,
      '/oauth/authorize',
      { ...hiddenFields(response.body), email: user.email, password: user.password },
      { cookies: { [CSRF_COOKIE]: cookie.value } },
    );
    expect(retry.statusCode).toBe(302);
  });

  it('re-renders with the incorrect-login message on a wrong password or unknown e-mail', async () => {
    for (const credentials of [
      { email: user.email, password: 'wrong password' },
      { email: 'nobody@example.com', password: user.password },
    ]) {
      const response = await login(undefined, credentials);
      expect(response.statusCode).toBe(401);
      expect(response.headers.location).toBeUndefined();
      expect(response.body).toContain(MSG.incorrectLogin);
      expect(response.body).toContain(`value="${credentials.email}"`);
    }
  });

  it('asks for a missing password', async () => {
    const response = await login(undefined, { email: user.email, password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(MSG.enterPassword);
  });
});
