import { ACCESS_TOKEN_EXPIRY_MARGIN_SECONDS, DEFAULT_TIMEZONE } from '@parley/contract/constants';
import type { TTokenResponse } from '@parley/contract';

/** Logged in means this key is stored; the entry reads it before the app loads (sign-in-start.ts). */
export const REFRESH_TOKEN_KEY = 'parley.refresh_token';

const KEYS = {
  accessToken: 'parley.access_token',
  accessTokenExpires: 'parley.access_token_expires',
  refreshToken: REFRESH_TOKEN_KEY,
  timezone: 'parley.timezone',
} as const;

export interface Tokens {
  accessToken: string | null;
  /** Epoch milliseconds, already brought forward by the expiry margin. */
  accessTokenExpires: number | null;
  refreshToken: string | null;
}

export type EndReason = 'logout' | 'ended';

export interface AuthStore {
  tokens: () => Tokens;
  /** Logged in means a refresh token exists (part 1 §4). */
  isLoggedIn: () => boolean;
  setTokens: (response: TTokenResponse) => void;
  /** Marks the access token as expired so that the next call refreshes it. */
  expireAccessToken: () => void;
  /** Forgets the session; `reason` tells a chosen logout from a session that ended by itself. */
  clear: (reason?: EndReason) => void;
  /** Why the last session ended in this tab, if it did. */
  endReason: () => EndReason | null;
  timezone: () => string;
  setTimezone: (timezone: string) => void;
  subscribe: (listener: () => void) => () => void;
}

/**
 * Tokens live in localStorage so that every tab shares one session and one refresh-token chain;
 * another tab logging out or rotating the token reaches this one through the storage event.
 */
export function createAuthStore(
  storage: Storage = localStorage,
  now = () => Date.now(),
): AuthStore {
  const listeners = new Set<() => void>();
  let endReason: EndReason | null = null;
  const notify = () => listeners.forEach((listener) => listener());

  // Another tab logged in or out.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === KEYS.refreshToken) notify();
  };

  return {
    tokens() {
      const expires = storage.getItem(KEYS.accessTokenExpires);
      return {
        accessToken: storage.getItem(KEYS.accessToken),
        accessTokenExpires: expires === null ? null : Number(expires),
        refreshToken: storage.getItem(KEYS.refreshToken),
      };
    },
    isLoggedIn: () => storage.getItem(KEYS.refreshToken) !== null,
    setTokens(response) {
      const wasLoggedIn = storage.getItem(KEYS.refreshToken) !== null;
      const expires = now() + (response.expires_in - ACCESS_TOKEN_EXPIRY_MARGIN_SECONDS) * 1000;
      storage.setItem(KEYS.accessToken, response.access_token);
      storage.setItem(KEYS.accessTokenExpires, String(expires));
      storage.setItem(KEYS.refreshToken, response.refresh_token);
      if (!wasLoggedIn) {
        endReason = null;
        notify();
      }
    },
    expireAccessToken() {
      storage.removeItem(KEYS.accessToken);
      storage.removeItem(KEYS.accessTokenExpires);
    },
    clear(reason = 'ended') {
      endReason = reason;
      Object.values(KEYS).forEach((key) => storage.removeItem(key));
      notify();
    },
    endReason: () => endReason,
    timezone: () => storage.getItem(KEYS.timezone) ?? DEFAULT_TIMEZONE,
    setTimezone(timezone) {
      storage.setItem(KEYS.timezone, timezone);
    },
    subscribe(listener) {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
  };
}
