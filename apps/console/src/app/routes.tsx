import type { ComponentType } from 'react';
import { generatePath, matchPath } from 'react-router';
import { PRODUCT_TERM_PLURAL } from '@parley/contract';

/** The one route table: every route of both spec parts, with its title, access and screen. */

export type Layout = 'public' | 'shell' | 'focus';

export interface RouteDef {
  id: string;
  path: string;
  /** Page title (document title and breadcrumb); the product name when absent. */
  title?: string;
  auth: 'public' | 'authenticated';
  adminOnly?: boolean;
  /** public: bare page; shell: menus and top bar; focus: top bar only (onboarding). */
  layout: Layout;
  screen: () => Promise<{ default: ComponentType }>;
}

const comingSoon = () => import('../components/ComingSoonPage');

const screens = {
  login: () => import('../features/auth/routes/login/LoginRoute'),
  autoLogin: () => import('../features/auth/routes/auto-login/AutoLoginRoute'),
  details: () => import('../features/account/routes/details/DetailsRoute'),
  changePassword: () => import('../features/account/routes/change-password/ChangePasswordRoute'),
  forgot: () => import('../features/account/routes/forgot/ForgotRoute'),
  reset: () => import('../features/account/routes/reset/ResetRoute'),
  adminPassword: () => import('../features/account/routes/admin-password/AdminPasswordRoute'),
  terms: () => import('../features/onboarding/routes/terms/TermsRoute'),
  questionnaire: () =>
    import('../features/onboarding/routes/market-questionnaire/MarketQuestionnaireRoute'),
  addonItems: () => import('../features/catalogue/routes/addon-items/list/AddonItemsListRoute'),
  addonItem: () => import('../features/catalogue/routes/addon-items/editor/AddonItemEditorRoute'),
  products: () => import('../features/catalogue/routes/products/ProductListRoute'),
  product: () => import('../features/catalogue/routes/products/ProductEditorRoute'),
  productCategories: () =>
    import('../features/catalogue/routes/product-categories/ProductCategoryListRoute'),
  productCategory: () =>
    import('../features/catalogue/routes/product-categories/ProductCategoryEditorRoute'),
  cohorts: () => import('../features/catalogue/routes/cohorts/CohortListRoute'),
  cohort: () => import('../features/catalogue/routes/cohorts/CohortEditorRoute'),
  campaigns: () => import('../features/campaigns/routes/campaign-list/CampaignListRoute'),
  campaign: () => import('../features/campaigns/routes/campaign-editor/CampaignEditorRoute'),
  ruleList: () => import('../features/rules/routes/rule-list/RuleListRoute'),
  ruleEditor: () => import('../features/rules/routes/rule-editor/RuleEditorRoute'),
  botTester: () => import('../features/bot-test/routes/bot-tester/BotTesterRoute'),
  sessionList: () => import('../features/sessions/routes/session-list/SessionListRoute'),
  sessionDetail: () => import('../features/sessions/routes/session-detail/SessionDetailRoute'),
  messageSearch: () => import('../features/search/routes/message-search/MessageSearchRoute'),
  retailerList: () => import('../features/retailers/routes/retailer-list/RetailerListRoute'),
  retailerDetail: () => import('../features/retailers/routes/retailer-detail/RetailerDetailRoute'),
  storeIntegration: () =>
    import('../features/retailers/routes/store-integration/StoreIntegrationRoute'),
  newDashboard: () => import('../features/newdashboard/routes/new-dashboard/NewDashboardRoute'),
  dashboard: () => import('../features/dashboard/routes/dashboard/DashboardRoute'),
};

type Def = Omit<RouteDef, 'auth' | 'layout' | 'screen'> &
  Partial<Pick<RouteDef, 'auth' | 'layout' | 'screen'>>;

/** Authenticated, in the shell, "coming soon" unless said otherwise. */
const route = (def: Def): RouteDef => ({
  auth: 'authenticated',
  layout: def.auth === 'public' ? 'public' : 'shell',
  screen: comingSoon,
  ...def,
});
const admin = (def: Def) => route({ adminOnly: true, ...def });

type Screen = RouteDef['screen'];

