import {
  PAGE_SIZE,
  UPLIFT_TEST_ALREADY_RUNNING,
  endpoints,
  type TRetailer,
  type TRetailerFeature,
  type TRetailerFeatureChangesResponse,
  type TRetailerListRow,
  type TShopifyStoreIntegration,
} from '@parley/contract';
import { retailer, retailerBasics } from '../../../../test/fixtures';
import { json, type FakeServer } from '../../../../test/fake-server';

/** The retailer administration calls, answered from memory in the contract's shapes. */

const { retailers } = endpoints;

export const listRow = (overrides: Partial<TRetailerListRow> = {}): TRetailerListRow => ({
  ...retailerBasics(overrides.id),
  last_parley_at: '2025-03-04T10:00:00.000Z',
  pricing_plan: { identifier: 'starter', name: 'Starter' },
  store_platform: 'woocommerce',
  ...overrides,
});

/** GET /retailers?context=list: `rows` filtered by searchText only, paged by offset. */
export function serveRetailerList(server: FakeServer, rows: TRetailerListRow[]) {
  server.on(retailers.findRetailers, (call) => {
    const text = call.query.get('searchText')?.toLowerCase() ?? '';
    const matching = rows.filter((row) => row.name.toLowerCase().includes(text));
    const offset = Number(call.query.get('offset') ?? 0);
    return json(200, {
      retailers: matching.slice(offset, offset + PAGE_SIZE),
      total: matching.length,
    });
  });
}

type FeatureChange = TRetailerFeatureChangesResponse['changes'][number];

/** The detail's calls: uplift test, store integration, log-in tokens, features and their changes. */
export function serveRetailerAdmin(
  server: FakeServer,
  start: Partial<TRetailer> = {},
  { changes = [] as FeatureChange[], changedBy = 'admin@parley.local' } = {},
) {
  let current = retailer(start);
  server.retailers.set(current.id, current);
  const integration: TShopifyStoreIntegration = {
    custom_code: null,
    discount_functions_enabled: current.store.discount_functions_enabled,
  };
  const save = (next: TRetailer) => {
    current = next;
    server.retailers.set(current.id, current);
    return json(200, current);
  };
  server.on(retailers.startUpliftTest, (call) => {
    if (current.uplift_test_rule) return json(422, { errorMessage: UPLIFT_TEST_ALREADY_RUNNING });
    const percentage = (call.body as { control_cohort_percentage: number })
      .control_cohort_percentage;
    return save({
      ...current,
      uplift_test_status: 'running',
      uplift_test_rule: {
        created_at: '2025-05-06T07:08:00.000Z',
        summary: `${percentage}% of shoppers are in the control cohort.`,
        control_cohort_percentage: percentage,
      },
    });
  });
  server.on(retailers.terminateUpliftTest, () =>
    save({ ...current, uplift_test_status: 'not_running', uplift_test_rule: null }),
  );
  server.on(retailers.findStoreIntegration, () => json(200, integration));
  server.on(retailers.updateStoreIntegration, (call) => {
    Object.assign(integration, call.body);
    current = {
      ...current,
      store: {
        ...current.store,
        discount_functions_enabled: integration.discount_functions_enabled,
      },
    };
    server.retailers.set(current.id, current);
    return json(200, integration);
  });
  server.on(endpoints.auth.createLoginToken, () =>
    json(200, {
      token: 'one-time-token',
      url: 'http://localhost/#/session/new/one-time-token',
      expires_at: '2025-05-06T07:18:00.000Z',
    }),
  );
  server.on(retailers.findRetailerFeatureChanges, () => json(200, { changes }));
  server.on(retailers.updateRetailerFeatures, (call) => {
    const next = (call.body as { available_features: TRetailerFeature[] }).available_features;
    const before = current.available_features;
    const switched = [
      ...next.filter((feature) => !before.includes(feature)).map((feature) => [feature, true]),
      ...before.filter((feature) => !next.includes(feature)).map((feature) => [feature, false]),
    ] as [TRetailerFeature, boolean][];
    for (const [feature, enabled] of switched) {
      changes.unshift({
        feature,
        enabled,
        changed_by: changedBy,
        changed_at: '2025-06-07T08:09:00.000Z',
      });
    }
    return save({ ...current, available_features: next });
  });
  return { integration, changes, current: () => current };
}
