import type { z } from 'zod';

/**
 * One API call, defined once: its method and path, the schemas of what it takes and answers, and
 * the words of its documentation. The server registers its route from this, the OpenAPI document
 * is generated from it, the console calls it by name through its typed client, and the console's
 * test fakes answer it. Plain data (in the spirit of Documenso's procedures, without tRPC).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Refusals an endpoint documents besides its success: 400 has field errors, the rest a message. */
export type Refusal = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 503;

export interface EndpointSpec {
  readonly method: HttpMethod;
  /** Below API_BASE_PATH, with `:name` path parameters. */
  readonly path: string;
  /** One line, as the API reference's entry title: "List a retailer's products". */
  readonly summary: string;
  /** What a caller needs to know beyond the schemas: who may call it, what it changes. */
  readonly description?: string;
  readonly tags: readonly string[];
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The success answer's body. */
  readonly response: z.ZodType;
  /** 200 unless the call answers 204 with no body. */
  readonly status?: 200 | 204;
  /** The answer is a file, not JSON: the console downloads it instead of parsing it. */
  readonly file?: true;
  readonly refusals?: readonly Refusal[];
}

/** Keeps an endpoint's literal method and path types (for typed path parameters). */
export const endpoint = <const E extends EndpointSpec>(spec: E): E => spec;

type Segments<P extends string> = P extends `${infer Head}/${infer Tail}`
  ? Segments<Head> | Segments<Tail>
  : P extends `:${infer Name}`
    ? Name
    : never;

/** `{ ruleId: string }` for '/rules/:ruleId'. */
export type PathParams<P extends string> = { [K in Segments<P>]: string };

type Input<S> = S extends z.ZodType ? z.input<S> : never;
type Output<S> = S extends z.ZodType ? z.output<S> : never;

/** What the server's handler receives, once the schemas have parsed the request. */
export type EndpointParams<E extends EndpointSpec> = E['params'] extends z.ZodType
  ? Output<E['params']>
  : PathParams<E['path']>;
export type EndpointQuery<E extends EndpointSpec> = E['query'] extends z.ZodType
  ? Output<E['query']>
  : Record<string, never>;
export type EndpointBody<E extends EndpointSpec> = E['body'] extends z.ZodType
  ? Output<E['body']>
  : undefined;
/** The success answer, as the caller reads it and as the handler must produce it. */
export type EndpointResponse<E extends EndpointSpec> = Output<E['response']>;
/** What a handler may return: the answer before the schema's defaults and transforms. */
export type EndpointReply<E extends EndpointSpec> = Input<E['response']>;

type Keys<T> = [keyof T] extends [never] ? false : true;

/**
 * What a caller passes: the path's parameters, the body when the call has one, the query when it
 * takes one (always optional as a whole: every query field has a default or may be left out).
 */
export type EndpointInput<E extends EndpointSpec> = (Keys<PathParams<E['path']>> extends true
  ? { params: PathParams<E['path']> }
  : { params?: undefined }) &
  (E['body'] extends z.ZodType ? { body: Input<E['body']> } : { body?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: Partial<Input<E['query']>> } : { query?: undefined });

/** Whether a call can be made with no input at all. */
export type InputOptional<E extends EndpointSpec> =
  Keys<PathParams<E['path']>> extends true ? false : E['body'] extends z.ZodType ? false : true;

export { openApiPath, pathOf } from './path';
