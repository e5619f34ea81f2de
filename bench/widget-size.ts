import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The shopper widget's size budget: stores load it on every page, so it must stay small.
 * Measures the built bundle (npm run build -w @parley/widget) raw, gzipped (level 9, what
 * the budget counts) and brotli'd; exits 1 when gzip is over the budget.
 */
const BUDGET_GZIP_BYTES = 35 * 1024;
const bundle = fileURLToPath(new URL('../apps/widget/dist/parley-widget.js', import.meta.url));

let source: Buffer;
try {
  source = readFileSync(bundle);
} catch {
  console.error(`No bundle at ${bundle}: run \`npm run build -w @parley/widget\` first.`);
  process.exit(1);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
const gzip = gzipSync(source, { level: 9 }).length;
const brotli = brotliCompressSync(source, {
  params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
}).length;
const share = ((gzip / BUDGET_GZIP_BYTES) * 100).toFixed(0);

console.log(`parley-widget.js  raw ${kb(source.length)}  gzip ${kb(gzip)}  brotli ${kb(brotli)}`);
console.log(`budget ${kb(BUDGET_GZIP_BYTES)} gzip: ${share} % used`);
if (gzip > BUDGET_GZIP_BYTES) {
  console.error(`Over budget by ${kb(gzip - BUDGET_GZIP_BYTES)}.`);
  process.exit(1);
}
