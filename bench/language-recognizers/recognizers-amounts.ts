import type { TChatLanguage } from '@parley/contract';
import type { AmountMention } from '../../packages/engine/src/language/mentions';
import type { AmountRecogniser } from '../../packages/engine/src/language/understand';
import { loadCandidate } from './load-candidate';
import { tokenSpan } from './spans';

/** What we use of @microsoft/recognizers-text-number and -number-with-unit. */
interface ModelResult {
  start: number;
  /** Inclusive. */
  end: number;
  resolution: { value?: string | null } | null;
}
type Recognize = (query: string, culture: string) => ModelResult[];
interface NumberModule {
  recognizeNumber: Recognize;
  recognizePercentage: Recognize;
}
interface UnitModule {
  recognizeCurrency: Recognize;
}

/** The cultures Recognizers-Text has; it has no British English, so en-GB reads as English. */
const CULTURES: Record<TChatLanguage, string> = {
  'en-GB': 'en-us',
  fr: 'fr-fr',
  de: 'de-de',
  es: 'es-es',
};

/** '35,5' and '10%' as numbers; null when the library found a currency without an amount. */
function resolvedValue(result: ModelResult): number | null {
  const raw = result.resolution?.value;
  if (raw === undefined || raw === null) return null;
  const value = Number(raw.replace('%', '').replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

export async function recognizersRecogniser(): Promise<AmountRecogniser> {
  const numbers = await loadCandidate<NumberModule>('@microsoft/recognizers-text-number');
  const units = await loadCandidate<UnitModule>('@microsoft/recognizers-text-number-with-unit');
  return (text, tokens, _lexicon, context) => {
    const culture = CULTURES[context.language];
    const found: AmountMention[] = [];
    const add = (results: ModelResult[], kind: AmountMention['kind']): void => {
      for (const result of results) {
        const value = resolvedValue(result);
        const span = tokenSpan(tokens, result.start, result.end + 1);
        if (value === null || span === null) continue;
        const overlaps = found.some((m) => span.first < m.end && m.first < span.end);
        if (!overlaps) found.push({ kind, value, ...span, written: 'digits' });
      }
    };
    add(units.recognizeCurrency(text, culture), 'money');
    add(numbers.recognizePercentage(text, culture), 'percentage');
    add(numbers.recognizeNumber(text, culture), 'number');
    return found.sort((a, b) => a.first - b.first);
  };
}
