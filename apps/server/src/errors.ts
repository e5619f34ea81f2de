import { MSG } from '@parley/contract';
import { isForeignKeyViolation } from './db/constraints';

/** Typed refusals thrown by services; the error handler maps each to its status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** 400 outside schema validation: a request the schemas accept but the server cannot follow. */
export class BadRequestError extends AppError {
  constructor(message: string) {
    super(400, message);
  }
}

/**
 * 400 on named fields outside schema validation: values the schemas accept but the stored data
 * refuses (a rule that is not the retailer's). Shaped like a schema 400, so forms show it inline.
 */
export class FieldError extends AppError {
  constructor(readonly fieldErrors: Record<string, string>) {
    super(400, Object.values(fieldErrors)[0] ?? MSG.required);
  }
}

/** 401: no valid credentials. */
export class UnauthenticatedError extends AppError {
  constructor(message: string = MSG.unauthenticated) {
    super(401, message);
  }
}

/** 403: signed in, but the role does not allow it. */
export class ForbiddenError extends AppError {
  constructor(message: string = MSG.forbidden) {
    super(403, message);
  }
}

/** 404: missing, or belonging to another retailer (indistinguishable on purpose). */
export class NotFoundError extends AppError {
  constructor(message: string = MSG.notFound) {
    super(404, message);
  }
}

/** What a lookup found, or a 404 when it found nothing: the check each read of one object makes. */
export function orNotFound<T extends object>(found: T | null | undefined): T {
  if (found === null || found === undefined) throw new NotFoundError();
  return found;
}

/**
 * A row inserted for an owner that does not exist (only an administrator can name any retailer):
 * its foreign key refuses it, which is a 404 as for any other missing object, not a 500.
 */
export async function orMissingOwner<T>(insert: () => Promise<T>): Promise<T> {
  try {
    return await insert();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new NotFoundError();
    throw error;
  }
}

/** 413: a body or file over its size cap. */
export class PayloadTooLargeError extends AppError {
  constructor(message: string) {
    super(413, message);
  }
}

/** 422: a business refusal, shown to the user as `errorMessage`. */
export class BusinessError extends AppError {
  constructor(message: string) {
    super(422, message);
  }
}

/** 429: throttled; `retryAfterSeconds` becomes the Retry-After header. */
export class TooManyRequestsError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string = MSG.tooManyRequests,
  ) {
    super(429, message);
  }
}

/** 503: a dependency (the database, maintenance) is not available right now. */
export class ServiceUnavailableError extends AppError {
  constructor(message: string = MSG.databaseUnavailable) {
    super(503, message);
  }
}

/** OAuth token endpoint refusals keep RFC 6749's `error` code beside our `errorMessage`. */
export class OAuthError extends AppError {
  constructor(
    readonly error:
      'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type',
    message: string,
  ) {
    super(400, message);
  }
}
