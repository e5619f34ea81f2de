import type { TPriceTokenDealResponse } from '@parley/contract';
import { describe, expect, it, vi } from 'vitest';
import { jacketTarget, pageUrl } from '../../test/harness';
import { landingDeal } from './landing';
import type { PageTarget } from './target';

const dealFor = (productId: string | null): TPriceTokenDealResponse => ({
  session: {
    session_id: '00000000-0000-4000-9000-000000000001',
    negotiation_status: 'added_to_basket',
    summary_status: 'added_to_basket',
    currency: 'GBP',
    currency_symbol: '£',
    product_price: 189,
    current_price: 150,
    deal_price: 150,
    ended: true,
    can_leave_email: false,
    can_accept: false,
    quantity: 1,
    language: 'en-GB',
  },
  price_token: 'price.token.signed',
  price: 150,
  quantity: 1,
  expires_at: '2026-01-01T12:30:00.000Z',
  retailer_product_id: productId,
});

const basketTarget = (): PageTarget =>
  jacketTarget({
    key: 'cart',
    subject: () => ({
      kind: 'cart',
      cart: { items: [{ retailer_product_id: 'DEMO-BAG', name: 'Bag', price: 96, quantity: 1 }] },
    }),
  });

describe('the deal a page’s address brought', () => {
  it('is looked up once, for the first button of its product only', async () => {
    const lookUp = vi.fn(() => Promise.resolve(dealFor('DEMO-JACKET')));
    const landing = landingDeal(pageUrl('price.token.signed'), lookUp);
    expect(await landing(basketTarget())).toBeNull();
    expect(await landing(jacketTarget())).toMatchObject({ retailer_product_id: 'DEMO-JACKET' });
    expect(await landing(jacketTarget())).toBeNull();
    expect(lookUp).toHaveBeenCalledTimes(1);
    expect(lookUp).toHaveBeenCalledWith('price.token.signed');
  });

  it('goes to a basket’s button when it is a basket’s deal', async () => {
    const landing = landingDeal(pageUrl('price.token.signed'), () =>
      Promise.resolve(dealFor(null)),
    );
    expect(await landing(jacketTarget())).toBeNull();
    expect(await landing(basketTarget())).toMatchObject({ retailer_product_id: null });
  });

  it('asks nothing on a page without a price token', async () => {
    const lookUp = vi.fn(() => Promise.resolve(dealFor('DEMO-JACKET')));
    expect(await landingDeal(pageUrl(), lookUp)(jacketTarget())).toBeNull();
    expect(lookUp).not.toHaveBeenCalled();
  });
});
