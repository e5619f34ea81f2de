import {
  ZErrorResponse,
  ZRetailer,
  ZRetailerParams,
  ZStartUpliftTestRequest,
  ZValidationErrorResponse,
} from '@parley/contract';
import type { ModuleRoutes } from '../../app-types';
import { access, requirePrincipal } from '../../plugins/access';
import { startUpliftTest, terminateUpliftTest } from './service';

const refusals = { 403: ZErrorResponse, 404: ZErrorResponse, 422: ZErrorResponse };

/** The retailer's uplift A/B test (administrators): start, terminate. */
export const upliftRoutes: ModuleRoutes = (app, deps) => {
  app.post(
    '/retailers/:retailerId/uplift_test',
    {
      config: { access: access.admin },
      schema: {
        tags: ['retailers'],
        params: ZRetailerParams,
        body: ZStartUpliftTestRequest,
        response: { 200: ZRetailer, 400: ZValidationErrorResponse, ...refusals },
      },
    },
    (request) =>
      startUpliftTest(
        deps,
        request.params.retailerId,
        request.body.control_cohort_percentage,
        requirePrincipal(request),
      ),
  );

  app.delete(
    '/retailers/:retailerId/uplift_test',
    {
      config: { access: access.admin },
      schema: {
        tags: ['retailers'],
        params: ZRetailerParams,
        response: { 200: ZRetailer, ...refusals },
      },
    },
    (request) => terminateUpliftTest(deps, request.params.retailerId, requirePrincipal(request)),
  );
};
