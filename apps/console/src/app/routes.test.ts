import { describe, expect, it } from 'vitest';
import { rulesLinks } from '../features/rules';
import { findRoute, ROUTES } from './routes';

/** Every route of spec parts 1 and 2, with `:params` for the spec's `{params}`. */
const SPEC_ROUTES = [
  '/session/new',
  '/session/new/:tokenParam',
  '/account',
  '/account/security',
  '/account/forgot',
  '/account/forgot/:tokenParam',
  '/retailers/:retailerId/account/plan/choice',
  '/retailers/:retailerId/account/plan',
  '/retailers/:retailerId/account/usage',
  '/retailers/:retailerId/account/usage/:itemId',
  '/admin/dashboard',
  '/admin/newdashboard',
  '/retailers/:retailerId/newdashboard',
  '/admin/search',
  '/admin/algorithm',
  '/admin/rules/:itemId',
  '/admin/rules/new',
  '/admin/themes',
  '/admin/themes/new',
  '/admin/themes/:itemId',
  '/admin/bot-test',
  '/admin/change-password',
  '/retailers',
  '/retailers/:retailerId',
  '/retailers/:retailerId/shopify_store',
  '/retailers/:retailerId/dashboard',
  '/retailers/:retailerId/terms',
  '/retailers/:retailerId/onboarding/market_questionnaire',
  '/retailers/:retailerId/settings',
  '/retailers/:retailerId/sessions',
  '/retailers/:retailerId/sessions/:itemId',
  '/sessions',
  '/sessions/:itemId',
  '/retailers/:retailerId/rules',
  '/retailers/:retailerId/rules/new',
  '/retailers/:retailerId/rules/:itemId',
  '/retailers/:retailerId/archive',
  '/admin/experiments',
  '/admin/experiments/new',
  '/admin/experiments/:itemId',
  '/admin/experiments-archive',
  ...['campaigns', 'products', 'product_categories', 'cohorts', 'addon_items', 'reasons'].flatMap(
    (list) => [
      `/retailers/:retailerId/${list}`,
      `/retailers/:retailerId/${list}/new`,
      `/retailers/:retailerId/${list}/:itemId`,
    ],
  ),
  '/admin/reasons',
  '/admin/reasons/new',
  '/admin/reasons/:itemId',
];

const PUBLIC = [
  '/session/new',
  '/session/new/:tokenParam',
  '/account/forgot',
  '/account/forgot/:tokenParam',
];

describe('route table', () => {
  it('declares every route of both spec parts, once, with a title', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...SPEC_ROUTES].sort());
    for (const route of ROUTES) expect(route.title, route.path).toBeTruthy();
  });

  it('marks the public routes, and admin-only every /admin route and the cross-retailer lists', () => {
    expect(ROUTES.filter((r) => r.auth === 'public').map((r) => r.path)).toEqual(PUBLIC);
    const adminOnly = ROUTES.filter((r) => r.adminOnly).map((r) => r.path);
    for (const path of SPEC_ROUTES.filter((p) => p.startsWith('/admin/'))) {
      expect(adminOnly).toContain(path);
    }
    expect(adminOnly).toEqual(
      expect.arrayContaining([
        '/retailers',
        '/retailers/:retailerId',
        '/retailers/:retailerId/shopify_store',
        '/sessions',
        '/sessions/:itemId',
      ]),
    );
    expect(adminOnly).not.toContain('/retailers/:retailerId/dashboard');
  });

  it('loads a screen component for every route', async () => {
    const screens = await Promise.all(ROUTES.map((route) => route.screen()));
    for (const screen of screens) expect(typeof screen.default).toBe('function');
  });

  it('builds and finds paths', () => {
    expect(rulesLinks.list({ retailerId: 'r1' })).toBe('/retailers/r1/rules');
    expect(findRoute('/retailers/r1/rules/new')?.id).toBe('retailer.rules.new');
    expect(findRoute('/retailers/r1/rules/42')?.id).toBe('retailer.rules.item');
    expect(findRoute('/admin/reasons/')?.id).toBe('admin.reasons');
  });
});
