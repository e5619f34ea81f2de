/**
 * The sessions this server wrote last, each as its write left it and with the row's version
 * (`xmin`), so that a session's next turn can skip reading it: its write lands only if the row is
 * still that version (and no rule of it was switched off since), which the write checks anyway.
 * When it is not (another server took a turn, the retailer recovered the offer, a retry of a call
 * already answered), the write changes nothing and the turn is taken again on the session read.
 *
 * A turn was two statements, this read and the write; on a shopper's second and later turns it is
 * now the write alone (bench/README.md). What is kept is what the write answered, never a value
 * the server worked out, so a turn sees the same session whichever way it came.
 */
/**
 * A kept session is about 2.5 KiB of heap (its setup and state parsed; measured with the demo
 * store's sessions), so the bound is about 25 MiB: the negotiations a busy server has under way.
 */
export const MAX_KNOWN_SESSIONS = 10_000;

export interface KnownSession<S> {
  session: S;
  version: string;
}

/** At most `max` sessions, the least recently used forgotten first. */
export class KnownSessions<S> {
  private readonly entries = new Map<string, KnownSession<S>>();

  constructor(private readonly max = MAX_KNOWN_SESSIONS) {}

  /** The session as last written here, forgotten: a turn takes it once, and remembers its own. */
  take(retailerId: string, sessionId: string): KnownSession<S> | undefined {
    const key = `${retailerId}/${sessionId}`;
    const known = this.entries.get(key);
    if (known) this.entries.delete(key);
    return known;
  }

  remember(retailerId: string, sessionId: string, known: KnownSession<S>) {
    const key = `${retailerId}/${sessionId}`;
    this.entries.delete(key);
    if (this.entries.size >= this.max) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, known);
  }
}
