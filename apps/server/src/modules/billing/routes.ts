import { endpoints } from '@parley/contract';
import type { ModuleRoutes } from '../../app-types';
import { access, requirePrincipal } from '../../plugins/access';
import { serve } from '../../plugins/endpoints';
import { changePlan } from './plan-change';
import { findPlan, findPlanChoices } from './service';
import { billUsageEvent, findUsage, findUsageEvent } from './usage-service';

export const billingRoutes: ModuleRoutes = (app, deps) => {
  const billing = endpoints.billing;
  const ofRetailer = access.retailer('retailerId');

  serve(app, billing.findPlan, ofRetailer, (request) => findPlan(deps, request.params.retailerId));
  serve(app, billing.findPlanChoices, ofRetailer, (request) =>
    findPlanChoices(deps, request.params.retailerId),
  );
  serve(app, billing.changePlan, ofRetailer, (request) =>
    changePlan(deps, requirePrincipal(request), request.params.retailerId, request.body),
  );
  serve(app, billing.findUsage, ofRetailer, (request) =>
    findUsage(deps, request.params.retailerId, request.query.offset),
  );
  serve(app, billing.findUsageEvent, ofRetailer, (request) =>
    findUsageEvent(deps, request.params.retailerId, request.params.eventId, request.query.offset),
  );
  serve(app, billing.billUsageEvent, ofRetailer, (request) =>
    billUsageEvent(deps, request.params.retailerId, request.params.eventId),
  );
};
