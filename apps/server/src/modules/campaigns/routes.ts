import { MAGIC_LINK_PATH, ZMagicLinkParams, endpoints } from '@parley/contract';
import type { AppInstance, ModuleRoutes } from '../../app-types';
import type { Deps } from '../../deps';
import { access } from '../../plugins/access';
import { serve } from '../../plugins/endpoints';
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

/** Magic links under the API (part 2 §7 Magic Links), and the public read for the widget. */
export const campaignRoutes: ModuleRoutes = (app, deps) => {
  const campaigns = endpoints.campaigns;
  const policy = access.retailer('retailerId');

  serve(app, campaigns.findCampaigns, policy, (request) =>
    findCampaigns(deps, request.params.retailerId, request.query),
  );
  serve(app, campaigns.createCampaign, policy, (request) =>
    createCampaign(deps, request.params.retailerId, request.body),
  );
  serve(app, campaigns.deleteCampaigns, policy, (request) =>
    deleteCampaigns(deps, request.params.retailerId, request.body.ids),
  );
  serve(app, campaigns.findCampaign, policy, (request) =>
    findCampaign(deps, request.params.retailerId, request.params.campaignId),
  );
  // Kept so that the generic item path answers with a reason rather than 404 for every link.
  serve(app, campaigns.updateCampaign, policy, (request) =>
    refuseCampaignUpdate(deps, request.params.retailerId, request.params.campaignId),
  );
  serve(app, campaigns.deleteCampaign, policy, (request) =>
    deleteCampaign(deps, request.params.retailerId, request.params.campaignId),
  );

  serve(app, campaigns.findMagicLinkSettings, access.public, async (request, reply) => {
    // Read by the widget on the retailer's own site: another origin, and never cached.
    void reply.headers({
      'access-control-allow-origin': '*',
      'cross-origin-resource-policy': 'cross-origin',
      'cache-control': 'no-store',
    });
    return findMagicLinkSettings(deps, request.params.code);
  });
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
