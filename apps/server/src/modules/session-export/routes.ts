import { z } from 'zod';
import { ZErrorResponse, ZSessionExportRequest, ZValidationErrorResponse } from '@parley/contract';
import type { ModuleRoutes } from '../../app-types';
import { access, requirePrincipal } from '../../plugins/access';
import { exportSessions } from './service';

/** POST /sessions/export: the session list as a file (authenticated; the service scopes it). */
export const sessionExportRoutes: ModuleRoutes = (app, deps) => {
  app.post(
    '/sessions/export',
    {
      config: { access: access.authenticated },
      schema: {
        tags: ['sessions'],
        description:
          'Streams Parley_Data.csv (text/csv; simple_list, simple_message_list) or finetune_data.jsonl (application/x-ndjson; finetune_data) as an attachment. Retailer users need the session_export feature.',
        body: ZSessionExportRequest,
        response: {
          200: z.unknown().describe('The file, streamed'),
          400: ZValidationErrorResponse,
          403: ZErrorResponse,
          404: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const file = await exportSessions(deps, requirePrincipal(request), request.body);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
};
