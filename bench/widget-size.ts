import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The shopper widget's size budgets: stores load its first script on every page, so it must stay
 * small; the chat's script comes only once a button shows, with a budget of its own. Measures
 * the built scripts (npm run build -w @parley/widget) raw, gzipped (level 9, what the budgets
 * count) and brotli'd; exits 1 when either is over its budget in gzip.
 */
const dist = fileURLToPath(new URL('../apps/widget/dist/', import.meta.url));
const SCRIPTS = [
  { what: 'first script', file: /^parley-widget\.js$/, budget: 20 * 1024 },
  { what: 'chat script', file: /^parley-chat\.[0-9a-f]{12}\.js$/, budget: 35 * 1024 },
];

let built: string[];
try {
  built = readdirSync(dist);
} catch {
  built = [];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
let over = false;
for (const { what, file, budget } of SCRIPTS) {
  const name = built.find((candidate) => file.test(candidate));
  if (!name) {
    console.error(`No ${what} in ${dist}: run \`npm run build -w @parley/widget\` first.`);
    process.exit(1);
  }
  const source = readFileSync(`${dist}${name}`);
  const gzip = gzipSync(source, { level: 9 }).length;
  const brotli = brotliCompressSync(source, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;
  const share = ((gzip / budget) * 100).toFixed(0);
  console.log(`${name}  raw ${kb(source.length)}  gzip ${kb(gzip)}  brotli ${kb(brotli)}`);
  console.log(`  ${what}: budget ${kb(budget)} gzip, ${share} % used`);
  if (gzip > budget) {
    console.error(`  Over budget by ${kb(gzip - budget)}.`);
    over = true;
  }
}
if (over) process.exit(1);
