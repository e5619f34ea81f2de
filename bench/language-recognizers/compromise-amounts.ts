import type { AmountMention } from '../../packages/engine/src/language/mentions';
import type { AmountRecogniser } from '../../packages/engine/src/language/understand';
import { loadCandidate } from './load-candidate';
import { tokenSpan } from './spans';

/** What we use of compromise (English only: its other languages are separate packages). */
interface Offset {
  start: number;
  length: number;
}
interface NumberJson {
  number: { num: number; prefix: string; suffix: string };
  offset: Offset;
}
interface View {
  numbers(): { json(options: { offset: true }): NumberJson[] };
  money(): { json(options: { offset: true }): Array<{ offset: Offset }> };
  percentages(): { json(options: { offset: true }): Array<{ offset: Offset }> };
}
type Compromise = (text: string) => View;

const CURRENCY_SIGNS = ['£', '€', '$'];

export async function compromiseRecogniser(): Promise<AmountRecogniser> {
  const nlp = (await loadCandidate<{ default: Compromise }>('compromise')).default;
  return (text, tokens) => {
    const doc = nlp(text);
    const money = doc.money().json({ offset: true });
    const percentages = doc.percentages().json({ offset: true });
    const within = (spans: Array<{ offset: Offset }>, at: number): boolean =>
      spans.some((m) => m.offset.start <= at && at < m.offset.start + m.offset.length);
    const found: AmountMention[] = [];
    for (const { number, offset } of doc.numbers().json({ offset: true })) {
      const span = tokenSpan(tokens, offset.start, offset.start + offset.length);
      if (span === null || !Number.isFinite(number.num)) continue;
      const inMoney = within(money, offset.start);
      const kind =
        number.suffix === '%' || within(percentages, offset.start)
          ? 'percentage'
          : inMoney || CURRENCY_SIGNS.includes(number.prefix)
            ? 'money'
            : 'number';
      found.push({ kind, value: number.num, ...span, written: 'digits' });
    }
    return found;
  };
}
