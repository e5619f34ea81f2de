import {
  MAGIC_LINK_PATH,
  ZBatchDeleteRequest,
  ZCampaign,
  ZCampaignList,
  ZCampaignParams,
  ZCatalogueListQuery,
  ZDeletedResponse,
  ZErrorResponse,
  ZMagicLinkParams,
  ZMagicLinkSettings,
  ZRetailerParams,
  ZSaveCampaignRequest,
  ZValidationErrorResponse,
} from '@parley/contract';
import type { AppInstance, ModuleRoutes } from '../../app-types';
import type { Deps } from '../../deps';
import { access } from '../../plugins/access';
import { sendMagicLinkOutcome } from './pages';
import {
  createCampaign,
  deleteCampaign,
  deleteCampaigns,
  findCampaign,
  findCampaigns,
  findMagicLinkSettings,
  followMagicLink,
  refuseCampaignUpdate,
} from './service';

const LIST_URL = '/retailers/:retailerId/campaigns';
const ITEM_URL = `${LIST_URL}/:campaignId`;

/** Magic links under the API (part 2 §7 Magic Links), and the public read for the widget. */
export const campaignRoutes: ModuleRoutes = (app, deps) => {
  const config = { access: access.retailer('retailerId') };
  const tags = ['magic links'];
  const refusals = { 400: ZValidationErrorResponse, 404: ZErrorResponse };

  app.get(
    LIST_URL,
    {
      config,
      schema: {
        tags,
        params: ZRetailerParams,
        querystring: ZCatalogueListQuery,
        response: { 200: ZCampaignList, ...refusals },
      },
    },
    (request) => findCampaigns(deps, request.params.retailerId, request.query),
  );

  app.post(
    LIST_URL,
    {
      config,
      schema: {
        tags,
        params: ZRetailerParams,
        body: ZSaveCampaignRequest,
        response: { 200: ZCampaign, ...refusals },
      },
    },
    (request) => createCampaign(deps, request.params.retailerId, request.body),
  );

  app.delete(
    LIST_URL,
    {
      config,
      schema: {
        tags,
        params: ZRetailerParams,
        body: ZBatchDeleteRequest,
        response: { 200: ZDeletedResponse, ...refusals },
      },
    },
    (request) => deleteCampaigns(deps, request.params.retailerId, request.body.ids),
  );

  app.get(
    ITEM_URL,
    {
      config,
      schema: { tags, params: ZCampaignParams, response: { 200: ZCampaign, ...refusals } },
    },
    (request) => findCampaign(deps, request.params.retailerId, request.params.campaignId),
  );

  // Kept so that the generic item path answers with a reason rather than 404 for every link.
  app.put(
    ITEM_URL,
    {
      config,
      schema: { tags, params: ZCampaignParams, response: { 422: ZErrorResponse, ...refusals } },
    },
    (request) => refuseCampaignUpdate(deps, request.params.retailerId, request.params.campaignId),
  );

  app.delete(
    ITEM_URL,
    {
      config,
      schema: { tags, params: ZCampaignParams, response: { 200: ZDeletedResponse, ...refusals } },
    },
    (request) => deleteCampaign(deps, request.params.retailerId, request.params.campaignId),
  );

  app.get(
    '/magic_links/:code',
    {
      config: { access: access.public },
      schema: {
        tags,
        params: ZMagicLinkParams,
        response: { 200: ZMagicLinkSettings, ...refusals },
      },
    },
    async (request, reply) => {
      // Read by the widget on the retailer's own site: another origin, and never cached.
      void reply.headers({
        'access-control-allow-origin': '*',
        'cross-origin-resource-policy': 'cross-origin',
        'cache-control': 'no-store',
      });
      return findMagicLinkSettings(deps, request.params.code);
    },
  );
};

/** The short link itself, outside the API: GET {MAGIC_LINK_PATH}/{code}. */
export function magicLinkPages(app: AppInstance, deps: Deps) {
  app.get(
    `${MAGIC_LINK_PATH}/:code`,
    {
      config: { access: access.public },
      // A malformed code is just another unknown link, answered with the same page.
      attachValidation: true,
      schema: { hide: true, params: ZMagicLinkParams },
    },
    async (request, reply) =>
      sendMagicLinkOutcome(
        reply,
        await followMagicLink(deps, request.validationError ? null : request.params.code, {
          // A HEAD (link checkers, previews) looks without visiting.
          countVisit: request.method === 'GET',
        }),
      ),
  );
}
