import { z } from 'zod';
import { endpoint } from '../endpoint';

/** The largest report body the server reads; a browser's report is well under 4 KB. */
export const CSP_REPORT_MAX_BYTES = 16 * 1024;

/** Where browsers post the violations of the server's Content-Security-Policy (below /api/v1). */
export const CSP_REPORT_PATH = '/csp-reports';

// Every field a browser may leave out, leave null or add to: the server logs the few it names, and a report
// it cannot read in full is still a report.
const text = z.string().max(CSP_REPORT_MAX_BYTES);
const line = z.number().int().nonnegative().nullish();

/** CSP Level 2 (`report-uri`, content type application/csp-report): one violation. */
const ZCspLevel2Report = z.looseObject({
  'csp-report': z.looseObject({
    'document-uri': text.nullish(),
    'violated-directive': text.nullish(),
    'effective-directive': text.nullish(),
    'blocked-uri': text.nullish(),
    disposition: text.nullish(),
    'source-file': text.nullish(),
    'line-number': line,
  }),
});

/** The Reporting API (`report-to`, content type application/reports+json): a batch of reports. */
const ZReportingApiReports = z
  .array(
    z.looseObject({
      type: text,
      url: text.nullish(),
      body: z
        .looseObject({
          documentURL: text.nullish(),
          effectiveDirective: text.nullish(),
          blockedURL: text.nullish(),
          disposition: text.nullish(),
          sourceFile: text.nullish(),
          lineNumber: line,
        })
        .optional(),
    }),
  )
  .max(100);

export const ZCspReportBody = z.union([ZCspLevel2Report, ZReportingApiReports]);
export type TCspReportBody = z.infer<typeof ZCspReportBody>;

/** The security headers' own calls. */
export const securityEndpoints = {
  reportCspViolation: endpoint({
    method: 'POST',
    path: CSP_REPORT_PATH,
    tags: ['security'],
    summary: 'Report a Content-Security-Policy violation',
    description: `Public: where browsers post what the server\u2019s Content-Security-Policy blocked (its \`report-uri\` and \`report-to\` name this call). Takes \`application/csp-report\` (one violation) or \`application/reports+json\` (a batch; reports other than \`csp-violation\` are ignored), at most ${CSP_REPORT_MAX_BYTES / 1024} KB: any other content type answers 415, a larger body 413. Each violation is logged (document, directive, blocked resource, without query strings) and nothing is stored. Rate-limited per client address (429).`,
    body: ZCspReportBody,
    response: z.null(),
    status: 204,
    refusals: [400, 413, 429],
  }),
};
