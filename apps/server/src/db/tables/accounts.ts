import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  type AnyPgColumn,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import {
  BILLING_CYCLE_DAYS,
  type TBannerType,
  type TImageContentType,
  type TImageType,
  type TBillingSchemeStatus,
  type TMarketSector,
  type TMonthlyOrderBand,
  type TOnboardingTask,
  type TPaymentType,
  type TPlanFeature,
  type TPricingPlanIdentifier,
  type TRetailerFeature,
  type TRetailerObjective,
  type TStockType,
  type TStorePlatform,
} from '@parley/contract';
import {
  createdAt,
  ownerId,
  secretHash,
  singleUse,
  textArray,
  timestamps,
  timestamptz,
  uuidKey,
  weakRef,
} from './columns';

export const pricingPlans = pgTable('pricing_plans', {
  identifier: text('identifier').$type<TPricingPlanIdentifier>().primaryKey(),
  name: text('name').notNull(),
  purpose: text('purpose').notNull().default(''),
  selfServe: boolean('self_serve').notNull().default(false),
  featureNames: textArray('feature_names').$type<TPlanFeature[]>(),
  subscriptionFeeAmount: numeric('subscription_fee_amount', { precision: 12, scale: 2 })
    .notNull()
    .default('0'),
  usageFeePercentage: numeric('usage_fee_percentage', { precision: 5, scale: 2 })
    .notNull()
    .default('0'),
  billingCycleMaxParleys: integer('billing_cycle_max_parleys'),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const retailers = pgTable(
  'retailers',
  {
    id: uuidKey(),
    name: text('name').notNull(),
    ...timestamps(),
    lastParleyAt: timestamptz('last_parley_at'),
    availableFeatures: textArray('available_features').$type<TRetailerFeature[]>(),
    timezoneCode: text('timezone_code').notNull().default('UTC'),
    adminSiteBannerType: text('admin_site_banner_type')
      .$type<TBannerType>()
      .notNull()
      .default('welcome'),
    termsAgreed: boolean('terms_agreed').notNull().default(false),
    termsAgreedAt: timestamptz('terms_agreed_at'),
    objectives: textArray('objectives').$type<TRetailerObjective[]>(),
    marketSector: text('market_sector').$type<TMarketSector>(),
    stockType: text('stock_type').$type<TStockType>(),
    monthlyOrders: text('monthly_orders').$type<TMonthlyOrderBand>(),
    incompleteOnboardingTasks: text('incomplete_onboarding_tasks')
      .array()
      .$type<TOnboardingTask[]>()
      .notNull()
      .default(sql`'{market_questionnaire}'::text[]`),
    storePlatform: text('store_platform').$type<TStorePlatform>().notNull().default('api'),
    myshopifyDomain: text('myshopify_domain'),
    primaryDomain: text('primary_domain'),
    discountFunctionsEnabled: boolean('discount_functions_enabled').notNull().default(false),
    customCode: text('custom_code'),
    /** Admin API access token of a Shopify store, for the product and collection search. */
    shopifyAccessToken: text('shopify_access_token'),
    notificationsEmail: text('notifications_email'),
    termsUrl: text('terms_url'),
    /** The uploaded `email_banner` image heading the recovery e-mails; null: none. */
    emailBannerImageId: weakRef('email_banner_image_id', (): AnyPgColumn => images.id),
    /** The store widget's public key (X-Api-Key), generated for every retailer. */
    apiKey: text('api_key')
      .notNull()
      .default(sql`('pk_' || replace(gen_random_uuid()::text, '-', ''))`),
    /** The secret key of server-to-server calls (price-token redemption): never in a page. */
    secretKey: text('secret_key')
      .notNull()
      .default(
        sql`('sk_' || replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''))`,
      ),
  },
  (t) => [
    uniqueIndex('retailers_api_key').on(t.apiKey),
    uniqueIndex('retailers_secret_key').on(t.secretKey),
  ],
);

/**
 * A retailer's plan and its billing cycles (part 2 §3 Billing scheme). Its terms (fees) are
 * copied from the plan when it is made, so that a change to the catalogue never changes what a
 * scheme already agreed charges; an insert that leaves them out gets the plan's (the trigger
 * billing_schemes_plan_terms, migration 0019). A plan change makes a new scheme.
 */
export const billingSchemes = pgTable(
  'billing_schemes',
  {
    id: uuidKey(),
    retailerId: ownerId('retailer_id', () => retailers.id),
    pricingPlanIdentifier: text('pricing_plan_identifier')
      .$type<TPricingPlanIdentifier>()
      .notNull()
      .references(() => pricingPlans.identifier),
    name: text('name').notNull(),
    status: text('status').$type<TBillingSchemeStatus>().notNull().default('active'),
    paymentType: text('payment_type').$type<TPaymentType>().notNull().default('invoice'),
    currency: text('currency').notNull().default('USD'),
    // Null only until the trigger fills it from the plan: the column itself is NOT NULL.
    subscriptionFeeAmount: numeric('subscription_fee_amount', { precision: 12, scale: 2 })
      .notNull()
      .default(sql`null`),
    usageFeePercentage: numeric('usage_fee_percentage', { precision: 5, scale: 2 })
      .notNull()
      .default(sql`null`),
    /** The spending limit on a cycle's usage fee; null: none. */
    billingCycleUsageCap: numeric('billing_cycle_usage_cap', { precision: 12, scale: 2 }),
    billingCycleStartedAt: timestamptz('billing_cycle_started_at').notNull().defaultNow(),
    currentBillingCycleEndsAt: timestamptz('current_billing_cycle_ends_at')
      .notNull()
      .default(sql.raw(`(now() + interval '${BILLING_CYCLE_DAYS} days')`)),
    lastBillingCycleEndedAt: timestamptz('last_billing_cycle_ended_at'),
    /** Whether this is the retailer's scheme in force (a pending upgrade is not). */
    isCurrent: boolean('is_current').notNull().default(true),
    /** Shopify stores: the app subscription (gid://shopify/AppSubscription/…) this scheme is. */
    shopifyChargeId: text('shopify_charge_id'),
    /** Shopify stores: the subscription's usage line item, which usage records are posted to. */
    shopifyUsageLineItemId: text('shopify_usage_line_item_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('billing_schemes_one_current')
      .on(t.retailerId)
      .where(sql`${t.isCurrent}`),
    uniqueIndex('billing_schemes_shopify_charge').on(t.shopifyChargeId),
    // The cycle closer's look for due cycles.
    index('billing_schemes_cycle_due')
      .on(t.currentBillingCycleEndsAt)
      .where(sql`${t.isCurrent}`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: uuidKey(),
    name: text('name').notNull(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    isAdmin: boolean('is_admin').notNull().default(false),
    retailerId: uuid('retailer_id').references(() => retailers.id, { onDelete: 'cascade' }),
    ...timestamps(),
    passwordChangedAt: timestamptz('password_changed_at'),
    /**
     * Raised to end every access token the user holds (log-out, password change or reset, a
     * replayed refresh token): each token carries the version it was issued under, and one below
     * this is refused (modules/users/token-versions.ts).
     */
    tokenVersion: integer('token_version').notNull().default(0),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), index('users_retailer').on(t.retailerId)],
);

export const oauthClients = pgTable('oauth_clients', {
  clientId: text('client_id').primaryKey(),
  name: text('name').notNull(),
  redirectUris: textArray('redirect_uris'),
  createdAt: createdAt(),
});

export const authorizationCodes = pgTable('authorization_codes', {
  id: uuidKey(),
  codeHash: secretHash('code_hash'),
  clientId: text('client_id')
    .notNull()
    .references(() => oauthClients.clientId),
  userId: ownerId('user_id', () => users.id),
  redirectUri: text('redirect_uri').notNull(),
  codeChallenge: text('code_challenge').notNull(),
  ...singleUse(),
  createdAt: createdAt(),
});

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuidKey(),
    tokenHash: secretHash(),
    familyId: uuid('family_id').notNull(),
    userId: ownerId('user_id', () => users.id),
    clientId: text('client_id').notNull(),
    authorizationCodeId: uuid('authorization_code_id'),
    /** Absolute lifetime of the whole family (expiresAt): rotation never extends it. */
    ...singleUse(),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('refresh_tokens_family').on(t.familyId),
    index('refresh_tokens_user').on(t.userId),
    index('refresh_tokens_code').on(t.authorizationCodeId),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuidKey(),
    tokenHash: secretHash(),
    userId: ownerId('user_id', () => users.id),
    ...singleUse(),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user').on(t.userId)],
);

export const loginTokens = pgTable('login_tokens', {
  id: uuidKey(),
  tokenHash: secretHash(),
  userId: ownerId('user_id', () => users.id),
  /** Who issued it (an administrator's "log in as"), kept for the audit trail. */
  createdByUserId: weakRef('created_by_user_id', () => users.id),
  purpose: text('purpose').notNull(),
  ...singleUse(),
  createdAt: createdAt(),
});

/** Every sign-in and password e-mail attempt, for throttling per account and per client address. */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    account: text('account').notNull(),
    clientAddress: text('client_address').notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_attempts_account').on(t.kind, t.account, t.createdAt),
    index('auth_attempts_address').on(t.kind, t.clientAddress, t.createdAt),
  ],
);

/**
 * An uploaded image (part 2 §3 Image): created first with its intended size and type, then filled
 * by a multipart POST to its upload target. `storage` says where the bytes live: `local` (under
 * DATA_DIR/uploads, served by this server) or `s3` (a bucket, through a presigned POST).
 */
export const images = pgTable(
  'images',
  {
    id: uuidKey('image_id'),
    /**
     * Null for images made in admin screens (themes) that belong to no retailer. Written out
     * rather than owner.ts's optionalRetailerId, which imports this file for `retailers`.
     */
    retailerId: uuid('retailer_id').references((): AnyPgColumn => retailers.id, {
      onDelete: 'cascade',
    }),
    imageType: text('image_type').$type<TImageType>().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    storage: text('storage').$type<'local' | 's3'>().notNull(),
    /** Object key (s3) or file name (local). */
    storageKey: text('storage_key').notNull(),
    /** Checked from the bytes: image/jpeg, image/png or (a theme logo) image/webp; null until uploaded. */
    contentType: text('content_type').$type<TImageContentType>(),
    byteSize: integer('byte_size'),
    uploadedAt: timestamptz('uploaded_at'),
    createdAt: createdAt(),
  },
  (t) => [index('images_retailer').on(t.retailerId, t.createdAt)],
);
