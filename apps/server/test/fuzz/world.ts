import { insertCampaign } from '../support/campaigns';
import { CATALOGUE_LIST_PATHS, insertCatalogueRow } from '../support/catalogue';
import { insertBillingEvent } from '../support/billing';
import { insertRunningExperiment } from '../support/experiments';
import { insertImage } from '../support/images';
import { insertReason } from '../support/reasons';
import { insertRule } from '../support/rules';
import { messagesOf } from '../support/sessions';
import { insertTheme } from '../support/themes';
import { STORE_ORIGIN, storeWithRule, type TestStore } from '../support/widget';
import { startSession } from '../support/widget-calls';
import { createTestApp, type TestApp } from '../test-app';

/** Who sends a request: a console caller (or a forgery of one), or a store's page. */
export const CONSOLE_ROLES = [
  'anonymous',
  'administrator',
  'owner',
  'otherTenant',
  'expiredToken',
  'forgedToken',
  'garbageToken',
] as const;
export const WIDGET_ROLES = [
  'storeKey',
  'storeKeyInQuery',
  'wrongOrigin',
  'otherStoreKey',
  'unknownKey',
  'secretKey',
  'anonymous',
] as const;
export type Role = (typeof CONSOLE_ROLES)[number] | (typeof WIDGET_ROLES)[number];

/** What a role adds to a request. */
export interface Credential {
  headers: Record<string, string>;
  query: Record<string, string>;
}

/** One tenant's seeded rows: every kind a path or a body may name, by the names that name it. */
interface Tenant {
  store: TestStore & { ruleId: string };
  ids: string[];
  byName: Record<string, string[]>;
  campaignCode: string;
}

async function seedTenant(t: TestApp): Promise<Tenant> {
  const store = await storeWithRule(t);
  const retailerId = store.id;
  const [productId, productCategoryId, cohortId, addonItemId] = await Promise.all(
    CATALOGUE_LIST_PATHS.map((path) => insertCatalogueRow(t.db, path, retailerId)),
  );
  const campaign = await insertCampaign(t.db, retailerId, { ruleId: store.ruleId });
  // A negotiation the engine opened, so that the widget's calls on it reach the engine.
  const live = await startSession(t, store);
  const sessionId = live.session.session_id;
  const [message] = await messagesOf(t, sessionId);
  const rules = [store.ruleId, await insertRule(t.db, retailerId, { archived: true })];
  const images = [
    await insertImage(t.db, retailerId),
    await insertImage(t.db, retailerId, { imageType: 'email_banner' }),
  ];
  const byName: Record<string, string[]> = {
    retailerId: [retailerId],
    productId: [productId!],
    productCategoryId: [productCategoryId!],
    cohortId: [cohortId!],
    addonItemId: [addonItemId!],
    campaignId: [campaign.id],
    sessionId: [sessionId],
    messageId: [message!.id],
    ruleId: rules,
    imageId: images,
    reasonId: [await insertReason(t.db, retailerId)],
    eventId: [(await insertBillingEvent(t.db, retailerId)).id],
    themeId: [await insertTheme(t.db, { retailerId })],
  };
  return { store, ids: Object.values(byName).flat(), byName, campaignCode: campaign.code };
}

/** Path parameters and body properties by name, each with the kind of row it names. */
const NAME_KINDS: Record<string, string> = {
  retailer_id: 'retailerId',
  retailerId: 'retailerId',
  id: 'sessionId',
  session_id: 'sessionId',
  parleyId: 'sessionId',
  message_id: 'messageId',
  rule_id: 'ruleId',
  rule: 'ruleId',
  cohort_ids: 'cohortId',
  cohort: 'cohortId',
  ids: 'productId',
  email_banner_image_id: 'imageId',
  logo_image_id: 'imageId',
  reason_id: 'reasonId',
  addons: 'addonItemId',
  addon_item_id: 'addonItemId',
  experiment: 'experimentId',
};

