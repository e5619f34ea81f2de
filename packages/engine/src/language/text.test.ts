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
    ['40', false, 40],
  ])('%s (decimal comma %s) is %d', (digits, decimalComma, value) => {
    expect(readDigits(digits, decimalComma)).toBe(value);
  });
});
