import { widgetRoutes } from '@parley/contract/widget-routes';
import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADD_TO_BASKET_EVENT, type AddToBasketDetail } from '../chat/basket';
import { createFakeApi } from '../../test/fake-api';
import {
  basketForm,
  hearOnDocument,
  jacketTarget,
  pageUrl,
  productTarget,
  renderPage,
  renderWidget,
  unmountViews,
} from '../../test/harness';

afterEach(() => {
  unmountViews();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('a deal the page’s address brought (a recovery link’s Buy now)', () => {
  it('opens its product’s chat at the agreed price; Add to basket hands its token to the store', async () => {
    const fake = createFakeApi();
    const token = fake.recoveredDeal('DEMO-JACKET', 189, 67);
    const { form, quantity, sent } = basketForm();
    const basket = hearOnDocument<AddToBasketDetail>(ADD_TO_BASKET_EVENT);
    renderWidget({
      fake,
      address: pageUrl(token),
      target: jacketTarget({ form, quantityInput: quantity }),
    });

    const dialog = await screen.findByRole('dialog', { name: 'Make us an offer' });
    await within(dialog).findByText('Your deal is ready');
    expect(within(dialog).getByText('£67.00', { exact: false })).toBeTruthy();
    // The conversation that led to it is there too.
    await within(dialog).findByText('Hello! What would you like to offer?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to basket' }));
    await within(dialog).findByText('Added to your basket.');
    basket.stop();

    expect(basket.heard).toEqual([
      expect.objectContaining({
        retailer_product_id: 'DEMO-JACKET',
        price_token: token,
        price: 67,
        quantity: 1,
        currency: 'GBP',
      }),
    ]);
    expect(sent).toEqual([token]);
    expect(fake.callsTo(widgetRoutes.findPriceTokenDeal)).toEqual([
      expect.objectContaining({ body: { price_token: token }, idempotencyKey: null }),
    ]);
    // The token from the link is the deal's live one: no new one is signed.
    expect(fake.callsTo(widgetRoutes.addToBasket)).toHaveLength(0);
  });

  it('goes to its own product’s button only, once, however many buttons the page has', async () => {
    const fake = createFakeApi();
    const token = fake.recoveredDeal('DEMO-JACKET', 189, 67);
    const scarf = productTarget('DEMO-SCARF', 'Lambswool Scarf', 48);
    renderPage([scarf, jacketTarget(), jacketTarget()], {
      fake,
      address: pageUrl(token),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Make us an offer' });
    expect(within(dialog).getByText('Waxed Cotton Jacket')).toBeTruthy();
    await within(dialog).findByText('Your deal is ready');
    expect(screen.getAllByRole('dialog', { name: 'Make us an offer' })).toHaveLength(1);
    expect(fake.callsTo(widgetRoutes.findPriceTokenDeal)).toHaveLength(1);
  });

  it('shows even where the Negotiate button is not shown', async () => {
    const fake = createFakeApi();
    fake.setDisplay({ show: false, reason: 'In the control cohort', theme: {} });
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const token = fake.recoveredDeal('DEMO-JACKET', 189, 67);
    renderWidget({ fake, address: pageUrl(token) });
    const dialog = await screen.findByRole('dialog', { name: 'Make us an offer' });
    expect(await within(dialog).findByRole('button', { name: 'Add to basket' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Negotiate' })).toBeNull();
  });

  it('brings nothing when the token no longer works, and tells the store’s developer', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    renderWidget({ address: pageUrl('spent.token') });
    await screen.findByRole('button', { name: 'Negotiate' });
    await waitFor(() =>
      expect(info).toHaveBeenCalledWith(
        expect.stringContaining('price token'),
        expect.objectContaining({ message: 'This price token is not valid.' }),
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('looks nothing up on a page without a price token', async () => {
    const view = renderWidget();
    await screen.findByRole('button', { name: 'Negotiate' });
    expect(view.fake.callsTo(widgetRoutes.findPriceTokenDeal)).toHaveLength(0);
  });
});
