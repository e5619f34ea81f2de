import { describe, expect, it } from 'vitest';
import { MSG } from './messages';
import { ZMarketQuestionnaire, ZUpdateRetailerRequest } from './retailers';

describe('onboarding updates', () => {
  it('asks for every questionnaire answer with one message', () => {
    const result = ZMarketQuestionnaire.safeParse({ objectives: [] });
    expect(result.success).toBe(false);
    const texts = new Set(result.error?.issues.map((i) => i.message));
    expect([...texts]).toEqual([MSG.questionnaireIncomplete]);
  });

  it('accepts a complete questionnaire and refuses an unknown sector', () => {
    const answers = {
      objectives: ['Clear stock'],
      market_sector: 'Jewellery',
      stock_type: 'Resale',
      monthly_orders: 'Under 100',
    };
    expect(ZMarketQuestionnaire.parse(answers)).toEqual(answers);
    expect(ZMarketQuestionnaire.safeParse({ ...answers, market_sector: 'Pirates' }).success).toBe(
      false,
    );
  });

  it('only takes terms_agreed: true', () => {
    expect(ZUpdateRetailerRequest.safeParse({ terms_agreed: false }).success).toBe(false);
    expect(ZUpdateRetailerRequest.parse({ terms_agreed: true })).toEqual({ terms_agreed: true });
  });
});
