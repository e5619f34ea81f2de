import { TEXT, type WidgetText } from '../ui/strings';

/**
 * What went wrong with a call, as the shopper is told it: in words of the chat's language, chosen
 * where the chat is shown (the call itself does not know the language). `store` is a refusal the
 * server wrote for shoppers.
 */
export type WidgetProblem =
  | { kind: 'network' }
  | { kind: 'busy'; seconds: number }
  | { kind: 'server' }
  | { kind: 'refused' }
  | { kind: 'store'; message: string };

/** The shopper-facing words of a problem. */
export function problemText(text: WidgetText, problem: WidgetProblem): string {
  switch (problem.kind) {
    case 'busy':
      return text.errors.busy(problem.seconds);
    case 'store':
      return problem.message;
    default:
      return text.errors[problem.kind];
  }
}

/**
 * A widget call that did not succeed. `status` is null when the server was never reached (after
 * the retries). Its message is the English wording, for the developer console.
 */
export class WidgetApiError extends Error {
  constructor(
    readonly problem: WidgetProblem,
    readonly status: number | null,
  ) {
    super(problemText(TEXT, problem));
    this.name = 'WidgetApiError';
  }

  get retryAfterSeconds(): number | null {
    return this.problem.kind === 'busy' ? this.problem.seconds : null;
  }
}

function errorMessageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('errorMessage' in body)) return null;
  const message = body.errorMessage;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/** Seconds to wait as the server says, else a short guess (the header may be hidden by CORS). */
function retryAfterOf(response: Response): number {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 10;
}

/**
 * What the shopper reads for a refused call. 422 carries the store's business reason, written for
 * shoppers; 400 means the widget sent something the contract refuses (a bug, or a stale widget), so
 * its field details stay out of the chat; 429 and 5xx get friendly, generic wording.
 */
export function errorFromResponse(response: Response, body: unknown): WidgetApiError {
  const { status } = response;
  if (status === 429)
    return new WidgetApiError({ kind: 'busy', seconds: retryAfterOf(response) }, status);
  if (status >= 500) return new WidgetApiError({ kind: 'server' }, status);
  const message = status === 422 ? errorMessageOf(body) : null;
  return new WidgetApiError(message ? { kind: 'store', message } : { kind: 'refused' }, status);
}

export const networkError = () => new WidgetApiError({ kind: 'network' }, null);

/** The problem behind anything a call threw. */
export const problemOf = (error: unknown): WidgetProblem =>
  error instanceof WidgetApiError ? error.problem : { kind: 'refused' };
