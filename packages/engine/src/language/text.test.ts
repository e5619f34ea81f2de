import { describe, expect, it } from 'vitest';
import { fold, readDigits, tokenise } from './text';

describe('fold', () => {
  it('drops case and accents and spells ß as ss', () => {
    expect(fold('Fünfundvierzig DREIßIG Réduction Ñ')).toBe('funfundvierzig dreissig reduction n');
  });
});

describe('tokenise', () => {
  it('splits words, digits and signs, keeping offsets in the original text', () => {
    const text = "I'll take 2 for £70,50€";
    const tokens = tokenise(text);
    expect(tokens.map((t) => t.text)).toEqual(['i', 'll', 'take', '2', 'for', '£', '70,50', '€']);
    for (const token of tokens) expect(fold(text.slice(token.start, token.end))).toBe(token.text);
  });

  it('keeps thousands grouped by a no-break space or an apostrophe in one token', () => {
    for (const text of ['1\u202f200,50 €', '1\u00a0200,50 €', '1\u2009200,50 €', "1'200,50 €"]) {
      expect(tokenise(text).map((t) => t.text)).toHaveLength(2);
    }
    expect(tokenise("it's 40'ish").map((t) => t.text)).toEqual(['it', 's', '40', 'ish']);
  });

  it('numbers clauses and marks digits after one plain space', () => {
    const tokens = tokenise("it's £42 on amazon, £40? ok 1 200");
    expect(tokens.map((t) => t.clause)).toEqual([0, 0, 0, 0, 0, 0, 1, 1, 1, 2, 2, 2]);
    expect(tokenise('£40, 1 200').map((t) => t.spaced)).toEqual([false, false, false, true]);
  });

  it("reads whole euros written '10,-' as one token that breaks no clause", () => {
    const tokens = tokenise('16,- weniger, 10.– €');
    expect(tokens.map((t) => t.text)).toEqual(['16', 'weniger', '10', '€']);
    expect(tokens.map((t) => t.clause)).toEqual([0, 0, 1, 1]);
    expect(tokens[0]?.end).toBe(4);
  });

  it('maps offsets back past a folded ß', () => {
    const text = 'Straße 40';
    const digits = tokenise(text).find((t) => t.kind === 'digits');
    expect(digits && text.slice(digits.start, digits.end)).toBe('40');
  });
});

describe('readDigits', () => {
  it.each([
    ['35.50', false, 35.5],
    ['35,50', true, 35.5],
    ['35,50', false, 35.5],
    ['1,200', false, 1200],
    ['1.200', true, 1200],
    ['1.200,50', true, 1200.5],
    ['1,200.50', false, 1200.5],
    ['1.000.000', true, 1000000],
    ['1\u202f200', true, 1200],
    ['1\u00a0200,50', true, 1200.5],
    ["1'200", false, 1200],
    ['1’200.50', false, 1200.5],
    ['1 200 300', true, 1200300],
    ['40', false, 40],
  ])('%s (decimal comma %s) is %d', (digits, decimalComma, value) => {
    expect(readDigits(digits, decimalComma)).toBe(value);
  });
});
