/**
 * cyrb53 (bryc, public domain): a fast 53-bit string hash. Stable across runtimes and versions,
 * so a shopper lands in the same experiment bucket on every visit and every server.
 */
export const cyrb53 = (text: string, seed = 0): number => {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
};

const BUCKETS = 10_000;

/** The key's place in [0, 100), in steps of 0.01: compare with a percentage to split traffic. */
export const percentileOf = (key: string): number => (cyrb53(key) % BUCKETS) / (BUCKETS / 100);
