import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { z } from 'zod';
import {
  ZErrorResponse,
  ZValidationErrorResponse,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointReply,
  type EndpointSpec,
  type Refusal,
} from '@parley/contract';
import type { AccessPolicy } from './access';

/** The request a handler of `E` receives, its params, query and body parsed by E's schemas. */
export type EndpointRequest<E extends EndpointSpec> = FastifyRequest<{
  Params: EndpointParams<E>;
  Querystring: EndpointQuery<E>;
  Body: EndpointBody<E>;
}>;

/**
 * A handler returns the answer (JSON, checked against the endpoint's response schema), or, for a
 * 204 or a file, what it sent through `reply`.
 */
export type EndpointHandler<E extends EndpointSpec> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointReply<E> | FastifyReply> | EndpointReply<E> | FastifyReply;

const refusalSchema = (status: Refusal): z.ZodType =>
  status === 400 ? ZValidationErrorResponse : ZErrorResponse;

/**
 * Registers the route of one endpoint of the contract's table: its method, path and schemas come
 * from the table (and so does its OpenAPI entry); the caller adds only the access policy, checked
 * before anything else, and the handler, which makes one service call.
 */
export function serve<E extends EndpointSpec>(
  app: FastifyInstance,
  endpoint: E,
  access: AccessPolicy,
  handler: EndpointHandler<E>,
) {
  const refusals = Object.fromEntries(
    (endpoint.refusals ?? []).map((status) => [status, refusalSchema(status)]),
  );
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { access },
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { [endpoint.status ?? 200]: endpoint.response, ...refusals },
    },
    // The schemas above parse the request into exactly the types EndpointRequest names.
    handler: handler as unknown as RouteHandlerMethod,
  });
}
