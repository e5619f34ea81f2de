import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { LatencyLog, TurnKind } from '../widget-turns/latency-log';
import { Stopped, WidgetClient } from '../widget-turns/widget-client';

/** A widget call answered 2xx: what it wrote, for the check against the database afterwards. */
export interface AckedWrite {
  kind: TurnKind;
  /** The session it wrote to (from the answer for a start, else from the path or body). */
  sessionId: string;
  /** The exchange the answer named (start, message, accept): its row must exist. */
  messageId: string | null;
  /** The e-mail left, or the order number bought under. */
  detail: string | null;
  /** The Idempotency-Key it was sent with: the server keeps it with the write. */
  key: string;
}

/** A call that got no 2xx answer (the run was not stopping). */
export interface FailedTurn {
  kind: TurnKind;
  sessionId: string | null;
  /** "HTTP 502", or the socket's error ("socket hang up"). */
  reason: string;
  /** Its Idempotency-Key: stored only if the request went out and its write committed. */
  key: string;
  startedAt: number;
  endedAt: number;
}

/** Where a session stood in the last answer about it: the database must say the same. */
export interface SessionState {
  /** Null after a purchase, whose answer does not carry it. */
  negotiationStatus: string | null;
  summaryStatus: string;
}

/** The fields of the widget's answers this book reads; any may be missing from a given answer. */
interface AnswerFields {
  session?: { session_id?: unknown; negotiation_status?: unknown; summary_status?: unknown };
  message?: { message_id?: unknown };
  summary_status?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const SESSION_PATH = /^\/sessions\/([^/?]+)/;

/** The session a call is about, before its answer: from its path, or a purchase's parleyId. */
function sessionOfCall(path: string, body: object): string | null {
  const inPath = SESSION_PATH.exec(path)?.[1];
  if (inPath) return inPath;
  return 'parleyId' in body ? text(body.parleyId) : null;
}

/** "HTTP 502" from WidgetClient's "kind: 502 <body>", or its socket error. */
function reasonOf(kind: TurnKind, error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  const rest = message.startsWith(`${kind}: `) ? message.slice(kind.length + 2) : message;
  const status = /^(\d{3})\b/.exec(rest)?.[1];
  return status ? `HTTP ${status}` : rest;
}

/**
 * Every write the server acknowledged and every call that failed, client-side, with when each was
 * sent and answered: the lost-writes check and the kill test's classification read it.
 */
export class WriteBook {
  readonly acked: AckedWrite[] = [];
  /** performance.now() when each acknowledged call was sent and answered, in `acked`'s order. */
  readonly ackedTimes: { startedAt: number; endedAt: number }[] = [];
  readonly failures: FailedTurn[] = [];
  readonly lastState = new Map<string, SessionState>();
  /** Sessions a failed call was about: whether that call wrote is unknown, so is their state. */
  readonly uncertain = new Set<string>();

  acknowledged(
    kind: TurnKind,
    path: string,
    body: object,
    answer: unknown,
    call: { key: string; startedAt: number },
  ) {
    const fields = (answer ?? {}) as AnswerFields;
    const sessionId = text(fields.session?.session_id) ?? sessionOfCall(path, body);
    if (sessionId === null) throw new Error(`a ${kind} answer names no session`);
    let detail: string | null = null;
    if (kind === 'email' && 'email' in body) detail = text(body.email);
    if (kind === 'purchase' && 'orderNumber' in body) detail = text(body.orderNumber);
    const messageId = text(fields.message?.message_id);
    this.acked.push({ kind, sessionId, messageId, detail, key: call.key });
    this.ackedTimes.push({ startedAt: call.startedAt, endedAt: performance.now() });
    const summaryStatus = text(fields.session?.summary_status) ?? text(fields.summary_status);
    if (summaryStatus !== null) {
      const negotiationStatus = text(fields.session?.negotiation_status);
      this.lastState.set(sessionId, { negotiationStatus, summaryStatus });
    }
  }

  failed(
    kind: TurnKind,
    path: string,
    body: object,
    error: unknown,
    call: { key: string; startedAt: number },
  ) {
    const sessionId = sessionOfCall(path, body);
    if (sessionId !== null) this.uncertain.add(sessionId);
    const reason = reasonOf(kind, error);
    const { key, startedAt } = call;
    this.failures.push({ kind, sessionId, reason, key, startedAt, endedAt: performance.now() });
  }
}

/**
 * The widget-turns client, keeping the book: each 2xx answer is an acknowledged write, each
 * refusal or lost connection a failure (a call not sent because the run stopped is neither),
 * with the Idempotency-Key this client made up for it and the server stores with the write.
 */
export class BookedClient extends WidgetClient {
  constructor(
    port: number,
    apiKey: string,
    connections: number,
    log: LatencyLog,
    private readonly book: WriteBook,
  ) {
    super(port, apiKey, connections, log);
  }

  override async post<T>(kind: TurnKind, path: string, body: object, key: string = randomUUID()) {
    const startedAt = performance.now();
    try {
      const answer = await super.post<T>(kind, path, body, key);
      this.book.acknowledged(kind, path, body, answer, { key, startedAt });
      return answer;
    } catch (error) {
      if (error instanceof Stopped) throw error;
      this.book.failed(kind, path, body, error, { key, startedAt });
      throw error;
    }
  }
}
