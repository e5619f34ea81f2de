import { describe, expect, it } from 'vitest';
import { ROUTES } from '../app/routes';
import { REFRESH_TOKEN_KEY } from './auth-store';
import { ERROR_KEY, signInReturnPath } from './sign-in-start';

const storage = (entries: Record<string, string> = {}) => ({
  getItem: (key: string) => entries[key] ?? null,
});

/** Where a page load at `hash` goes straight to the hosted log-in, or null (the app loads). */
const startAt = (hash: string, { local = storage(), session = storage(), pathname = '/' } = {}) =>
  signInReturnPath({ pathname, hash }, local, session);

/** A concrete path of a route path: every parameter filled. */
const concrete = (path: string) => path.replace(/:\w+/g, 'x1');

describe('starting the hosted log-in before the application loads', () => {
  it('goes from the log-in route to where its return_path and return_query say', () => {
    expect(startAt('#/session/new')).toBe('/');
    expect(
      startAt('#/session/new?return_path=%2Fretailers%2Fr1%2Fsessions&return_query=page%3D2'),
    ).toBe('/retailers/r1/sessions?page=2');
    // Never out of the console, nor back to the log-in route.
    expect(startAt('#/session/new?return_path=%2F%2Fevil.example')).toBe('/');
    expect(startAt('#/session/new?return_path=%2Fsession%2Fnew')).toBe('/');
  });

  it('returns a signed-out deep link to itself with its query, as the guards do', () => {
    expect(startAt('')).toBe('/');
    expect(startAt('#/')).toBe('/');
    expect(startAt('#/retailers/r1/sessions?status=open')).toBe(
      '/retailers/r1/sessions?status=open',
    );
  });

  it('loads the application when it has something to show or decide', () => {
    const signedIn = storage({ [REFRESH_TOKEN_KEY]: 'token' });
    expect(startAt('#/session/new', { local: signedIn })).toBeNull();
    const failed = storage({ [ERROR_KEY]: 'Logging in did not complete.' });
    expect(startAt('#/session/new', { session: failed })).toBeNull();
    expect(startAt('', { pathname: '/callback' })).toBeNull();
  });

  it('leaves every public route to the application, and takes every other one', () => {
    for (const route of ROUTES) {
      const path = concrete(route.path);
      if (route.auth === 'public' && route.id !== 'login')
        expect(startAt(`#${path}`), path).toBeNull();
      if (route.auth === 'authenticated') expect(startAt(`#${path}`), path).toBe(path);
    }
  });
});
