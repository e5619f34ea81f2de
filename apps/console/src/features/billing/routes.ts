import { link, RETAILER_PATH, route, type RouteDef } from '../../app/route-kit';

/** A retailer's plan and usage charges (part 2); their screens are still to come. */
const PATHS = {
  planChoice: `${RETAILER_PATH}/account/plan/choice`,
  plan: `${RETAILER_PATH}/account/plan`,
  usage: `${RETAILER_PATH}/account/usage`,
  usageItem: `${RETAILER_PATH}/account/usage/:itemId`,
} as const;

export const billingLinks = {
  plan: link(PATHS.plan),
  usage: link(PATHS.usage),
};

export const billingRoutes: RouteDef[] = [
  route({ id: 'plan.choice', path: PATHS.planChoice, title: 'Choose Your Plan' }),
  route({ id: 'plan', path: PATHS.plan, title: 'Account & Plan' }),
  route({ id: 'usage', path: PATHS.usage, title: 'Usage' }),
  route({ id: 'usage.item', path: PATHS.usageItem, title: 'Usage Charge Details' }),
];
