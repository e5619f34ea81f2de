import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What a caller's X-Request-Id may hold to be kept: a balancer's or a tracing header's id, never
 * a line break or markup that would forge a log line. Anything else is replaced by a fresh id.
 */
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/**
 * Each request's id, in every log line of that request (pino's `reqId`) and on its answer:
 * the caller's own when a balancer in front set one, so one id follows a request through every
 * hop; a random UUID otherwise, unique across processes (Fastify's default counts per process).
 */
export function requestId(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && ACCEPTED_REQUEST_ID.test(incoming)
    ? incoming
    : randomUUID();
}

/** Every answer, refusals and errors included, says which request it answers. */
export function answerWithRequestId(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
