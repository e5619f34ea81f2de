/**
 * Offer notices are batched in windows of `OFFER_NOTICE_WINDOW_SECONDS` (15 minutes unless set),
 * aligned to the epoch: every offer left in one window is listed in one e-mail, sent when the
 * window closes, so a busy store hears at most once per window.
 */
export interface NoticeWindow {
  from: Date;
  to: Date;
}

/** The window an instant falls in. */
export function windowOf(at: Date, windowSeconds: number): NoticeWindow {
  const length = windowSeconds * 1000;
  const from = Math.floor(at.getTime() / length) * length;
  return { from: new Date(from), to: new Date(from + length) };
}
