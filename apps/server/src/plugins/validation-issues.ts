import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

export interface FieldIssue {
  path: string;
  message: string;
}

interface RawIssue {
  code?: unknown;
  path?: unknown;
  message?: unknown;
  errors?: unknown;
}

const asPath = (value: unknown): PropertyKey[] =>
  Array.isArray(value) ? (value as PropertyKey[]) : [];
const dotted = (path: PropertyKey[]) => path.map(String).join('.') || 'body';

/**
 * The union branch the caller most likely meant: the object branch that knows most of the keys
 * sent, then the one with fewest complaints, then the first.
 */
function closestBranch(schema: unknown, input: unknown, branches: RawIssue[][]) {
  const options: readonly unknown[] = schema instanceof z.ZodUnion ? schema.options : [];
  const sent = input && typeof input === 'object' ? Object.keys(input) : [];
  let best: RawIssue[] = [];
  let bestScore = -Infinity;
  branches.forEach((issues, index) => {
    const option = options[index];
    const known = option instanceof z.ZodObject ? sent.filter((k) => k in option.shape).length : 0;
    const score = known * 10_000 - issues.length;
    if (score > bestScore) [best, bestScore] = [issues, score];
  });
  return best;
}

function flatten(
  issue: RawIssue,
  prefix: PropertyKey[],
  schema: unknown,
  input: unknown,
): FieldIssue[] {
  const path = [...prefix, ...asPath(issue.path)];
  if (issue.code === 'invalid_union' && Array.isArray(issue.errors) && issue.errors.length > 0) {
    // Only a union at the top of the request part is matched against its schema; a nested one
    // falls back to its branch with the fewest complaints.
    const atRoot = path.length === 0;
    const branch = closestBranch(atRoot ? schema : undefined, input, issue.errors as RawIssue[][]);
    return branch.flatMap((inner) => flatten(inner, path, undefined, undefined));
  }
  const message = typeof issue.message === 'string' ? issue.message : '';
  return [{ path: dotted(path), message }];
}

/**
 * A union no branch accepts reports only "Invalid input"; this picks the branch the caller meant
 * so that its messages (say, "You must agree to the terms & conditions to continue.") reach them.
 */
export function fieldIssues(
  validation: { keyword?: string; instancePath: string; message?: string; params?: unknown }[],
  context: string | undefined,
  request: FastifyRequest,
): FieldIssue[] {
  const part = context === 'querystring' ? 'query' : context;
  const schemas = request.routeOptions.schema as Record<string, unknown> | undefined;
  const schema = context ? schemas?.[context] : undefined;
  const input =
    part === 'body' || part === 'query' || part === 'params' || part === 'headers'
      ? request[part]
      : undefined;
  return validation.flatMap((entry) => {
    const params = (entry.params ?? {}) as RawIssue;
    const path = entry.instancePath.split('/').filter(Boolean);
    return flatten(
      { code: entry.keyword, path, message: entry.message, errors: params.errors },
      [],
      schema,
      input,
    );
  });
}
