import type { FastifyInstance } from 'fastify';
import { CSP_REPORT_MAX_BYTES, endpoints } from '@parley/contract';
import type { ModuleRoutes } from '../../app-types';
import { BadRequestError } from '../../errors';
import { access } from '../../plugins/access';
import { serve } from '../../plugins/endpoints';
import { reportCspViolations } from './service';

/** The content types browsers post reports with: CSP Level 2's and the Reporting API's. */
export const CSP_REPORT_CONTENT_TYPES = ['application/csp-report', 'application/reports+json'];

/**
 * In this call's scope, only the two report types are read (JSON, at most CSP_REPORT_MAX_BYTES:
 * 413 beyond); JSON and forms are not, so anything else answers 415.
 */
function acceptReportsOnly(scope: FastifyInstance) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    CSP_REPORT_CONTENT_TYPES,
    { parseAs: 'string', bodyLimit: CSP_REPORT_MAX_BYTES },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)) as unknown);
      } catch {
        done(new BadRequestError('The body must be JSON.'), undefined);
      }
    },
  );
}

/** Where browsers report what the Content-Security-Policy blocked (plugins/security.ts). */
export const cspReportRoutes: ModuleRoutes = async (app, deps) => {
  await app.register((scope, _options, done) => {
    acceptReportsOnly(scope);
    serve(scope, endpoints.security.reportCspViolation, access.public, async (request, reply) => {
      await reportCspViolations(deps, request.ip, request.body);
      return reply.status(204).send(null);
    });
    done();
  });
};
