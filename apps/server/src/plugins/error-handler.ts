import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { API_BASE_PATH, MSG } from '@parley/contract';
import { AppError, FieldError, OAuthError, TooManyRequestsError } from '../errors';
import { isUnstorableText } from '../db/constraints';
import { isDatabaseBusy, isDatabaseUnavailable } from '../db/unavailable';
import { fieldIssues } from './validation-issues';

const GENERIC_CLIENT_ERRORS: Record<number, string> = {
  400: 'The request could not be understood.',
  404: MSG.notFound,
  405: 'Method not allowed.',
  413: 'The request is too large.',
  415: 'Unsupported content type.',
  429: MSG.tooManyRequests,
};

/**
 * Error bodies are built here, not by the route, so they skip the route's response schema: a
 * schema that describes a 400 with field errors must not turn a 400 for unparseable JSON into a
 * 500 serialisation failure.
 */
function sendBody(reply: FastifyReply, status: number, body: Record<string, unknown>) {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .serializer((payload) => JSON.stringify(payload))
    .send(body);
}

function send(reply: FastifyReply, status: number, errorMessage: string) {
  // Every 400 carries fieldErrors (empty when the body could not be read at all).
  return sendBody(
    reply,
    status,
    status === 400 ? { errorMessage, fieldErrors: {} } : { errorMessage },
  );
}

/** 503 for a database out of reach or too busy now: the client may try again shortly. */
function unavailable(reply: FastifyReply) {
  void reply.header('retry-after', '2');
  return send(reply, 503, MSG.databaseUnavailable);
}

/**
 * Fastify's own refusals before any route is found (a path that does not decode, FST_ERR_BAD_URL):
 * the same 400 body as every other, not Fastify's.
 */
export function answerFrameworkError(_error: FastifyError, _request: unknown, reply: FastifyReply) {
  void send(reply, 400, GENERIC_CLIENT_ERRORS[400]!);
}

/**
 * The one place errors become responses: 400 validation (per field), typed service errors,
 * 503 when the database is out of reach or its statement timed out, and a 500 that never shows
 * internals.
 */
export function handleErrors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of fieldIssues(error.validation, error.validationContext, request)) {
        fieldErrors[issue.path] ??= issue.message || MSG.required;
      }
      const first = Object.values(fieldErrors)[0] ?? MSG.required;
      return sendBody(reply, 400, { errorMessage: first, fieldErrors });
    }
    if (error instanceof OAuthError) {
      return sendBody(reply, 400, {
        error: error.error,
        error_description: error.message,
        error_message: error.message,
        errorMessage: error.message,
      });
    }
    if (error instanceof AppError) {
      if (error instanceof TooManyRequestsError) {
        void reply.header('retry-after', String(error.retryAfterSeconds));
      }
      if (error instanceof FieldError) {
        return sendBody(reply, 400, {
          errorMessage: error.message,
          fieldErrors: error.fieldErrors,
        });
      }
      if (error.statusCode === 400) {
        return sendBody(reply, 400, { errorMessage: error.message, error_message: error.message });
      }
      return send(reply, error.statusCode, error.message);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return unavailable(reply);
    }
    if (isDatabaseBusy(error)) {
      // A statement ended by the server's statement or lock timeout (db/timeouts.ts).
      request.log.warn({ err: error }, 'database statement timed out');
      return unavailable(reply);
    }
    if (isUnstorableText(error)) return send(reply, 400, GENERIC_CLIENT_ERRORS[400]!);
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response failed its schema');
      return send(reply, 500, MSG.somethingWrong);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return send(reply, status, GENERIC_CLIENT_ERRORS[status] ?? GENERIC_CLIENT_ERRORS[400]!);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, MSG.somethingWrong);
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith(API_BASE_PATH) || request.url.startsWith('/api')) {
      return send(reply, 404, MSG.notFound);
    }
    return reply.status(404).type('text/plain').send('Not found');
  });
}
