/**
 * Draws addressed by name instead of taken from a stream: the shopper's n-th chance to walk
 * away is the same number whatever happened before, so two bots meet the same shoppers
 * (common random numbers). A 32-bit mix of the key (splitmix/murmur finaliser style).
 */
export function drawAt(key: number, name: string, index: number): number {
  let h = (Math.imul(key | 0, 0x9e3779b1) ^ index) >>> 0;
  for (let i = 0; i < name.length; i += 1) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}
