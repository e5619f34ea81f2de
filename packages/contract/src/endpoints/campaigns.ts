import { z } from 'zod';
import {
  ZCampaign,
  ZCampaignList,
  ZCampaignParams,
  ZMagicLinkParams,
  ZMagicLinkSettings,
  ZSaveCampaignRequest,
} from '../campaigns';
import { ZBatchDeleteRequest, ZCatalogueListQuery, ZDeletedResponse } from '../catalogue';
import { endpoint } from '../endpoint';
import { ZRetailerParams } from '../retailers';
import { allOrNoneDeleted, retailerUsersOrAdministrators } from './descriptions';

const tags = ['magic links'];
const WHO = retailerUsersOrAdministrators('link');

/**
 * Magic links (part 2 §7 Magic Links; the API calls them campaigns): made once and never
 * changed, and read by the shopper widget through their public code.
 */
export const campaignEndpoints = {
  findCampaigns: endpoint({
    method: 'GET',
    path: '/retailers/:retailerId/campaigns',
    tags,
    summary: 'List a retailer\u2019s magic links',
    description: `Newest first, a page of \`limit\` from \`offset\`, filtered by \`search\`, with the total. ${WHO}`,
    params: ZRetailerParams,
    query: ZCatalogueListQuery,
    response: ZCampaignList,
    refusals: [400, 404],
  }),
  createCampaign: endpoint({
    method: 'POST',
    path: '/retailers/:retailerId/campaigns',
    tags,
    summary: 'Create a magic link',
    description: `Saves the link under a fresh random code and answers it with its short URL. A \`link_to_rule\` link may only name one of the retailer\u2019s own ruleset rules (400 on \`rule_id\` otherwise). ${WHO}`,
    params: ZRetailerParams,
    body: ZSaveCampaignRequest,
    response: ZCampaign,
    refusals: [400, 404],
  }),
  deleteCampaigns: endpoint({
    method: 'DELETE',
    path: '/retailers/:retailerId/campaigns',
    tags,
    summary: 'Delete several magic links',
    description: `${allOrNoneDeleted('links')} ${WHO}`,
    params: ZRetailerParams,
    body: ZBatchDeleteRequest,
    response: ZDeletedResponse,
    refusals: [400, 404],
  }),
  findCampaign: endpoint({
    method: 'GET',
    path: '/retailers/:retailerId/campaigns/:campaignId',
    tags,
    summary: 'Read a magic link',
    description: WHO,
    params: ZCampaignParams,
    response: ZCampaign,
    refusals: [400, 404],
  }),
  updateCampaign: endpoint({
    method: 'PUT',
    path: '/retailers/:retailerId/campaigns/:campaignId',
    tags,
    summary: 'Refuse to change a magic link',
    description: `Magic links are never changed: a known link answers 422 with the reason, an unknown one 404. Kept so that the generic item path explains itself. ${WHO}`,
    params: ZCampaignParams,
    // Never answers with success.
    response: z.never(),
    refusals: [400, 404, 422],
  }),
  deleteCampaign: endpoint({
    method: 'DELETE',
    path: '/retailers/:retailerId/campaigns/:campaignId',
    tags,
    summary: 'Delete a magic link',
    description: `The short link stops working at once. ${WHO}`,
    params: ZCampaignParams,
    response: ZDeletedResponse,
    refusals: [400, 404],
  }),
  findMagicLinkSettings: endpoint({
    method: 'GET',
    path: '/magic_links/:code',
    tags,
    summary: 'Read a live magic link\u2019s settings',
    description:
      'Public: read by the shopper widget on the retailer\u2019s own site, so any origin may read it and no cache keeps it. Answers what the widget needs to apply the link and nothing about the retailer; a link that is unknown, not yet begun or ended answers 404.',
    params: ZMagicLinkParams,
    response: ZMagicLinkSettings,
    refusals: [400, 404],
  }),
};
