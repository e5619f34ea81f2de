import { MSG } from '@parley/contract';

/** A refusal from the server (status ≥ 400), or no answer at all (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** errorMessage (or the OAuth error_message) from the body, when the server sent one. */
    readonly serverMessage: string | null = null,
    /** A 400's message per field, keyed by the field's dotted path ('hyper_parameters.tolerance'). */
    readonly fieldErrors: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get noAnswer() {
    return this.status === 0;
  }
}

/** The session is over: no refresh token, or the server refused to refresh it. */
export class SessionEndedError extends ApiError {
  constructor() {
    super(401, MSG.unauthenticated);
    this.name = 'SessionEndedError';
  }
}

export const noAnswerError = () => new ApiError(0, MSG.cannotContact);

/** The server's message when it refused with one, otherwise `fallback`. */
export function refusalMessage(error: unknown, fallback: string = MSG.somethingWrong): string {
  if (error instanceof ApiError) {
    if (error.noAnswer) return MSG.cannotContact;
    if (error.serverMessage && error.status < 500) return error.serverMessage;
  }
  return fallback;
}
