import { route, type RouteDef } from '../../app/route-kit';
import { BILLING_PATHS } from './links';

export const billingRoutes: RouteDef[] = [
  route({
    id: 'plan.choice',
    path: BILLING_PATHS.planChoice,
    title: 'Choose Your Plan',
    screen: () => import('./routes/plan-choice/PlanChoiceRoute'),
  }),
  route({
    id: 'plan',
    path: BILLING_PATHS.plan,
    title: 'Account & Plan',
    screen: () => import('./routes/plan/PlanRoute'),
  }),
  route({
    id: 'usage',
    path: BILLING_PATHS.usage,
    title: 'Usage',
    screen: () => import('./routes/usage-list/UsageListRoute'),
  }),
  route({
    id: 'usage.item',
    path: BILLING_PATHS.usageItem,
    title: 'Usage Charge Details',
    screen: () => import('./routes/usage-detail/UsageDetailRoute'),
  }),
];
