import type { TCspReportBody } from '@parley/contract';
import type { Deps } from '../../deps';
import { TooManyRequestsError } from '../../errors';

/** Reports one address may post a minute: a page with a few blocked resources stays well under. */
export const CSP_REPORTS_PER_MINUTE = 60;

/** What the log keeps of a field: enough to find the page and the resource, no more. */
const FIELD_MAX_CHARS = 300;

/** One violation, as logged. */
export interface CspViolation {
  documentUri?: string;
  violatedDirective?: string;
  blockedUri?: string;
  disposition?: string;
  sourceFile?: string;
  lineNumber?: number;
}

/**
 * A URI without its query and fragment, cut short: a report names the page it came from, whose
 * query may carry a token (a magic link's, a handoff's), and a log is not the place for those.
 */
function uriOf(value: string | null | undefined) {
  if (value === undefined || value === null) return undefined;
  const bare = value.split(/[?#]/, 1)[0] ?? '';
  return bare.slice(0, FIELD_MAX_CHARS);
}

const short = (value: string | null | undefined) => value?.slice(0, FIELD_MAX_CHARS);

/** The violations of either format: CSP Level 2's one, the Reporting API's csp-violation ones. */
export function violationsOf(body: TCspReportBody): CspViolation[] {
  if (!Array.isArray(body)) {
    const report = body['csp-report'];
    return [
      {
        documentUri: uriOf(report['document-uri']),
        violatedDirective: short(report['effective-directive'] ?? report['violated-directive']),
        blockedUri: uriOf(report['blocked-uri']),
        disposition: short(report.disposition),
        sourceFile: uriOf(report['source-file']),
        lineNumber: report['line-number'] ?? undefined,
      },
    ];
  }
  return body
    .filter((report) => report.type === 'csp-violation')
    .map((report) => ({
      documentUri: uriOf(report.body?.documentURL ?? report.url),
      violatedDirective: short(report.body?.effectiveDirective),
      blockedUri: uriOf(report.body?.blockedURL),
      disposition: short(report.body?.disposition),
      sourceFile: uriOf(report.body?.sourceFile),
      lineNumber: report.body?.lineNumber ?? undefined,
    }));
}

/**
 * Logs each violation a browser reports, at warn: a violation is either an attack blocked or a
 * page of ours the policy breaks, and both want a look. Nothing is stored; an address posting
 * more than CSP_REPORTS_PER_MINUTE a minute is refused, so the log cannot be flooded from one.
 */
export async function reportCspViolations(
  deps: Pick<Deps, 'limits' | 'clock' | 'log'>,
  clientAddress: string,
  body: TCspReportBody,
) {
  const taken = await deps.limits.take(
    [{ bucket: 'csp-reports', id: clientAddress, perMinute: CSP_REPORTS_PER_MINUTE }],
    deps.clock.now().getTime(),
  );
  if (!taken.ok) throw new TooManyRequestsError(taken.retryAfterSeconds);
  for (const violation of violationsOf(body)) {
    deps.log.warn({ cspViolation: violation, clientAddress }, 'Content-Security-Policy violation');
  }
}
