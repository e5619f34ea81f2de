import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { API_BASE_PATH, MSG } from '@parley/contract';
import { AppError, OAuthError, TooManyRequestsError } from '../errors';
import { isDatabaseUnavailable } from '../db/unavailable';

const GENERIC_CLIENT_ERRORS: Record<number, string> = {
  400: 'The request could not be understood.',
  404: MSG.notFound,
  405: 'Method not allowed.',
  413: 'The request is too large.',
  415: 'Unsupported content type.',
  429: MSG.tooManyRequests,
};

function send(reply: FastifyReply, status: number, errorMessage: string) {
  return reply.status(status).send({ errorMessage });
}

/**
 * The one place errors become responses: 400 validation (per field), typed service errors,
 * 503 when the database is out of reach, and a 500 that never shows internals.
 */
export function handleErrors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
        fieldErrors[path] ??= issue.message ?? MSG.required;
      }
      const first = Object.values(fieldErrors)[0] ?? MSG.required;
      return reply.status(400).send({ errorMessage: first, fieldErrors });
    }
    if (error instanceof OAuthError) {
      return reply.status(400).send({
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
      if (error.statusCode === 400) {
        return reply
          .status(400)
          .send({ errorMessage: error.message, error_message: error.message });
      }
      return send(reply, error.statusCode, error.message);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      void reply.header('retry-after', '2');
      return send(reply, 503, MSG.databaseUnavailable);
    }
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
