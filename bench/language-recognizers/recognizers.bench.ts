import type { TChatLanguage } from '@parley/contract';
import { CHAT_LANGUAGES } from '@parley/contract';
import { performance } from 'node:perf_hooks';
import type { LabelledPhrase } from '../../packages/engine/src/language/phrases/phrase-set';
import type { UnderstandContext } from '../../packages/engine/src/language/types';
import type { AmountRecogniser } from '../../packages/engine/src/language/understand';
import { compromiseRecogniser } from './compromise-amounts';
import { CANDIDATES_DIR } from './load-candidate';
import { trainNlpjs } from './nlpjs-intents';
import { recognizersRecogniser } from './recognizers-amounts';
import type { Reader, Reading, Score } from '../../packages/engine/test/support/phrase-score';
import { scorePhrases, scoreTable } from '../../packages/engine/test/support/phrase-score';

/**
 * Measures the candidates on the phrase sets and prints Markdown tables: accuracy per candidate
 * and language, then load time and mean time per message. Run:
 *   npm run bench:recognizers -w @parley/bench
 * with the candidates installed in PARLEY_LANGUAGE_CANDIDATES (see bench/README.md).
 */

const WARM_ROUNDS = { own: 200, library: 3 };

type Sets = Record<TChatLanguage, LabelledPhrase[]>;

function scoreAll(
  candidate: string,
  sets: Sets,
  read: Reader,
): Array<{ candidate: string; score: Score }> {
  return CHAT_LANGUAGES.map((language) => ({
    candidate,
    score: scorePhrases(language, sets[language], read),
  }));
}

/** Mean milliseconds per message over every phrase, after one warm-up pass. */
async function meanMs(
  sets: Sets,
  rounds: number,
  read: (text: string, context: UnderstandContext) => unknown,
): Promise<number> {
  const phrases = CHAT_LANGUAGES.flatMap((language) => sets[language]);
  for (const phrase of phrases) await read(phrase.text, phrase.context);
  const started = performance.now();
  for (let round = 0; round < rounds; round += 1) {
    for (const phrase of phrases) await read(phrase.text, phrase.context);
  }
  return (performance.now() - started) / (rounds * phrases.length);
}

/** Milliseconds of the first call in each language: what a cold server pays once. */
function firstCallMs(
  read: (text: string, context: UnderstandContext) => unknown,
): Record<TChatLanguage, number> {
  const times = {} as Record<TChatLanguage, number>;
  for (const language of CHAT_LANGUAGES) {
    const started = performance.now();
    read('would you take 40 €?', { language, currency: 'EUR', listPrice: 50 });
    times[language] = performance.now() - started;
  }
  return times;
}

const ms = (value: number): string => (value < 1 ? value.toFixed(3) : value.toFixed(0));

