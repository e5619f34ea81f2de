import type { Config } from '../../config';
import type { TChatLanguage } from '@parley/contract';
import { languageOfText } from '@parley/engine';
import type { Executor } from '../../db/client';
import { listStoreCohorts, type CohortEntry } from '../catalogue';
import { findStoreExperiment, type StoreExperiment } from '../experiments';
import { findQuotableReasons } from '../reasons';
import { findRetailerByApiKey, findRetailerBySecretKey, type RetailerRow } from '../retailers';
import { findStoreThemes, type StoreTheme } from '../themes';

/**
 * The store a widget key opens: the retailer with its current plan and running uplift test, the
 * reasons its bot may quote (its own active ones, else the active global ones) with the language
 * each is written in, and the themes that may apply to it (its own and all retailers' assigned
 * themes, by language), cached with it: a changed theme reaches shoppers within the cache time.
 * Its cohorts too (only with the user_cohorts feature: none without), so that matching a
 * shopper's declared cohorts reads nothing per display check. And the running experiment it is
 * in, so that placing a shopper in a cohort reads nothing either.
 */
export type WidgetStore = RetailerRow & {
  reasons: { id: string; text: string; language: TChatLanguage | null }[];
  themes: StoreTheme[];
  cohorts: CohortEntry[];
  experiment: StoreExperiment | null;
};

/** A retailer as the widget's store: with the reasons its bot may quote and its themes. */
export async function widgetStoreOf(
  db: Executor,
  row: RetailerRow | null,
): Promise<WidgetStore | null> {
  if (!row) return null;
  const reasons = await findQuotableReasons(db, row.retailer.id);
  const themes = await findStoreThemes(db, row.retailer.id);
  const cohorts = row.retailer.availableFeatures.includes('user_cohorts')
    ? await listStoreCohorts(db, row.retailer.id)
    : [];
  const experiment = await findStoreExperiment(db, row.retailer.id);
  // Read once per cached store: the bot quotes a reason only in the language it is written in.
  return {
    ...row,
    reasons: reasons.map((reason) => ({ ...reason, language: languageOfText(reason.text) })),
    themes,
    cohorts,
    experiment,
  };
}

/** The store of a public widget key; null for any other string. */
export const findStoreByApiKey = async (db: Executor, apiKey: string) =>
  widgetStoreOf(db, await findRetailerByApiKey(db, apiKey));

/** The store of a secret key (server-to-server calls); null for any other string. */
export const findStoreBySecretKey = async (db: Executor, secretKey: string) =>
  widgetStoreOf(db, await findRetailerBySecretKey(db, secretKey));

/** A stored domain ('shop.example', 'https://shop.example/', 'http://localhost:8080') as an origin. */
function originOf(domain: string | null): string | null {
  const value = domain?.trim();
  if (!value) return null;
  try {
    return new URL(value.includes('://') ? value : `https://${value}`).origin;
  } catch {
    return null;
  }
}

/**
 * Where the store's pages may call the widget API from (CORS): its primary and Shopify domains,
 * and this server itself and the console's own origins (the demo store page at /demo-store, the
 * Bot Tester, also from the console's development server).
 */
export function storeOrigins(
  store: WidgetStore,
  config: Pick<Config, 'publicUrl' | 'port' | 'consoleRedirectUris'>,
) {
  const origins = new Set<string>([
    new URL(config.publicUrl).origin,
    `http://localhost:${config.port}`,
  ]);
  for (const uri of config.consoleRedirectUris) {
    const origin = originOf(uri);
    if (origin) origins.add(origin);
  }
  for (const domain of [store.retailer.primaryDomain, store.retailer.myshopifyDomain]) {
    const origin = originOf(domain);
    if (origin) origins.add(origin);
  }
  return origins;
}

/**
 * The store's own pages only: its primary and Shopify domains, never the shared origins above
 * (the console, the demo store), where another retailer's key may be in use.
 */
export function storeOwnOrigins(store: WidgetStore) {
  const origins = new Set<string>();
  for (const domain of [store.retailer.primaryDomain, store.retailer.myshopifyDomain]) {
    const origin = originOf(domain);
    if (origin) origins.add(origin);
  }
  return origins;
}
