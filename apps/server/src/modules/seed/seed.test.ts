import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  THEME_DEFAULTS,
  type TExperimentListResponse,
  type TThemeListResponse,
  type TWidgetDisplayResponse,
} from '@parley/contract';
import { defaultHyperParameters } from '@parley/engine';
import { retailers, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { listReasons } from '../../../test/support/reasons';
import { call, getJson } from '../../../test/support/api';
import { listRules } from '../../../test/support/rules';
import { shopperId, widget } from '../../../test/support/widget';
import {
  DEMO_BASKET_RULE,
  DEMO_BRAND_STATEMENTS,
  DEMO_COHORT_RULE,
  DEMO_GLOBAL_REASON,
} from './demo-catalogue';
import { DEMO_EXPERIMENT } from './demo-experiment';
import { findPendingDemoFill } from './repository';
import { DEMO_THEME_NAME, seedDemoData, type SeededLogin } from './service';

let t: TestApp;
let logins: SeededLogin[];
beforeAll(async () => {
  t = await createTestApp({ DEMO_PASSWORD: 'demo password 1', ADMIN_PASSWORD: 'admin password 1' });
  logins = await seedDemoData(t.deps);
});
afterAll(() => t.close());

/** The seeded users, signed in. */
async function seededUsers() {
  const [demo] = await t.db.select().from(users).where(eq(users.email, t.config.demoEmail));
  const [admin] = await t.db.select().from(users).where(eq(users.email, t.config.adminEmail));
  return { demo: demo!, demoHeaders: await t.bearer(demo!), adminHeaders: await t.bearer(admin!) };
}

describe('demo data', () => {
  it('gives the demo store its rules and brand statements, and every store the baseline and a reason', async () => {
    expect(logins.map((login) => login.role)).toEqual(['administrator', 'retailer']);
    const { demo, demoHeaders, adminHeaders } = await seededUsers();

    const ruleset = await listRules(t, demoHeaders, 'ruleset', demo.retailerId!);
    expect(ruleset).toHaveLength(3);
    // First, the rule of the demo cohort: only shoppers the page declares in it get it.
    expect(ruleset[0]).toMatchObject({
      name: DEMO_COHORT_RULE.cohort,
      match_type: 'retailer',
      priority: 1,
      walkaway_percentage: DEMO_COHORT_RULE.walkawayPercentage,
      cohort_ids: [expect.any(String)],
    });
    expect(ruleset[1]).toMatchObject({
      name: 'Whole Store',
      match_type: 'retailer',
      priority: 2,
      active: true,
      objective: 'balance_performance',
      walkaway_percentage: 16,
    });
    expect(ruleset[2]).toMatchObject({
      name: 'Baskets',
      match_type: 'cart',
      priority: 3,
      active: true,
      cart_match_basis: 'minimum_value',
      minimum_value: DEMO_BASKET_RULE.minimumValue,
    });
    // Unless the start asks for them, the demo store gets no simulated negotiations.
    expect(await findPendingDemoFill(t.db)).toBeNull();
    const algorithms = await listRules(t, adminHeaders, 'admin:algorithm');
    expect(algorithms).toHaveLength(1);
    expect(algorithms[0]).toMatchObject({
      retailer_id: null,
      match_type: 'global',
      active: true,
      algorithm_settings: {
        algorithm_version: 'a_baseline',
        hyper_parameters: defaultHyperParameters('a_baseline'),
      },
    });

    // Three brand statements of the demo store, on, oldest first, and one global reason.
    const own = await listReasons(t, demoHeaders, 'reasons', demo.retailerId!);
    expect(own.map((reason) => [reason.reason_text, reason.reason_active])).toEqual(
      [...DEMO_BRAND_STATEMENTS].reverse().map((text) => [text, true]),
    );
    const store = await t.app.inject({
      method: 'GET',
      url: `/api/v1/retailers/${demo.retailerId!}`,
      headers: demoHeaders,
    });
    expect(store.json<{ reasons: { text: string }[] }>().reasons.map((r) => r.text)).toEqual([
      ...DEMO_BRAND_STATEMENTS,
    ]);
    const globals = await listReasons(t, adminHeaders, 'admin:global');
    expect(globals).toMatchObject([{ reason_text: DEMO_GLOBAL_REASON, reason_active: true }]);

    // One theme, of all retailers in en-GB, equal to the defaults, which the demo store shows.
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/themes',
      headers: adminHeaders,
    });
    expect(listed.json<TThemeListResponse>().themes).toMatchObject([
      {
        name: DEMO_THEME_NAME,
        language_code: 'en-GB',
        retailer_id: null,
        retailer_name: null,
        assigned: true,
        logo_image: null,
        theme_configuration: THEME_DEFAULTS,
      },
    ]);
    const applied = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/themes/0?retailer_id=${demo.retailerId!}`,
      headers: demoHeaders,
    });
    expect(applied.json()).toMatchObject({
      theme_id: listed.json<TThemeListResponse>().themes[0]!.theme_id,
      theme: THEME_DEFAULTS,
    });

    // A second start finds users and seeds nothing more.
    expect(await seedDemoData(t.deps)).toEqual([]);
    expect(await listRules(t, adminHeaders, 'admin:algorithm')).toHaveLength(1);
    expect(await listReasons(t, adminHeaders, 'admin:global')).toHaveLength(1);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/themes',
      headers: adminHeaders,
    });
    expect(again.json<TThemeListResponse>().themes).toHaveLength(1);
  });

  it('gives the administrator a draft experiment on the demo store, ready to switch on', async () => {
    const { demo, adminHeaders } = await seededUsers();
    const { experiments } = await getJson<TExperimentListResponse>(
      t,
      adminHeaders,
      '/experiments?context=experiments',
    );
    expect(experiments).toHaveLength(1);
    expect(experiments[0]).toMatchObject({
      name: DEMO_EXPERIMENT.name,
      active: false,
      archived: false,
      starts_at: null,
      retailers: [{ retailer_id: demo.retailerId, name: 'Demo Store' }],
      control_percentage: 0,
    });
    expect(
      experiments[0]!.cohorts.map((c) => [c.name, c.cohort_percentage, c.algorithm_version]),
    ).toEqual(DEMO_EXPERIMENT.cohorts.map((c) => [c.name, 50, c.algorithmVersion]));
  });

  it('puts the demo store on a plan with every feature its seeded rules use', async () => {
    const { demo, demoHeaders } = await seededUsers();
    // Each rule can be switched off and on again from the list...
    const ruleset = await listRules(t, demoHeaders, 'ruleset', demo.retailerId!);
    expect(ruleset.map((rule) => rule.name)).toEqual([
      DEMO_COHORT_RULE.cohort,
      'Whole Store',
      'Baskets',
    ]);
    for (const rule of ruleset) {
      for (const active of [false, true]) {
        const res = await call(t, demoHeaders, 'PUT', `/rules/${rule.rule_id}`, {
          context: 'ruleset',
          active,
        });
        expect(res.statusCode, res.body).toBe(200);
      }
    }
    // ...and the widget serves the basket rule on a basket of its minimum value.
    const [store] = await t.db
      .select({ apiKey: retailers.apiKey })
      .from(retailers)
      .where(eq(retailers.id, demo.retailerId!));
    const basket = await widget(
      t,
      { 'x-api-key': store!.apiKey, origin: t.config.publicUrl },
      'POST',
      '/display',
      {
        page_type: 'cart',
        cart: {
          items: [
            {
              retailer_product_id: 'DEMO',
              name: 'Demo',
              price: DEMO_BASKET_RULE.minimumValue,
              quantity: 1,
            },
          ],
        },
        context: { shopper_id: shopperId() },
      },
    );
    expect(basket.json<TWidgetDisplayResponse>().show).toBe(true);
  });
});
