import { TEXT } from '../ui/strings';

/**
 * A widget call that did not succeed, with a message fit to show the shopper. `status` is null
 * when the server was never reached (after the retries).
 */
export class WidgetApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'WidgetApiError';
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
  if (status === 429) {
    const seconds = retryAfterOf(response);
    return new WidgetApiError(TEXT.errors.busy(seconds), status, seconds);
  }
  if (status >= 500) return new WidgetApiError(TEXT.errors.server, status);
  if (status === 422) {
    return new WidgetApiError(errorMessageOf(body) ?? TEXT.errors.refused, status);
  }
  return new WidgetApiError(TEXT.errors.refused, status);
}

export const networkError = () => new WidgetApiError(TEXT.errors.network, null);

/** The shopper-facing text of anything a call threw. */
export const messageOf = (error: unknown) =>
  error instanceof WidgetApiError ? error.message : TEXT.errors.refused;
