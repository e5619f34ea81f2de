import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { API_BASE_PATH, CSP_REPORT_PATH } from '@parley/contract';

/** The Reporting API's name for the CSP report call (the Reporting-Endpoints header defines it). */
const CSP_REPORT_GROUP = 'csp';
const CSP_REPORT_URL = `${API_BASE_PATH}${CSP_REPORT_PATH}`;

/**
 * What a Content-Security-Policy names to have its violations reported (modules/csp-reports):
 * `report-to` for browsers with the Reporting API, `report-uri` for the others. Pages that send
 * a policy of their own add these too.
 */
export const CSP_REPORTING_DIRECTIVES = [
  `report-uri ${CSP_REPORT_URL}`,
  `report-to ${CSP_REPORT_GROUP}`,
];

/**
 * Security headers. The console is served from this origin, so scripts, styles and calls stay
 * on 'self'; Mantine writes style tags at run time, hence 'unsafe-inline' for styles only.
 * Framing by other sites is refused (clickjacking on the hosted log-in page). Images in an S3
 * bucket are posted to and shown from its origins (`storageOrigins`).
 *
 * Helmet's middleware is built once and applied to each answer. @fastify/helmet built it again
 * on every request, parsing the policy each time: about 6 µs a request against 0.2 µs built
 * once. Routes that need another policy set their own header afterwards. Violations are reported
 * to POST /api/v1/csp-reports, which logs them.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  publicUrl: string,
  extraFormActions: string[],
  storageOrigins: string[] = [],
) {
  // Upgrading and HSTS only make sense when the server is published over HTTPS; on plain
  // http://localhost they would break a local install.
  const https = publicUrl.startsWith('https:');
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:', ...storageOrigins],
        mediaSrc: ["'self'", 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...storageOrigins],
        frameSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'", ...extraFormActions, ...storageOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
        reportUri: [CSP_REPORT_URL],
        reportTo: [CSP_REPORT_GROUP],
      },
    },
    frameguard: { action: 'deny' },
    strictTransportSecurity: https,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'no-referrer' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    // Relative: the browser resolves it against the page, on whatever origin served it.
    void reply.header('reporting-endpoints', `${CSP_REPORT_GROUP}="${CSP_REPORT_URL}"`);
    // Helmet 8 throws rather than passing an error on; it calls back with none.
    applyHeaders(request.raw, reply.raw, () => done());
  });
}
