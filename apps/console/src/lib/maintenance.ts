import { MAINTENANCE_CHECK_INTERVAL_MS } from '@parley/contract/constants';

/**
 * The status feed and the page browsers are sent to in maintenance: this server's own by
 * default, another host's when the build sets VITE_STATUS_FEED_URL / VITE_STATUS_PAGE_URL.
 */
const buildSettings = import.meta.env as Partial<Record<string, string>>;
export const STATUS_FEED_URL = buildSettings.VITE_STATUS_FEED_URL || '/status.json';
export const STATUS_PAGE_URL = buildSettings.VITE_STATUS_PAGE_URL || '/status.html';

export interface Maintenance {
  /**
   * Reads the status feed (at most once per interval unless forced) and, when the admin site is
   * down, sends the browser to the status page. Resolves true when it did so.
   */
  check(options?: { force?: boolean }): Promise<boolean>;
}

export function createMaintenance({
  fetch = (input: string, init?: RequestInit) => globalThis.fetch(input, init),
  now = () => Date.now(),
  leave,
}: {
  fetch?: (input: string, init?: RequestInit) => Promise<Response>;
  now?: () => number;
  leave: (url: string) => void;
}): Maintenance {
  let lastCheckedAt = Number.NEGATIVE_INFINITY;
  let down = false;
  let inFlight: Promise<boolean> | null = null;

  async function read(): Promise<boolean> {
    try {
      const response = await fetch(STATUS_FEED_URL, { cache: 'no-store' });
      if (!response.ok) return false;
      // Read without zod (the contract's ZStatusFeed): the entry checks it before the app loads.
      const feed: unknown = await response.json();
      return (
        typeof feed === 'object' && feed !== null && Reflect.get(feed, 'admin-site') === 'down'
      );
    } catch {
      // No answer from the feed either: nothing says the site is in maintenance.
      return false;
    }
  }

  return {
    check({ force = false } = {}) {
      if (down) return Promise.resolve(true);
      if (inFlight) return inFlight;
      if (!force && now() - lastCheckedAt < MAINTENANCE_CHECK_INTERVAL_MS) {
        return Promise.resolve(false);
      }
      lastCheckedAt = now();
      inFlight = read()
        .then((isDown) => {
          if (isDown) {
            down = true;
            leave(STATUS_PAGE_URL);
          }
          return isDown;
        })
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    },
  };
}
