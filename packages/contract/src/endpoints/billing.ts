import {
  ZBillingEventDetail,
  ZBillingScheme,
  ZPlanChangeRequest,
  ZPlanChangeResponse,
  ZPlanChoicesResponse,
  ZUsageDetailQuery,
  ZUsageListQuery,
  ZUsageListResponse,
  ZUsageParams,
} from '../billing';
import { endpoint } from '../endpoint';
import { ZRetailerParams } from '../retailers';

const tags = ['billing'];
const SCOPE =
  'A retailer user may only name their own retailer; administrators any (404 for a retailer that is not there or not the user\u2019s).';

/** Plans and usage (part 2 §7): the store's plan, the plans it may choose, its usage charges. */
export const billingEndpoints = {
  findPlan: endpoint({
    method: 'GET',
    path: '/retailers/:retailerId/account/plan',
    tags,
    summary: 'Read the store\u2019s plan',
    description: `The billing scheme in force: its plan and features, fees and spending limit, what the current 30-day cycle has used, whether a cap has switched negotiation off (\`cap_reached\`), the plan the banner offers next, and a scheme an administrator prepared that waits for the store\u2019s approval. ${SCOPE}`,
    params: ZRetailerParams,
    response: ZBillingScheme,
    refusals: [400, 401, 404],
  }),
  findPlanChoices: endpoint({
    method: 'GET',
    path: '/retailers/:retailerId/account/plans',
    tags,
    summary: 'List the plans the store may choose',
    description: `Every current plan with its features, pricing and terms; \`self_serve\` plans may be chosen at once, the others are arranged with the team (Contact Us). ${SCOPE}`,
    params: ZRetailerParams,
    response: ZPlanChoicesResponse,
    refusals: [400, 401, 404],
  }),
  changePlan: endpoint({
    method: 'PUT',
    path: '/retailers/:retailerId/account/plan',
    tags,
    summary: 'Change the store\u2019s plan',
    description: `With \`plan_identifier\`: a retailer user may choose a self-serve plan (422 for the others, which an administrator sets up; an administrator\u2019s choice of another plan waits for the store as a pending scheme) or approve the pending scheme by its \`pending_billing_scheme_id\`. \`usage_cap\` is the monthly spending limit on usage fees. Stores billed here change at once (\`status\` active): the cycle in progress closes with its charges and a new one starts. Shopify stores are sent to Shopify to confirm the charge (\`status\` redirect, \`redirect_uri\`); coming back with \`shopify_charge_id\` confirms it and puts the plan in force (422 when Shopify has not accepted it). ${SCOPE}`,
    params: ZRetailerParams,
    body: ZPlanChangeRequest,
    response: ZPlanChangeResponse,
    refusals: [400, 401, 404, 422],
  }),
  findUsage: endpoint({
    method: 'GET',
    path: '/retailers/:retailerId/account/usage',
    tags,
    summary: 'List the store\u2019s usage charges',
    description: `The charges of ended billing cycles, newest first, 20 a page: each cycle\u2019s subscription fee and its usage fee on the negotiated sales, capped by the spending limit. ${SCOPE}`,
    params: ZRetailerParams,
    query: ZUsageListQuery,
    response: ZUsageListResponse,
    refusals: [400, 401, 404],
  }),
  findUsageEvent: endpoint({
    method: 'GET',
    path: '/retailers/:retailerId/account/usage/:eventId',
    tags,
    summary: 'Read a usage charge',
    description: `The charge, the plan it was made under, and the negotiated sales it was charged on, 20 a page from \`offset\`. ${SCOPE}`,
    params: ZUsageParams,
    query: ZUsageDetailQuery,
    response: ZBillingEventDetail,
    refusals: [400, 401, 404],
  }),
  billUsageEvent: endpoint({
    method: 'POST',
    path: '/retailers/:retailerId/account/usage/:eventId',
    tags,
    summary: 'Bill a usage charge now',
    description: `Only a billable charge (part 2 \u00a74: unbilled and not zero; for Shopify stores, sent to Shopify as a usage record with the charge\u2019s own idempotency key, so a retry never charges twice). 422 with the reason otherwise, or when the provider refuses. ${SCOPE}`,
    params: ZUsageParams,
    response: ZBillingEventDetail,
    refusals: [400, 401, 404, 422],
  }),
};
