/** Every table, one file per domain under ./tables; drizzle-kit reads this file. */
export * from './tables/accounts';
export * from './tables/catalogue';
export * from './tables/rules';
export * from './tables/reasons';
export * from './tables/themes';
export * from './tables/server-wide';
export * from './tables/sessions';
export * from './tables/recovery';
export * from './tables/orders';
export * from './tables/idempotency';
export * from './tables/uplift';
export * from './tables/uplift-visitors';
export * from './tables/experiments';
export * from './tables/handoff';
export * from './tables/rollups';
export * from './tables/jobs';
export * from './tables/billing';
