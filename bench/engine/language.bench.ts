/**
 * Language understanding cost: microseconds per shopper message, after warm-up, over the labelled
 * phrase set of every language. Run: `npm run bench:language -w @parley/bench`.
 */
import { performance } from 'node:perf_hooks';
import { CHAT_LANGUAGES } from '@parley/contract';
import { understand } from '@parley/engine';
import { PHRASE_SETS } from '../../packages/engine/src/language/phrases/phrase-set';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const TARGET_MS = 1;

const rows = CHAT_LANGUAGES.map((language) => {
  const phrases = PHRASE_SETS[language];
  for (const phrase of phrases) understand(phrase.text, phrase.context);
  const started = performance.now();
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const phrase of phrases) understand(phrase.text, phrase.context);
  }
  const meanMs = (performance.now() - started) / (ROUNDS * phrases.length);
  return { language, phrases: phrases.length, meanMs };
});

process.stdout.write('| language | phrases | µs / message | share of the 1 ms target |\n');
process.stdout.write('| --- | --- | --- | --- |\n');
for (const { language, phrases, meanMs } of rows) {
  process.stdout.write(
    `| ${language} | ${phrases} | ${(meanMs * 1000).toFixed(1)} | ${((meanMs / TARGET_MS) * 100).toFixed(1)}% |\n`,
  );
}
