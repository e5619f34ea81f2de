import type {
  TRetailer,
  TRetailerSearchQuery,
  TRetailerSearchResponse,
  TUpdateRetailerRequest,
} from '@parley/contract';
import type { Deps } from '../../deps';
import { NotFoundError } from '../../errors';
import { findRetailerRow, searchRetailerRows, updateRetailerRow } from './repository';
import { presentRetailer } from './present';

export async function findRetailer(deps: Pick<Deps, 'db'>, retailerId: string): Promise<TRetailer> {
  const row = await findRetailerRow(deps.db, retailerId);
  if (!row) throw new NotFoundError();
  return presentRetailer(row);
}

/** The three onboarding updates: agreeing to the terms, the questionnaire, the banner step. */
export async function updateRetailer(
  deps: Pick<Deps, 'db' | 'clock'>,
  retailerId: string,
  update: TUpdateRetailerRequest,
): Promise<TRetailer> {
  const current = await findRetailerRow(deps.db, retailerId);
  if (!current) throw new NotFoundError();
  if ('terms_agreed' in update) {
    await updateRetailerRow(deps.db, retailerId, {
      termsAgreed: true,
      termsAgreedAt: current.retailer.termsAgreedAt ?? deps.clock.now(),
    });
  } else if ('objectives' in update) {
    await updateRetailerRow(deps.db, retailerId, {
      objectives: [...new Set(update.objectives)],
      marketSector: update.market_sector,
      stockType: update.stock_type,
      monthlyOrders: update.monthly_orders,
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
