import { createHmac } from 'node:crypto';
import { constantTimeEqual, randomToken } from '../../lib/secrets';

const NONCE = /^[A-Za-z0-9_-]{43}$/;

export interface CsrfTokens {
  cookieName: string;
  secure: boolean;
  /** The nonce to keep in the cookie: the browser's own when it has a well-formed one. */
  nonceFor(cookie: string | undefined): string;
  /** The form's hidden token, bound to the cookie's nonce by an HMAC. */
  tokenFor(nonce: string): string;
  verify(cookie: string | undefined, token: string | undefined): boolean;
}

/**
 * Signed double-submit cookie (OWASP CSRF cheat sheet): a forged form has neither the victim's
 * cookie nor the server's key, so it cannot carry a matching token. This also stops login CSRF,
 * where a victim would be signed in to the attacker's account.
 */
export function createCsrfTokens(secret: string, secure: boolean): CsrfTokens {
  const tokenFor = (nonce: string) =>
    createHmac('sha256', secret).update(`hosted-login:${nonce}`).digest('base64url');
  return {
    // The __Host- prefix pins the cookie to this host and path /, but needs HTTPS.
    cookieName: secure ? '__Host-parley_login' : 'parley_login',
    secure,
    nonceFor: (cookie) => (cookie && NONCE.test(cookie) ? cookie : randomToken()),
    tokenFor,
    verify: (cookie, token) =>
      Boolean(cookie && token && NONCE.test(cookie) && constantTimeEqual(tokenFor(cookie), token)),
  };
}