async function main(): Promise<void> {
  const timings: string[] = [
    '| Candidate | Load | First call en-GB / fr / de / es | Mean per message |',
    '| --- | --- | --- | --- |',
  ];
  const timing = (
    name: string,
    load: number,
    first: Record<TChatLanguage, number> | null,
    mean: number,
  ): void => {
    const firstText =
      first === null ? 'n/a' : `${CHAT_LANGUAGES.map((l) => ms(first[l])).join(' / ')} ms`;
    timings.push(`| ${name} | ${ms(load)} ms | ${firstText} | ${ms(mean)} ms |`);
  };

  let started = performance.now();
  const { understand, understandWith } =
    await import('../../packages/engine/src/language/understand');
  const { PHRASE_SETS, HOLDOUT_PHRASE_SETS } =
    await import('../../packages/engine/src/language/phrases/phrase-set');
  const ownLoad = performance.now() - started;
  // The import above includes tsx compiling our TypeScript; this is what the lexicons cost.
  const { compileLexicon } =
    await import('../../packages/engine/src/language/lexicons/compile-lexicon');
  const { ENGLISH } = await import('../../packages/engine/src/language/lexicons/en-gb');
  const { FRENCH } = await import('../../packages/engine/src/language/lexicons/fr');
  const { GERMAN } = await import('../../packages/engine/src/language/lexicons/de');
  const { SPANISH } = await import('../../packages/engine/src/language/lexicons/es');
  started = performance.now();
  for (const source of [ENGLISH, FRENCH, GERMAN, SPANISH]) compileLexicon(source);
  const compileMs = performance.now() - started;
  const toReading = (u: ReturnType<typeof understand>): Reading => ({
    intent: u.intents[0]?.name ?? null,
    bid: u.bid,
    quantity: u.quantity,
  });
  const own: Reader = (text, context) => toReading(understand(text, context));
  timing('own rules', ownLoad, firstCallMs(own), await meanMs(PHRASE_SETS, WARM_ROUNDS.own, own));

  /** Our rules with a library's amounts: loaded, timed into the table, and returned to score. */
  const withRecogniser = async (
    name: string,
    load: () => Promise<AmountRecogniser>,
  ): Promise<Reader> => {
    const loading = performance.now();
    const recognise = await load();
    const read: Reader = (text, context) => toReading(understandWith(text, context, recognise));
    const loadMs = performance.now() - loading;
    timing(name, loadMs, firstCallMs(read), await meanMs(PHRASE_SETS, WARM_ROUNDS.library, read));
    return read;
  };
  const recognizers = await withRecogniser('Recognizers-Text amounts', recognizersRecogniser);
  const compromise = await withRecogniser('compromise amounts', compromiseRecogniser);

  started = performance.now();
  const nlpjs = await trainNlpjs(() => performance.now());
  const nlpjsLoad = performance.now() - started;
  const nlpjsIntents = new Map<string, string>();
  const allPhrases = CHAT_LANGUAGES.flatMap((l) => [...PHRASE_SETS[l], ...HOLDOUT_PHRASE_SETS[l]]);
  for (const phrase of allPhrases) {
    nlpjsIntents.set(
      `${phrase.context.language}|${phrase.text}`,
      await nlpjs.classify(phrase.context.language, phrase.text),
    );
  }
  timing(
    `nlp.js intents (training ${ms(nlpjs.trainMs)} ms)`,
    nlpjsLoad,
    null,
    await meanMs(PHRASE_SETS, WARM_ROUNDS.library, (text, context) =>
      nlpjs.classify(context.language, text),
    ),
  );
  const nlpjsIntent = (text: string, context: UnderstandContext): string | null =>
    nlpjsIntents.get(`${context.language}|${text}`) ?? null;
  const nlpjsAlone: Reader = (text, context) => ({
    ...own(text, context),
    intent: nlpjsIntent(text, context),
  });
  // The same price signal as our rules: a price put forward is an offer (or repeats the bot's).
  const nlpjsWithPrice: Reader = (text, context) => {
    const reading = own(text, context);
    const byPrice =
      reading.bid !== null && (reading.intent === 'offer' || reading.intent === 'accept');
    return byPrice ? reading : { ...reading, intent: nlpjsIntent(text, context) };
  };

  for (const [title, sets] of [
    ['Phrase set', PHRASE_SETS],
    ['Held-out set', HOLDOUT_PHRASE_SETS],
  ] as const) {
    const rows = [
      ...scoreAll('own rules', sets, own),
      ...scoreAll('Recognizers-Text amounts + own rules', sets, recognizers),
      ...scoreAll('compromise amounts + own rules', sets, compromise),
      ...scoreAll('nlp.js intents (own amounts for bids)', sets, nlpjsAlone),
      ...scoreAll('nlp.js intents + own price signal', sets, nlpjsWithPrice),
    ];
    console.log(`\n### ${title}\n\n${scoreTable(rows)}`);
  }
  console.log(`\n### Speed (candidates from ${CANDIDATES_DIR})\n\n${timings.join('\n')}`);
  console.log(`\nOwn lexicons of the four languages compile in ${ms(compileMs)} ms at import.`);
}

await main();
