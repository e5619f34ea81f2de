export { createRateLimits, type LimitCheck, type RateLimits } from './rate-limits';
export { TokenBuckets } from './token-buckets';
