/**
 * Offer notices are batched in windows of this length, aligned to the epoch: every offer left
 * in one window is listed in one e-mail, sent when the window closes, so a busy store hears at
 * most once per window (the "at most one e-mail per 15 minutes").
 */
export const NOTICE_WINDOW_MS = 15 * 60 * 1000;

/** The window an instant falls in, by its number since the epoch. */
export const windowOf = (at: Date): number => Math.floor(at.getTime() / NOTICE_WINDOW_MS);

export const windowStart = (window: number): Date => new Date(window * NOTICE_WINDOW_MS);
export const windowEnd = (window: number): Date => new Date((window + 1) * NOTICE_WINDOW_MS);
