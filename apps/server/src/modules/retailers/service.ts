import type {
  TRetailer,
  TRetailerListQuery,
  TRetailerListResponse,
  TRetailerSearchQuery,
  TRetailerSearchResponse,
  TRetailersQuery,
  TUpdateRetailerRequest,
} from '@parley/contract';
import type { Deps } from '../../deps';
import { orNotFound } from '../../errors';
import { findLinkedImage } from '../images';
import { findCurrentUsage, presentSchemeSummary } from '../billing';
import { findBrandStatements } from '../reasons';
import { findRetailerRow, searchRetailerRows, updateRetailerRow } from './repository';
import { presentRetailer } from './present';
import { listRetailerRows } from './list';

export type RetailerDeps = Pick<Deps, 'db' | 'clock' | 'config'>;

/** The retailer with its plan's usage and its settings view. */
export async function findRetailer(deps: RetailerDeps, retailerId: string): Promise<TRetailer> {
  const row = orNotFound(await findRetailerRow(deps.db, retailerId));
  const { scheme, plan } = row;
  const billingScheme =
    scheme && plan
      ? presentSchemeSummary(scheme, plan, await findCurrentUsage(deps.db, scheme, plan))
      : null;
  const bannerId = row.retailer.emailBannerImageId;
  return presentRetailer(row, billingScheme, {
    bannerImage: bannerId ? await findLinkedImage(deps.db, deps.config, bannerId) : null,
    brandStatements: await findBrandStatements(deps.db, row.retailer.id),
  });
}

/** The three onboarding updates: agreeing to the terms, the questionnaire, the banner step. */
export async function updateRetailer(
  deps: RetailerDeps,
  retailerId: string,
  update: TUpdateRetailerRequest,
): Promise<TRetailer> {
  const current = orNotFound(await findRetailerRow(deps.db, retailerId));
  if ('terms_agreed' in update) {
    await updateRetailerRow(deps.db, retailerId, {
      termsAgreed: true,
      termsAgreedAt: current.retailer.termsAgreedAt ?? deps.clock.now(),
    });
  } else if ('objectives' in update) {
    await updateRetailerRow(deps.db, retailerId, {
      objectives: [...new Set(update.objectives)],
      marketSector: update.market_sector,
      stockType: update.stock_type ?? null,
      monthlyOrders: update.monthly_orders ?? null,
      incompleteOnboardingTasks: current.retailer.incompleteOnboardingTasks.filter(
        (task) => task !== 'market_questionnaire',
      ),
    });
  } else {
    await updateRetailerRow(deps.db, retailerId, {
      adminSiteBannerType: update.admin_site_banner_type,
    });
  }
  return findRetailer(deps, retailerId);
}

/** GET /retailers?context=search: the algorithm-rule editor's Retailer select (administrators). */
export async function searchRetailers(
  deps: Pick<Deps, 'db'>,
  query: TRetailerSearchQuery,
): Promise<TRetailerSearchResponse> {
  const rows = await searchRetailerRows(deps.db, query);
  return { retailers: rows.map((row) => ({ retailer_id: row.id, id: row.id, name: row.name })) };
}

/** GET /retailers?context=list: the Retailers screen's page, filtered, sorted, with the total. */
export async function listRetailers(
  deps: Pick<Deps, 'db'>,
  query: TRetailerListQuery,
): Promise<TRetailerListResponse> {
  const { rows, total } = await listRetailerRows(deps.db, query);
  return {
    total,
    retailers: rows.map((row) => ({
      retailer_id: row.id,
      id: row.id,
      name: row.name,
      created_at: row.createdAt.toISOString(),
      last_parley_at: row.lastParleyAt?.toISOString() ?? null,
      pricing_plan:
        row.planIdentifier && row.planName
          ? { identifier: row.planIdentifier, name: row.planName }
          : null,
      store_platform: row.storePlatform,
    })),
  };
}

/** GET /retailers in either of its contexts. */
export const findRetailers = (deps: Pick<Deps, 'db'>, query: TRetailersQuery) =>
  query.context === 'list' ? listRetailers(deps, query) : searchRetailers(deps, query);
