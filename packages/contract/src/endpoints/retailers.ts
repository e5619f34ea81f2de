import { ZDemoFill } from '../demo-fill';
import { endpoint } from '../endpoint';
import {
  ZFeatureListResponse,
  ZRetailer,
  ZRetailerContextQuery,
  ZRetailerFeatureChangesResponse,
  ZRetailerFeaturesRequest,
  ZRetailerSettingsRequest,
  ZRetailerParams,
  ZRetailersQuery,
  ZRetailersResponse,
  ZUpdateRetailerRequest,
} from '../retailers';
import { ZShopifyStoreIntegration, ZUpdateShopifyStoreRequest } from '../store-integration';
import { ZStartUpliftTestRequest } from '../uplift-test';
import { ADMINISTRATORS_ONLY } from './descriptions';

const tags = ['retailers'];
const upliftRefusals = [403, 404, 422] as const;

/** Retailers: the administrators' list, a retailer's own record, its uplift test and store code. */
export const retailerEndpoints = {
  findRetailers: endpoint({
    method: 'GET',
    path: '/retailers',
    tags,
    summary: 'List or search retailers',
    description:
      'Administrators only. `context=list` answers one page of the Retailers screen, filtered and sorted, with the total; `context=search` answers retailers by name for retailer selects (names unique in the answer).',
    query: ZRetailersQuery,
    response: ZRetailersResponse,
    refusals: [400],
  }),
  findRetailer: endpoint({
    method: 'GET',
    path: '/retailers/:retailerId',
    tags,
    summary: 'Read a retailer',
    description:
      'For administrators and the retailer\u2019s own users (another retailer answers 404). `context` says which screen asks (`status` for the shell and onboarding, `admin` for the Retailer detail); the answer is the same.',
    params: ZRetailerParams,
    query: ZRetailerContextQuery,
    response: ZRetailer,
    refusals: [404],
  }),
  updateRetailer: endpoint({
    method: 'PUT',
    path: '/retailers/:retailerId',
    tags,
    summary: 'Update a retailer\u2019s onboarding',
    description:
      'One of three onboarding updates: agreeing to the terms, the market questionnaire, or the banner step. For administrators and the retailer\u2019s own users; answers the whole retailer.',
    params: ZRetailerParams,
    body: ZUpdateRetailerRequest,
    response: ZRetailer,
    refusals: [400, 404],
  }),
  startUpliftTest: endpoint({
    method: 'POST',
    path: '/retailers/:retailerId/uplift_test',
    tags,
    summary: 'Start a retailer\u2019s uplift test',
    description:
      'Administrators only. Puts the given percentage of shoppers in the control cohort, who may not negotiate; one test runs at a time (422 while one runs). Answers the whole retailer.',
    params: ZRetailerParams,
    body: ZStartUpliftTestRequest,
    response: ZRetailer,
    refusals: [400, ...upliftRefusals],
  }),
  terminateUpliftTest: endpoint({
    method: 'DELETE',
    path: '/retailers/:retailerId/uplift_test',
    tags,
    summary: 'Terminate a retailer\u2019s uplift test',
    description:
      'Administrators only. Every shopper may negotiate again; 422 when no test runs. Answers the whole retailer.',
    params: ZRetailerParams,
    response: ZRetailer,
    refusals: upliftRefusals,
  }),
  findDemoFill: endpoint({
    method: 'GET',
    path: '/retailers/:retailerId/demo_fill',
    tags,
    summary: 'Read how far the demo store\u2019s simulated negotiations are',
    description:
      'For administrators and the retailer\u2019s own users. While the first start fills the demo store with simulated negotiations in the background: `filling: true` with the negotiations made and the target; for every other store, and once it is done, `filling: false`.',
    params: ZRetailerParams,
    response: ZDemoFill,
    refusals: [404],
  }),
  findStoreIntegration: endpoint({
    method: 'GET',
    path: '/retailers/:retailerId/shopify_store',
    tags,
    summary: 'Read a store\u2019s theme code and discount functions switch',
    description: 'For administrators and the retailer\u2019s own users.',
    params: ZRetailerParams,
    response: ZShopifyStoreIntegration,
    refusals: [404],
  }),
  updateStoreIntegration: endpoint({
    method: 'PUT',
    path: '/retailers/:retailerId/shopify_store',
    tags,
    summary: 'Change a store\u2019s theme code or discount functions switch',
    description:
      'One of the two per call. The code runs in every page of the store, so only administrators write it (403 for retailer users); the retailer\u2019s own users may switch the discount functions. An empty code removes it.',
    params: ZRetailerParams,
    body: ZUpdateShopifyStoreRequest,
    response: ZShopifyStoreIntegration,
    refusals: [400, 403, 404],
  }),
  updateRetailerSettings: endpoint({
    method: 'PUT',
    path: '/retailers/:retailerId/settings',
    tags,
    summary: 'Save a store’s settings',
    description:
      'Store Settings’ save: name, notification e-mail, the recovery e-mails’ banner (an uploaded `email_banner` image of this retailer), terms and, with `reasons_editing`, the brand statements (empty ones are dropped; a statement no longer listed is deleted). Turning terms off clears the URL. Answers the whole retailer, its settings view included.',
    params: ZRetailerParams,
    body: ZRetailerSettingsRequest,
    response: ZRetailer,
    refusals: [400, 403, 404, 422],
  }),
  findFeatures: endpoint({
    method: 'GET',
    path: '/features',
    tags,
    summary: 'List the features',
    description:
      'The retailer features an administrator switches per store, with a name and a description each, and the features plans include.',
    response: ZFeatureListResponse,
    refusals: [],
  }),
  updateRetailerFeatures: endpoint({
    method: 'PUT',
    path: '/retailers/:retailerId/features',
    tags,
    summary: 'Switch a retailer’s features',
    description: `${ADMINISTRATORS_ONLY} Sets the retailer’s available features to exactly the list given; each feature switched on or off is recorded with who did it and when. Answers the whole retailer.`,
    params: ZRetailerParams,
    body: ZRetailerFeaturesRequest,
    response: ZRetailer,
    refusals: [400, 403, 404],
  }),
  findRetailerFeatureChanges: endpoint({
    method: 'GET',
    path: '/retailers/:retailerId/feature_changes',
    tags,
    summary: 'List who switched a retailer’s features',
    description: `${ADMINISTRATORS_ONLY} Newest first.`,
    params: ZRetailerParams,
    response: ZRetailerFeatureChangesResponse,
    refusals: [403, 404],
  }),
};
