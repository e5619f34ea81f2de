import { describe, expect, it } from 'vitest';
import { accountLinks } from '../features/account';
import { authLinks } from '../features/auth';
import { billingLinks } from '../features/billing';
import { botTestLinks } from '../features/bot-test';
import { campaignsLinks } from '../features/campaigns';
import { catalogueLinks } from '../features/catalogue';
import { dashboardLinks } from '../features/dashboard';
import { experimentsLinks } from '../features/experiments';
import { newDashboardLinks } from '../features/newdashboard';
import { onboardingLinks } from '../features/onboarding';
import { reasonsLinks } from '../features/reasons';
import { retailersLinks } from '../features/retailers';
import { rulesLinks } from '../features/rules';
import { searchLinks } from '../features/search';
import { sessionsLinks } from '../features/sessions';
import { settingsLinks } from '../features/settings';
import { themesLinks } from '../features/themes';
import { findRoute } from './routes';

const LINKS = {
  account: accountLinks,
  auth: authLinks,
  billing: billingLinks,
  botTest: botTestLinks,
  campaigns: campaignsLinks,
  catalogue: catalogueLinks,
  dashboard: dashboardLinks,
  experiments: experimentsLinks,
  newDashboard: newDashboardLinks,
  onboarding: onboardingLinks,
  reasons: reasonsLinks,
  retailers: retailersLinks,
  rules: rulesLinks,
  search: searchLinks,
  sessions: sessionsLinks,
  settings: settingsLinks,
  themes: themesLinks,
};

/** What one link builds, and the id of the route that path must be. */
type Case = [href: string, routeId: string];

/** A case for every link: the compiler asks for one whenever a feature adds a link. */
type Cases<Links> = {
  [Key in keyof Links]: Links[Key] extends (...args: never[]) => string ? Case : Cases<Links[Key]>;
};

const R = { retailerId: 'r1' };
const crudCases = (id: string, links: typeof catalogueLinks.products): Cases<typeof links> => ({
  list: [links.list(R), id],
  new: [links.new(R), `${id}.new`],
  item: [links.item({ ...R, itemId: 'i1' }), `${id}.item`],
});

const scopedCases = (
  segment: string,
  links: typeof dashboardLinks,
): Cases<typeof dashboardLinks> => ({
  admin: [links.admin(), `admin.${segment}`],
  retailer: [links.retailer(R), `retailer.${segment}`],
});

const CASES: { [Feature in keyof typeof LINKS]: Cases<(typeof LINKS)[Feature]> } = {
  account: {
    details: [accountLinks.details(), 'account'],
    adminPassword: [accountLinks.adminPassword(), 'admin.changePassword'],
  },
  auth: {
    login: [authLinks.login(), 'login'],
    autoLogin: [authLinks.autoLogin({ token: 't1', returnPath: '/account' }), 'autoLogin'],
  },
  billing: {
    planChoice: [billingLinks.planChoice(R), 'plan.choice'],
    plan: [billingLinks.plan(R), 'plan'],
    usage: [billingLinks.usage(R), 'usage'],
    usageItem: [billingLinks.usageItem({ ...R, eventId: 'e1' }), 'usage.item'],
  },
  botTest: { tester: [botTestLinks.tester(), 'admin.botTest'] },
  campaigns: crudCases('retailer.campaigns', campaignsLinks),
  catalogue: {
    products: crudCases('retailer.products', catalogueLinks.products),
    productCategories: crudCases('retailer.productCategories', catalogueLinks.productCategories),
    cohorts: crudCases('retailer.cohorts', catalogueLinks.cohorts),
    addonItems: crudCases('retailer.addonItems', catalogueLinks.addonItems),
  },
  dashboard: scopedCases('dashboard', dashboardLinks),
  experiments: {
    list: [experimentsLinks.list(), 'admin.experiments'],
    archive: [experimentsLinks.archive(), 'admin.experimentsArchive'],
    new: [experimentsLinks.new(), 'admin.experiments.new'],
    edit: [experimentsLinks.edit({ experimentId: 'x1' }), 'admin.experiments.item'],
  },
  newDashboard: scopedCases('newdashboard', newDashboardLinks),
  onboarding: {
    terms: [onboardingLinks.terms(R), 'retailer.terms'],
    task: [
      onboardingLinks.task({ ...R, task: 'market_questionnaire' }),
      'retailer.onboarding.market_questionnaire',
    ],
    done: [onboardingLinks.done(R), 'retailer.rules'],
  },
  reasons: {
    list: [reasonsLinks.list(R), 'retailer.reasons'],
    new: [reasonsLinks.new(R), 'retailer.reasons.new'],
    edit: [reasonsLinks.edit({ ...R, reasonId: 'x1' }), 'retailer.reasons.item'],
    admin: [reasonsLinks.admin(), 'admin.reasons'],
    adminNew: [reasonsLinks.adminNew(), 'admin.reasons.new'],
    adminEdit: [reasonsLinks.adminEdit({ reasonId: 'x1' }), 'admin.reasons.item'],
  },
  retailers: {
    list: [retailersLinks.list(), 'retailers'],
    detail: [retailersLinks.detail(R), 'retailer'],
    shopifyStore: [retailersLinks.shopifyStore(R), 'retailer.shopifyStore'],
  },
  rules: {
    list: [rulesLinks.list(R), 'retailer.rules'],
    new: [rulesLinks.new(R), 'retailer.rules.new'],
    edit: [rulesLinks.edit({ ...R, ruleId: 'u1' }), 'retailer.rules.item'],
    archive: [rulesLinks.archive(R), 'retailer.archive'],
    algorithm: [rulesLinks.algorithm(), 'admin.algorithm'],
    algorithmNew: [rulesLinks.algorithmNew(), 'admin.rules.new'],
    algorithmEdit: [rulesLinks.algorithmEdit({ ruleId: 'u1' }), 'admin.rules.item'],
  },
  search: { messages: [searchLinks.messages(), 'admin.search'] },
  sessions: {
    list: [sessionsLinks.list(R), 'retailer.sessions'],
    item: [sessionsLinks.item({ ...R, sessionId: 's1' }), 'retailer.sessions.item'],
  },
  settings: { store: [settingsLinks.store(R), 'retailer.settings'] },
  themes: {
    list: [themesLinks.list(), 'admin.themes'],
    new: [themesLinks.new(), 'admin.themes.new'],
    edit: [themesLinks.edit({ themeId: 't1' }), 'admin.themes.item'],
  },
};

