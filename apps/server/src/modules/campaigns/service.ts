import {
  MSG,
  type TCampaign,
  type TCampaignList,
  type TCatalogueListQuery,
  type TDeletedResponse,
  type TMagicLinkSettings,
  type TSaveCampaignRequest,
} from '@parley/contract';
import type { Executor } from '../../db/client';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/constraints';
import { campaigns } from '../../db/schema';
import type { Deps } from '../../deps';
import { BusinessError, FieldError, NotFoundError, orNotFound } from '../../errors';
import { randomToken } from '../../lib/secrets';
import { deleteScopedRows } from '../../db/scoped-rows';
import { landingUrl, magicLinkState, presentCampaign, presentMagicLinkSettings } from './present';
import {
  countCampaignVisit,
  findCampaignByCode,
  findCampaignRow,
  hasRulesetRule,
  insertCampaignRow,
  listCampaignRows,
} from './repository';

type ReadDeps = Pick<Deps, 'db' | 'config'>;
type LinkDeps = Pick<Deps, 'db' | 'clock'>;

/** 9 random bytes: 72 bits in 12 URL-safe characters, short enough to share, not to guess. */
export const newMagicLinkCode = () => randomToken(9);
/** A collision of 72-bit codes is already improbable; several in a row mean something is wrong. */
const CODE_ATTEMPTS = 5;

/** The retailer's magic links, newest first, a page at a time (the generic list behaviour). */
export async function findCampaigns(
  deps: ReadDeps,
  retailerId: string,
  query: TCatalogueListQuery,
): Promise<TCampaignList> {
  const { rows, total } = await listCampaignRows(deps.db, retailerId, query);
  return {
    campaigns: rows.map((row) => presentCampaign(row.campaign, row.rule, deps.config.publicUrl)),
    total,
  };
}

export async function findCampaign(
  deps: ReadDeps,
  retailerId: string,
  campaignId: string,
): Promise<TCampaign> {
  const row = orNotFound(await findCampaignRow(deps.db, retailerId, campaignId));
  return presentCampaign(row.campaign, row.rule, deps.config.publicUrl);
}

/**
 * Saves a new magic link under a fresh random code. A link_to_rule link may only name one of
 * the retailer's own ruleset rules; anything else is refused on the field, whoever owns it.
 */
export async function createCampaign(
  deps: ReadDeps,
  retailerId: string,
  save: TSaveCampaignRequest,
  newCode: () => string = newMagicLinkCode,
): Promise<TCampaign> {
  if (save.rule_id && !(await hasRulesetRule(deps.db, retailerId, save.rule_id))) {
    throw new FieldError({ rule_id: MSG.magicLinkRuleUnavailable });
  }
  const values = {
    retailerId,
    name: save.name,
    campaignType: save.campaign_type,
    productUrl: save.product_url,
    ruleId: save.rule_id,
    objective: save.objective,
    targetDiscountPercentage: save.target_discount_percentage,
    walkawayPercentage: save.walkaway_percentage,
    startsAt: save.starts_at ? new Date(save.starts_at) : null,
    endsAt: save.ends_at ? new Date(save.ends_at) : null,
  };
  for (let attempt = 1; ; attempt++) {
    try {
      const row = await insertCampaignRow(deps.db, { ...values, code: newCode() });
      return findCampaign(deps, retailerId, row.id);
    } catch (error) {
      // Only an administrator can name a retailer that does not exist.
      if (isForeignKeyViolation(error)) throw new NotFoundError();
      // The code is the table's only unique column besides the generated id.
      if (!isUniqueViolation(error) || attempt >= CODE_ATTEMPTS) throw error;
    }
  }
}

/** Magic links are never changed (part 2 §4): a known link is refused, an unknown one is 404. */
export async function refuseCampaignUpdate(
  deps: ReadDeps,
  retailerId: string,
  campaignId: string,
): Promise<never> {
  await findCampaign(deps, retailerId, campaignId);
  throw new BusinessError(MSG.magicLinkReadOnly);
}

export async function deleteCampaign(
  deps: Pick<Deps, 'db'>,
  retailerId: string,
  campaignId: string,
): Promise<TDeletedResponse> {
  const deleted = await deleteScopedRows(deps.db, campaigns, retailerId, [campaignId]);
  if (deleted === 0) throw new NotFoundError();
  return { deleted };
}

/** All or nothing: one unknown id (or another retailer's) deletes none of them. */
export async function deleteCampaigns(
  deps: Pick<Deps, 'db'>,
  retailerId: string,
  ids: string[],
): Promise<TDeletedResponse> {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  return deps.db.transaction(async (tx) => {
    const deleted = await deleteScopedRows(tx, campaigns, retailerId, unique);
    if (deleted !== unique.length) throw new NotFoundError();
    return { deleted };
  });
}

export type MagicLinkOutcome =
  { kind: 'redirect'; location: string } | { kind: 'unknown' | 'not_started' | 'expired' };

/**
 * A shopper opens a short link: a live one counts the visit and sends them to the landing page
 * with the code added; nothing else is kept on the server, the widget reads the code there.
 */
export async function followMagicLink(
  deps: LinkDeps,
  code: string | null,
  options: { countVisit: boolean },
): Promise<MagicLinkOutcome> {
  const found = code ? await findCampaignByCode(deps.db, code) : null;
  if (!found) return { kind: 'unknown' };
  const state = magicLinkState(found.campaign, deps.clock.now());
  if (state !== 'live') return { kind: state };
  if (options.countVisit) await countCampaignVisit(deps.db, found.campaign.id);
  return { kind: 'redirect', location: landingUrl(found.campaign.productUrl, found.campaign.code) };
}

/** The campaign of a link that is live now, with its rule while in the ruleset; else null. */
export async function findLiveMagicLink(db: Executor, code: string, now: Date) {
  const found = await findCampaignByCode(db, code);
  return found && magicLinkState(found.campaign, now) === 'live' ? found : null;
}

/** The settings of a live link for the shopper widget; any other code is simply not found. */
export async function findMagicLinkSettings(
  deps: LinkDeps,
  code: string,
): Promise<TMagicLinkSettings> {
  const now = deps.clock.now();
  const found = orNotFound(await findLiveMagicLink(deps.db, code, now));
  return presentMagicLinkSettings(found.campaign, found.liveRuleId, now);
}
