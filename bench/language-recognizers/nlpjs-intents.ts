import type { TChatLanguage } from '@parley/contract';
import { GERMAN } from '../../packages/engine/src/language/lexicons/de';
import { ENGLISH } from '../../packages/engine/src/language/lexicons/en-gb';
import { SPANISH } from '../../packages/engine/src/language/lexicons/es';
import { FRENCH } from '../../packages/engine/src/language/lexicons/fr';
import type {
  KeywordIntent,
  LexiconSource,
} from '../../packages/engine/src/language/lexicons/lexicon';
import { parseValuedList } from '../../packages/engine/src/language/phrase-list';
import { loadCandidate } from './load-candidate';

/** What we use of nlp.js v4 (@nlpjs/core, @nlpjs/nlp and one @nlpjs/lang-* per language). */
interface Nlp {
  settings: { autoSave: boolean };
  nluManager: { settings: { log: boolean } };
  addLanguage(language: string): void;
  addDocument(language: string, utterance: string, intent: string): void;
  train(): Promise<unknown>;
  process(language: string, utterance: string): Promise<{ intent: string; score: number }>;
}
interface Container {
  use(plugin: unknown): void;
  get(name: 'nlp'): Nlp;
}

const NLPJS_LANGUAGES: Record<TChatLanguage, { code: string; pkg: string; plugin: string }> = {
  'en-GB': { code: 'en', pkg: '@nlpjs/lang-en-min', plugin: 'LangEn' },
  fr: { code: 'fr', pkg: '@nlpjs/lang-fr', plugin: 'LangFr' },
  de: { code: 'de', pkg: '@nlpjs/lang-de', plugin: 'LangDe' },
  es: { code: 'es', pkg: '@nlpjs/lang-es', plugin: 'LangEs' },
};

const SOURCES: Record<TChatLanguage, LexiconSource> = {
  'en-GB': ENGLISH,
  fr: FRENCH,
  de: GERMAN,
  es: SPANISH,
};

export interface NlpjsClassifier {
  /** The top intent, `unknown` where nlp.js answers None. */
  classify(language: TChatLanguage, text: string): Promise<string>;
  trainMs: number;
}

/**
 * nlp.js's neural intent classifier trained on our keyword phrases (each phrase one utterance of
 * its intent), so it knows exactly what the keyword rules know and only the method differs.
 */
export async function trainNlpjs(now: () => number): Promise<NlpjsClassifier> {
  const { containerBootstrap } = await loadCandidate<{
    containerBootstrap: () => Promise<Container>;
  }>('@nlpjs/core');
  const { Nlp: NlpPlugin } = await loadCandidate<{ Nlp: unknown }>('@nlpjs/nlp');
  const container = await containerBootstrap();
  container.use(NlpPlugin);
  for (const { pkg, plugin } of Object.values(NLPJS_LANGUAGES)) {
    const module = await loadCandidate<Record<string, unknown>>(pkg);
    container.use(module[plugin]);
  }
  const nlp = container.get('nlp');
  nlp.settings.autoSave = false;
  nlp.nluManager.settings.log = false;
  for (const [language, source] of Object.entries(SOURCES) as Array<
    [TChatLanguage, LexiconSource]
  >) {
    const { code } = NLPJS_LANGUAGES[language];
    nlp.addLanguage(code);
    for (const [intent, phrases] of Object.entries(source.intents) as Array<
      [KeywordIntent, string]
    >) {
      for (const { tokens } of parseValuedList(phrases))
        nlp.addDocument(code, tokens.join(' '), intent);
    }
  }
  const started = now();
  await nlp.train();
  const trainMs = now() - started;
  return {
    trainMs,
    classify: async (language, text) => {
      const { intent } = await nlp.process(NLPJS_LANGUAGES[language].code, text);
      return intent === 'None' ? 'unknown' : intent;
    },
  };
}