const isCase = (value: Case | object): value is Case => Array.isArray(value);
const countLinks = (links: object): number =>
  Object.values(links).reduce<number>(
    (count, value: object) => count + (typeof value === 'function' ? 1 : countLinks(value)),
    0,
  );
const flatten = (cases: object): Case[] =>
  Object.values(cases).flatMap((value: Case | object) =>
    isCase(value) ? [value] : flatten(value),
  );

describe('feature links', () => {
  it('has a case for every link', () => {
    expect(flatten(CASES)).toHaveLength(countLinks(LINKS));
  });

  it.each(flatten(CASES))('%s is the route %s', (href, routeId) => {
    const { pathname } = new URL(href, 'http://console.test');
    expect(pathname).not.toContain(':');
    expect(findRoute(pathname)?.id).toBe(routeId);
  });

  it('leads to the administrators’ sessions when no retailer is named', () => {
    expect(findRoute(sessionsLinks.list({ retailerId: null }))?.id).toBe('sessions');
    expect(findRoute(sessionsLinks.item({ retailerId: null, sessionId: 's1' }))?.id).toBe(
      'sessions.item',
    );
  });

  it('carries the query state', () => {
    expect(rulesLinks.algorithmEdit({ ruleId: 'u1' })).toBe(
      '/admin/rules/u1?context=admin:algorithm',
    );
    expect(rulesLinks.algorithmNew()).toBe('/admin/rules/new?context=admin:algorithm');
    expect(reasonsLinks.adminNew()).toBe('/admin/reasons/new?context=admin:global');
    expect(experimentsLinks.edit({ experimentId: 'x1', context: 'experiments-archive' })).toBe(
      '/admin/experiments/x1?context=experiments-archive',
    );
    expect(reasonsLinks.adminEdit({ reasonId: 'x1' })).toBe(
      '/admin/reasons/x1?context=admin:global',
    );
    expect(sessionsLinks.item({ ...R, sessionId: 's 1' }, { summaryStatus: 'sold' })).toBe(
      '/retailers/r1/sessions/s%201?summaryStatus=sold',
    );
    expect(sessionsLinks.list({ retailerId: null }, { summaryStatus: 'sold' })).toBe(
      '/sessions?summaryStatus=sold',
    );
    expect(authLinks.autoLogin({ token: 't/1', returnPath: '/retailers/r1/dashboard' })).toBe(
      '/session/new/t%2F1?return_path=%2Fretailers%2Fr1%2Fdashboard',
    );
  });
});
