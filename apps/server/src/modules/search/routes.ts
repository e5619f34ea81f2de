import {
  ZErrorResponse,
  ZSearchQuery,
  ZSearchResult,
  ZValidationErrorResponse,
} from '@parley/contract';
import type { ModuleRoutes } from '../../app-types';
import { access } from '../../plugins/access';
import { searchMessages } from './service';

/** GET /admin/search: message search across retailers, for administrators. */
export const searchRoutes: ModuleRoutes = (app, deps) => {
  app.get(
    '/admin/search',
    {
      config: { access: access.admin },
      schema: {
        tags: ['sessions'],
        querystring: ZSearchQuery,
        response: { 200: ZSearchResult, 400: ZValidationErrorResponse, 403: ZErrorResponse },
      },
    },
    (request) => searchMessages(deps, request.query),
  );
};
