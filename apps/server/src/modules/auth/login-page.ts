import { PRODUCT_NAME } from '@parley/contract';
import { escapeHtml } from '../../lib/html';
import type { AuthorizationRequest } from './authorize-request';

/**
 * WCAG 2.2 AA contrast (issue 28): the button is the console's primary (indigo 8, #3b5bdb), on
 * which white text is 5.67:1 (the former #228be6 gave 3.56:1); the error text on its tint is
 * 5.10:1 and the body text on the page 15.93:1.
 */
const STYLE = `
body{font-family:system-ui,sans-serif;background:#f5f6f8;margin:0;color:#1a1b1e}
main{max-width:24rem;margin:4rem auto;padding:2rem;background:#fff;border-radius:8px;
box-shadow:0 1px 4px rgba(0,0,0,.12)}
h1{font-size:1.5rem;margin:0 0 1.5rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input[type=email],input[type=password]{box-sizing:border-box;width:100%;padding:.5rem;
font-size:1rem;border:1px solid #ced4da;border-radius:4px}
button{margin-top:1.5rem;width:100%;padding:.6rem;font-size:1rem;border:0;border-radius:4px;
background:#3b5bdb;color:#fff;cursor:pointer}
.error{color:#c92a2a;background:#fff5f5;padding:.75rem;border-radius:4px}
p.links{margin-top:1rem;text-align:center}`;

function layout(title: string, body: string) {
  return (
    `<!doctype html><html lang="en-GB"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="referrer" content="no-referrer">` +
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>` +
    `<body><main>${body}</main></body></html>`
  );
}

const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

export interface LoginPageView {
  request: AuthorizationRequest;
  csrfToken: string;
  email?: string;
  error?: string;
}

/** The hosted login form; plain HTML so that it works without JavaScript. */
export function renderLoginPage(view: LoginPageView) {
  const { request } = view;
  const title = `Log in to ${PRODUCT_NAME}`;
  const error = view.error ? `<p class="error" role="alert">${escapeHtml(view.error)}</p>` : '';
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1>${error}` +
      `<form method="post" action="/oauth/authorize">` +
      hidden('csrf_token', view.csrfToken) +
      hidden('response_type', 'code') +
      hidden('client_id', request.clientId) +
      hidden('redirect_uri', request.redirectUri) +
      hidden('code_challenge', request.codeChallenge) +
      hidden('code_challenge_method', 'S256') +
      (request.state === undefined ? '' : hidden('state', request.state)) +
      `<label for="email">Email</label>` +
      `<input id="email" name="email" type="email" autocomplete="username" required autofocus` +
      ` value="${escapeHtml(view.email ?? '')}">` +
      `<label for="password">Password</label>` +
      `<input id="password" name="password" type="password" autocomplete="current-password" required>` +
      `<button type="submit">Log in</button></form>` +
      `<p class="links"><a href="/#/account/forgot">Forgot your password?</a></p>`,
  );
}

/** A request we will not send anywhere: the client or its redirect URI is not ours. */
export function renderErrorPage(message: string) {
  return layout(
    `${PRODUCT_NAME}: sign-in error`,
    `<h1>${escapeHtml(`Log in to ${PRODUCT_NAME}`)}</h1>` +
      `<p class="error" role="alert">${escapeHtml(message)}</p>`,
  );
}
