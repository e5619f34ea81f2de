/**
 * The Lua script of redis-buckets.ts: takes a token from each bucket KEYS[i] (capacity ARGV[i + 1],
 * refilled at that many a minute) at ARGV[1] milliseconds, in order, and stops at the first that has
 * none. Answers {1, 0} when every bucket gave one, {0, ms until that bucket has one} otherwise.
 */
export const TAKE_TOKENS_SCRIPT = `
local now = tonumber(ARGV[1])
for i, key in ipairs(KEYS) do
  local capacity = tonumber(ARGV[i + 1])
  local per_ms = capacity / 60000
  local bucket = redis.call('HMGET', key, 'tokens', 'at')
  local tokens = tonumber(bucket[1]) or capacity
  local at = tonumber(bucket[2]) or now
  -- A process whose clock runs behind another's must not take tokens back.
  tokens = math.min(capacity, tokens + math.max(0, now - at) * per_ms)
  local last = math.max(now, at)
  if tokens < 1 then
    redis.call('HSET', key, 'tokens', tostring(tokens), 'at', tostring(last))
    redis.call('PEXPIRE', key, 61000)
    return {0, math.ceil((1 - tokens) / per_ms)}
  end
  redis.call('HSET', key, 'tokens', tostring(tokens - 1), 'at', tostring(last))
  -- A bucket left alone for a minute is full again: nothing worth keeping.
  redis.call('PEXPIRE', key, 61000)
end
return {1, 0}
`;