/** A list with its /new and /{itemId} screens; one editor screen serves both of those. */
function crud(
  id: string,
  base: string,
  title: string,
  item: string,
  make = route,
  screens?: { list: Screen; editor: Screen },
): RouteDef[] {
  return [
    make({ id, path: base, title, ...(screens && { screen: screens.list }) }),
    make({
      id: `${id}.new`,
      path: `${base}/new`,
      title: `New ${item}`,
      ...(screens && { screen: screens.editor }),
    }),
    make({
      id: `${id}.item`,
      path: `${base}/:itemId`,
      title: item,
      ...(screens && { screen: screens.editor }),
    }),
  ];
}

const R = '/retailers/:retailerId';

export const ROUTES: RouteDef[] = [
  // Sign-in and account (part 1 §2)
  route({
    id: 'login',
    path: '/session/new',
    title: 'Log In',
    auth: 'public',
    screen: screens.login,
  }),
  route({
    id: 'autoLogin',
    path: '/session/new/:tokenParam',
    title: 'Logging In',
    auth: 'public',
    screen: screens.autoLogin,
  }),
  route({ id: 'account', path: '/account', title: 'My Details', screen: screens.details }),
  route({
    id: 'account.security',
    path: '/account/security',
    title: 'Change Password',
    screen: screens.changePassword,
  }),
  route({
    id: 'account.forgot',
    path: '/account/forgot',
    title: 'Forgot Password',
    auth: 'public',
    screen: screens.forgot,
  }),
  route({
    id: 'account.reset',
    path: '/account/forgot/:tokenParam',
    title: 'Reset Password',
    auth: 'public',
    screen: screens.reset,
  }),

  // Billing (part 2)
  route({ id: 'plan.choice', path: `${R}/account/plan/choice`, title: 'Choose Your Plan' }),
  route({ id: 'plan', path: `${R}/account/plan`, title: 'Account & Plan' }),
  route({ id: 'usage', path: `${R}/account/usage`, title: 'Usage' }),
  route({ id: 'usage.item', path: `${R}/account/usage/:itemId`, title: 'Usage Charge Details' }),

  // Administration
  admin({
    id: 'admin.dashboard',
    path: '/admin/dashboard',
    title: 'Admin Dashboard',
    screen: screens.dashboard,
  }),
  admin({
    id: 'admin.newdashboard',
    path: '/admin/newdashboard',
    title: 'New Dashboard',
    screen: screens.newDashboard,
  }),
  admin({
    id: 'admin.search',
    path: '/admin/search',
    title: 'Message Search',
    screen: screens.messageSearch,
  }),
  admin({
    id: 'admin.algorithm',
    path: '/admin/algorithm',
    title: 'Algorithm Rules',
    screen: screens.ruleList,
  }),
  admin({
    id: 'admin.rules.new',
    path: '/admin/rules/new',
    title: 'New Algorithm Rule',
    screen: screens.ruleEditor,
  }),
  admin({
    id: 'admin.rules.item',
    path: '/admin/rules/:itemId',
    title: 'Algorithm Rule',
    screen: screens.ruleEditor,
  }),
  ...crud('admin.themes', '/admin/themes', 'Themes', 'Theme', admin),
  admin({
    id: 'admin.botTest',
    path: '/admin/bot-test',
    title: 'Bot Tester',
    screen: screens.botTester,
  }),
  admin({
    id: 'admin.changePassword',
    path: '/admin/change-password',
    title: 'Change Password',
    screen: screens.adminPassword,
  }),
  ...crud('admin.experiments', '/admin/experiments', 'Experiments', 'Experiment', admin),
  admin({
    id: 'admin.experimentsArchive',
    path: '/admin/experiments-archive',
    title: 'Experiments Archive',
  }),
  ...crud('admin.reasons', '/admin/reasons', 'Reasons', 'Reason', admin),
  admin({
    id: 'sessions',
    path: '/sessions',
    title: PRODUCT_TERM_PLURAL,
    screen: screens.sessionList,
  }),
  admin({
    id: 'sessions.item',
    path: '/sessions/:itemId',
    title: 'Details',
    screen: screens.sessionDetail,
  }),
  admin({ id: 'retailers', path: '/retailers', title: 'Retailers', screen: screens.retailerList }),
  admin({ id: 'retailer', path: R, title: 'Retailer', screen: screens.retailerDetail }),
  admin({
    id: 'retailer.shopifyStore',
    path: `${R}/shopify_store`,
    screen: screens.storeIntegration,
    title: 'Shopify Store Integration',
  }),

  // One retailer
  route({
    id: 'retailer.dashboard',
    path: `${R}/dashboard`,
    title: 'Dashboard',
    screen: screens.dashboard,
  }),
  route({
    id: 'retailer.newdashboard',
    path: `${R}/newdashboard`,
    title: 'New Dashboard',
    screen: screens.newDashboard,
  }),
  route({
    id: 'retailer.terms',
    path: `${R}/terms`,
    title: 'Terms and Conditions',
    layout: 'focus',
    screen: screens.terms,
  }),
  route({
    id: 'retailer.onboarding.market_questionnaire',
    path: `${R}/onboarding/market_questionnaire`,
    title: 'Market Questionnaire',
    layout: 'focus',
    screen: screens.questionnaire,
  }),
  route({ id: 'retailer.settings', path: `${R}/settings`, title: 'Store Settings' }),
  route({
    id: 'retailer.sessions',
    path: `${R}/sessions`,
    title: PRODUCT_TERM_PLURAL,
    screen: screens.sessionList,
  }),
  route({
    id: 'retailer.sessions.item',
    path: `${R}/sessions/:itemId`,
    title: 'Details',
    screen: screens.sessionDetail,
  }),
  ...crud('retailer.rules', `${R}/rules`, 'Ruleset', 'Rule', route, {
    list: screens.ruleList,
    editor: screens.ruleEditor,
  }),
  route({
    id: 'retailer.archive',
    path: `${R}/archive`,
    title: 'Rules Archive',
    screen: screens.ruleList,
  }),
  ...crud('retailer.campaigns', `${R}/campaigns`, 'Magic Links', 'Magic Link', route, {
    list: screens.campaigns,
    editor: screens.campaign,
  }),
  ...crud('retailer.products', `${R}/products`, 'Individual Products', 'Product', route, {
    list: screens.products,
    editor: screens.product,
  }),
  ...crud(
    'retailer.productCategories',
    `${R}/product_categories`,
    'Product Categories',
    'Product Category',
    route,
    { list: screens.productCategories, editor: screens.productCategory },
  ),
  ...crud('retailer.cohorts', `${R}/cohorts`, 'User Cohorts', 'User Cohort', route, {
    list: screens.cohorts,
    editor: screens.cohort,
  }),
  route({
    id: 'retailer.addonItems',
    path: `${R}/addon_items`,
    title: 'Gift With Purchase',
    screen: screens.addonItems,
  }),
  route({
    id: 'retailer.addonItems.new',
    path: `${R}/addon_items/new`,
    title: 'New Gift With Purchase',
    screen: screens.addonItem,
  }),
  route({
    id: 'retailer.addonItems.item',
    path: `${R}/addon_items/:itemId`,
    title: 'Gift With Purchase',
    screen: screens.addonItem,
  }),
  ...crud('retailer.reasons', `${R}/reasons`, 'Reasons', 'Reason'),
];

const byId = new Map(ROUTES.map((def) => [def.id, def]));

/** The URL of a route by id, e.g. pathTo('retailer.rules', { retailerId }). */
export function pathTo(id: string, params: Record<string, string> = {}): string {
  const def = byId.get(id);
  if (!def) throw new Error(`No route ${id}`);
  return generatePath(def.path, params);
}

/** The route a concrete path belongs to (static segments win over parameters). */
export function findRoute(pathname: string): RouteDef | undefined {
  const matches = ROUTES.filter((def) => matchPath(def.path, pathname));
  return matches.sort((a, b) => staticSegments(b.path) - staticSegments(a.path))[0];
}

const staticSegments = (path: string) =>
  path.split('/').filter((segment) => segment && !segment.startsWith(':')).length;
