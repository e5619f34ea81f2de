import {
  LEGACY_RULE_OBJECTIVE,
  MSG,
  ZSaveCampaignRequest,
  endpoints,
  type TCampaign,
  type TRule,
} from '@parley/contract';
import { RETAILER_ID, aRule, idSequence } from '../../../../test/fixtures';
import { json, memoryList, type FakeServer } from '../../../../test/fake-server';

/** In-memory magic links and ruleset rules answering contract-shaped data. */

const nextId = idSequence('20000000-0000-4000-8000');

export const linkUrl = (code: string) => `https://parley.example/m/${code}`;

export function campaign(overrides: Partial<TCampaign> = {}): TCampaign {
  return {
    campaign_id: nextId(),
    retailer_id: RETAILER_ID,
    name: 'Summer sale',
    campaign_type: 'single_product',
    product_url: 'https://demo.example/products/jumper',
    campaign_url: linkUrl('summer123abc'),
    rule_id: null,
    rule: null,
    objective: 'balance_performance',
    target_discount_percentage: null,
    walkaway_percentage: 20,
    discount_treshold: 20,
    start_date: null,
    end_date: null,
    visit_count: 0,
    created_at: '2025-03-01T10:30:00.000Z',
    ...overrides,
  };
}

/** A ruleset rule a link may point to. */
export const rule = (overrides: Partial<TRule> = {}) =>
  aRule({ rule_id: nextId(), name: 'Spring rule', ...overrides });

/**
 * Serves the magic link calls (list with offset and search, read, create, delete one or many;
 * no update) and GET /rules for the ruleset. Creating checks the body with the contract, as the
 * server does. Returns the links.
 */
export function serveCampaigns(server: FakeServer, initial: TCampaign[] = [], rules: TRule[] = []) {
  const links = [...initial];
  const list = memoryList(
    links,
    (link) => link.campaign_id,
    (link) => link.name,
  );

  const calls = endpoints.campaigns;
  server.on(endpoints.rules.findRules, () => json(200, { rules }));
  server.on(calls.findCampaigns, (call) => {
    const { page, total } = list.page(call);
    return json(200, { campaigns: page, total });
  });
  server.on(calls.findCampaign, (_call, { campaignId }) => list.findOne(campaignId));
  server.on(calls.createCampaign, (call) => {
    const parsed = ZSaveCampaignRequest.safeParse(call.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return json(400, {
        errorMessage: issue?.message ?? MSG.required,
        fieldErrors: { [String(issue?.path[0])]: issue?.message },
      });
    }
    const save = parsed.data;
    const linked = rules.find((candidate) => candidate.rule_id === save.rule_id);
    if (save.rule_id && !linked) {
      return json(400, {
        errorMessage: MSG.magicLinkRuleUnavailable,
        fieldErrors: { rule_id: MSG.magicLinkRuleUnavailable },
      });
    }
    const created = campaign({
      ...save,
      campaign_url: linkUrl(`new${links.length}code`),
      rule: linked ? { rule_id: linked.rule_id, name: linked.name } : null,
      discount_treshold:
        save.objective && save.objective !== LEGACY_RULE_OBJECTIVE
          ? save.walkaway_percentage
          : null,
      start_date: save.starts_at,
      end_date: save.ends_at,
    });
    links.unshift(created);
    return json(200, created);
  });
  server.on(calls.updateCampaign, () => json(422, { errorMessage: MSG.magicLinkReadOnly }));
  server.on(calls.deleteCampaign, (_call, { campaignId }) => list.deleteOne(campaignId));
  server.on(calls.deleteCampaigns, (call) => list.deleteMany(call));
  return links;
}
