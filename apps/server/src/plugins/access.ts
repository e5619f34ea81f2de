import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_BASE_PATH } from '@parley/contract';
import { ForbiddenError, NotFoundError, UnauthenticatedError } from '../errors';
import type { Principal } from '../lib/jwt';

/** The four named access policies every API route declares (ARCHITECTURE.md, "The server"). */
export type AccessPolicy =
  | { kind: 'public' }
  | { kind: 'authenticated' }
  | { kind: 'admin' }
  | { kind: 'retailer'; param: string };

export const access = {
  public: { kind: 'public' },
  authenticated: { kind: 'authenticated' },
  admin: { kind: 'admin' },
  /** A user of the retailer named by the path parameter, or an administrator. */
  retailer: (param = 'retailerId'): AccessPolicy => ({ kind: 'retailer', param }),
} as const satisfies Record<string, AccessPolicy | ((param?: string) => AccessPolicy)>;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessPolicy;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** Every route registered, with its policy: walked by the route-table test. */
    routeInventory: RouteRecord[];
  }
}

export interface RouteRecord {
  method: string;
  url: string;
  access: AccessPolicy | undefined;
}

/** Paths whose routes must each declare a policy: the API and the hosted log-in pages. */
export const POLICED_PREFIXES = [API_BASE_PATH, '/oauth'];

export function requirePrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw new UnauthenticatedError();
  return request.principal;
}

/**
 * A retailer that a request of policy `authenticated` names outside its path (in the query or the
 * body): its id, lower-cased, when the caller may reach it (its own; any, for an administrator),
 * else 404 exactly like a missing retailer.
 */
export function reachableRetailerId(principal: Principal, retailerId: string) {
  const id = retailerId.toLowerCase();
  if (!principal.isAdmin && principal.retailerId !== id) throw new NotFoundError();
  return id;
}

export function checkAccess(policy: AccessPolicy, request: FastifyRequest) {
  if (policy.kind === 'public') return;
  const principal = requirePrincipal(request);
  if (policy.kind === 'authenticated' || principal.isAdmin) return;
  if (policy.kind === 'admin') throw new ForbiddenError();
  const params = request.params as Record<string, string | undefined>;
  // Another retailer's object answers exactly like a missing one.
  if (!principal.retailerId || params[policy.param] !== principal.retailerId) {
    throw new NotFoundError();
  }
}

/**
 * Every route under the API base must name a policy: registering one without fails at start-up,
 * and the policy is enforced before the body is even validated.
 */
export function enforceAccessPolicies(app: FastifyInstance) {
  const inventory: RouteRecord[] = [];
  app.decorate('routeInventory', inventory);
  app.addHook('onRoute', (route) => {
    const policy = route.config?.access;
    for (const method of [route.method].flat())
      inventory.push({ method, url: route.url, access: policy });
    if (!POLICED_PREFIXES.some((prefix) => route.url.startsWith(prefix))) return;
    if (!policy) {
      throw new Error(`${String(route.method)} ${route.url} declares no access policy`);
    }
    const existing = route.onRequest;
    const check = (request: FastifyRequest, _reply: unknown, done: (error?: Error) => void) => {
      try {
        checkAccess(policy, request);
        done();
      } catch (error) {
        done(error as Error);
      }
    };
    route.onRequest = existing
      ? [...(Array.isArray(existing) ? existing : [existing]), check]
      : check;
  });
}
