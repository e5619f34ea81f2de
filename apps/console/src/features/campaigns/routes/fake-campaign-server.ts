import {
  LEGACY_RULE_OBJECTIVE,
  MSG,
  ZSaveCampaignRequest,
  endpoints,
  type TCampaign,
  type TRule,
} from '@parley/contract';
import { RETAILER_ID } from '../../../../test/fixtures';
import { json, type FakeServer } from '../../../../test/fake-server';

/** In-memory magic links and ruleset rules answering contract-shaped data. */

let sequence = 0;
const nextId = () => {
  sequence += 1;
  return `20000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
};

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

export function rule(overrides: Partial<TRule> = {}): TRule {
  return {
    rule_id: nextId(),
    retailer_id: RETAILER_ID,
    retailer: { retailer_id: RETAILER_ID, name: 'Demo Store' },
    name: 'Spring rule',
    match_type: 'retailer',
    priority: 1,
    active: true,
    archived: false,
    cohort_ids: [],
    starts_at: null,
    ends_at: null,
    day: null,
    local_starts_at_time: null,
    local_ends_at_time: null,
    experiment_percentage: null,
    objective: 'balance_performance',
    target_discount_percentage: null,
    walkaway_percentage: 16,
    algorithm_version: null,
    algorithm_settings: null,
    cart_match_basis: null,
    minimum_value: null,
    minimum_item_count: null,
    minimum_item_value: null,
    signposting_enabled: false,
    has_free_shipping_included: false,
    ask_quantity_first: false,
    display_setting: 'always',
    delay_seconds: null,
    minimum_visit_number: null,
    recovered_parleys_active: false,
    rule_addon_items: [],
    products: [],
    product_categories: [],
    ...overrides,
  };
}

/**
 * Serves the magic link calls (list with offset and search, read, create, delete one or many;
 * no update) and GET /rules for the ruleset. Creating checks the body with the contract, as the
 * server does. Returns the links.
 */
export function serveCampaigns(server: FakeServer, initial: TCampaign[] = [], rules: TRule[] = []) {
  const links = [...initial];
  const find = (id: string | undefined) => links.findIndex((link) => link.campaign_id === id);

  const calls = endpoints.campaigns;
  server.on(endpoints.rules.findRules, () => json(200, { rules }));
  server.on(calls.findCampaigns, (call) => {
    const offset = Number(call.query.get('offset') ?? 0);
    const limit = Number(call.query.get('limit') ?? 20);
    const search = (call.query.get('search') ?? '').toLowerCase();
    const found = links.filter((link) => link.name.toLowerCase().includes(search));
    return json(200, { campaigns: found.slice(offset, offset + limit), total: found.length });
  });
  server.on(calls.findCampaign, (_call, { campaignId }) => {
    const index = find(campaignId);
    return index < 0 ? json(404, { errorMessage: MSG.notFound }) : json(200, links[index]);
  });
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
  server.on(calls.deleteCampaign, (_call, { campaignId }) => {
    const index = find(campaignId);
    if (index < 0) return json(404, { errorMessage: MSG.notFound });
    links.splice(index, 1);
    return json(200, { deleted: 1 });
  });
  server.on(calls.deleteCampaigns, (call) => {
    const ids = (call.body as { ids: string[] }).ids;
    if (ids.some((id) => find(id) < 0)) return json(404, { errorMessage: MSG.notFound });
    for (const id of ids) links.splice(find(id), 1);
    return json(200, { deleted: ids.length });
  });
  return links;
}