/** The tenant's ids for each name that names a row: path parameters and body properties. */
function idsByName(tenant: Tenant, global: Record<string, string[]>) {
  const kinds: Record<string, string[]> = { ...tenant.byName };
  for (const [kind, ids] of Object.entries(global)) kinds[kind] = [...(kinds[kind] ?? []), ...ids];
  const named = Object.entries(NAME_KINDS).map(([name, kind]) => [name, kinds[kind] ?? []]);
  return { ...kinds, ...Object.fromEntries(named) } as Record<string, string[]>;
}

/**
 * The fuzz's world: an administrator, two tenants with a user each and a row of every kind,
 * global rows (reasons, themes, an experiment, an algorithm rule), and a credential per role.
 */
export async function createFuzzWorld() {
  // The widget's throttle has its own tests; here it would answer 429 to all but a store's
  // first requests, and no widget call would reach its service.
  const t = await createTestApp({
    WIDGET_RATE_LIMIT_PER_KEY: '100000000',
    WIDGET_RATE_LIMIT_PER_ADDRESS: '100000000',
  });
  const owner = await seedTenant(t);
  const other = await seedTenant(t);
  const administrator = await t.createUser({ isAdmin: true });
  const ownerUser = await t.createUser({ retailerId: owner.store.id });
  const otherUser = await t.createUser({ retailerId: other.store.id });
  const global = {
    reasonId: [await insertReason(t.db, null)],
    themeId: [await insertTheme(t.db, {})],
    ruleId: [await insertRule(t.db, null, { kind: 'algorithm' })],
    experimentId: [(await insertRunningExperiment(t.db, [owner.store.id], [{}])).id],
  };
  const globalIds = [administrator.id, ...Object.values(global).flat()];
  const expired = await t.tokenFor(ownerUser);
  // The expired token's lifetime passes before the fuzz starts; the others are signed after.
  t.clock.advance(t.config.accessTokenTtlSeconds + 1);
  const bearer = async (user: Parameters<TestApp['tokenFor']>[0]) => ({
    headers: { authorization: `Bearer ${await t.tokenFor(user)}` },
    query: {},
  });
  const key = (apiKey: string, origin = STORE_ORIGIN) => ({
    headers: { 'x-api-key': apiKey, origin },
    query: {},
  });
  const credentials: Record<Role, Credential> = {
    anonymous: { headers: {}, query: {} },
    administrator: await bearer(administrator),
    owner: await bearer(ownerUser),
    otherTenant: await bearer(otherUser),
    expiredToken: { headers: { authorization: `Bearer ${expired}` }, query: {} },
    forgedToken: {
      headers: { authorization: `Bearer ${forgedAdminToken(ownerUser.id)}` },
      query: {},
    },
    garbageToken: { headers: { authorization: 'Bearer garbage.garbage.garbage' }, query: {} },
    storeKey: key(owner.store.apiKey),
    storeKeyInQuery: { headers: { origin: STORE_ORIGIN }, query: { api_key: owner.store.apiKey } },
    wrongOrigin: key(owner.store.apiKey, 'https://evil.example'),
    otherStoreKey: key(other.store.apiKey),
    unknownKey: key('pk_unknown'),
    secretKey: key(owner.store.secretKey),
  };
  return {
    t,
    credentials,
    /** Ids a path or body may name: the owner's rows first (most requests are about them). */
    uuids: [...owner.ids, ...globalIds, ...other.ids],
    retailerIds: [owner.store.id, other.store.id],
    /** The owner's (and global) rows by the names that name them, to reach past the 404s. */
    ownerIdsByName: idsByName(owner, global),
    otherIdsByName: idsByName(other, global),
    otherIds: other.ids,
    /** Rows only their tenant may see, for the isolation check on answers. */
    privateIds: { owner: owner.ids, otherTenant: other.ids },
    magicLinkCodes: [owner.campaignCode, other.campaignCode],
  };
}
export type FuzzWorld = Awaited<ReturnType<typeof createFuzzWorld>>;

/** An unsigned token (`alg: none`) claiming to be an administrator. */
function forgedAdminToken(userId: string) {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: userId, adm: true, rid: null, exp: 4102444800 })}.`;
}
