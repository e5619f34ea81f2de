import { describe, expect, it } from 'vitest';
import { MSG } from './messages';
import {
  ZMarketQuestionnaire,
  ZRetailerSettingsRequest,
  ZUpdateRetailerRequest,
} from './retailers';

describe('onboarding updates', () => {
  it('asks for every questionnaire answer with one message', () => {
    const result = ZMarketQuestionnaire.safeParse({ objectives: [] });
    expect(result.success).toBe(false);
    const texts = new Set(result.error?.issues.map((i) => i.message));
    expect([...texts]).toEqual([MSG.questionnaireIncomplete]);
  });

  it('needs only objectives and a market sector (part 1 §5)', () => {
    const required = { objectives: ['Clear stock'], market_sector: 'Jewellery' };
    expect(ZMarketQuestionnaire.parse(required)).toEqual(required);
    const skipped = { ...required, stock_type: null, monthly_orders: null };
    expect(ZMarketQuestionnaire.parse(skipped)).toEqual(skipped);
    const result = ZMarketQuestionnaire.safeParse({ objectives: ['Clear stock'] });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['market_sector'], MSG.questionnaireIncomplete],
    ]);
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

describe('store settings', () => {
  const valid = {
    name: 'Harbour Outfitters',
    notifications_email: 'owner@harbour.example',
    email_banner_image_id: null,
    terms_enabled: true,
    terms_url: 'https://harbour.example/terms',
  };
  const errors = (input: object) => {
    const result = ZRetailerSettingsRequest.safeParse(input);
    return Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
  };

  it('accepts a whole form, and reads empty optional fields as none', () => {
    expect(ZRetailerSettingsRequest.parse(valid)).toEqual(valid);
    const parsed = ZRetailerSettingsRequest.parse({
      ...valid,
      notifications_email: '  ',
      terms_enabled: false,
      terms_url: '',
    });
    expect(parsed).toMatchObject({ notifications_email: null, terms_url: null });
  });

  it('names every wrong field at once, the terms URL with the others', () => {
    expect(errors({ ...valid, name: ' ', notifications_email: 'owner@', terms_url: '' })).toEqual({
      name: MSG.required,
      notifications_email: MSG.email,
      terms_url: MSG.required,
    });
    expect(errors({ ...valid, terms_url: 'javascript:alert(1)' })).toEqual({ terms_url: MSG.url });
    expect(errors({ ...valid, terms_url: 'harbour.example/terms' })).toEqual({
      terms_url: MSG.url,
    });
  });

  it('takes up to five statements of at most 180 characters', () => {
    const statement = (text: string) => ({ reason_id: null, text });
    expect(errors({ ...valid, reasons: [statement('x'.repeat(181))] })).toEqual({
      'reasons.0.text': MSG.maxLength(180),
    });
    expect(
      errors({ ...valid, reasons: Array.from({ length: 6 }, () => statement('Made here.')) }),
    ).toEqual({
      reasons: MSG.brandStatementsTooMany(5),
    });
    expect(errors({ ...valid, reasons: [statement('x'.repeat(180)), statement('')] })).toEqual({});
  });
});
