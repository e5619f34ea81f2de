import { defineFuzzShard } from './shard';

await defineFuzzShard(0);
