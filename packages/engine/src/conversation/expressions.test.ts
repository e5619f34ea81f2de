import { ZExpression } from '@parley/contract';
import { describe, expect, it } from 'vitest';
import { EXPRESSION_IDS, expressionOf } from './expressions';

describe('expressionOf', () => {
  it.each(EXPRESSION_IDS)('%s: passes the contract with webm, mp4 then svg', (id) => {
    const expression = expressionOf(id);
    expect(ZExpression.parse(expression)).toEqual(expression);
    expect(expression).toEqual({
      expressionId: id,
      sources: [
        { url: `/expressions/${id}.webm`, type: 'video/webm' },
        { url: `/expressions/${id}.mp4`, type: 'video/mp4' },
        { url: `/expressions/${id}.svg`, type: 'image/svg+xml' },
      ],
    });
  });

  it('carries the celebration texts, and only those given', () => {
    expect(expressionOf('celebrate', { percentage: '15%', dealPrice: '£42.50' })).toMatchObject({
      expressionId: 'celebrate',
      percentage: '15%',
      dealPrice: '£42.50',
    });
    const priceOnly = expressionOf('celebrate', { dealPrice: '£42.50' });
    expect(priceOnly.dealPrice).toBe('£42.50');
    expect(priceOnly).not.toHaveProperty('percentage');
  });

  it('has no celebration texts without a celebration', () => {
    const expression = expressionOf('happy');
    expect(expression).not.toHaveProperty('percentage');
    expect(expression).not.toHaveProperty('dealPrice');
  });
});
