import { widgetRoutes } from '@parley/contract/widget-routes';
import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ADD_TO_BASKET_EVENT, type AddToBasketDetail } from '../chat/basket';
import { createFakeApi, FAKE_KEY } from '../../test/fake-api';
import {
  basketForm,
  hearOnDocument,
  jacketTarget,
  openChat,
  renderWidget,
  unmountViews,
} from '../../test/harness';

afterEach(() => {
  unmountViews();
  document.body.replaceChildren();
});

async function chatAndOffer(options: Parameters<typeof openChat>[0] = {}) {
  const view = await openChat(options);
  await view.user.type(within(view.dialog).getByRole('textbox'), '£150?{enter}');
  await within(view.dialog).findByText('I can do £170.10 for you.');
  return view;
}

describe('accepting the bot’s offer', () => {
  it('offers Accept only while the bot has a standing offer', async () => {
    const view = await openChat();
    expect(within(view.dialog).queryByRole('button', { name: /^Accept/ })).toBeNull();
    await view.user.type(within(view.dialog).getByRole('textbox'), '£150?{enter}');
    expect(await within(view.dialog).findByRole('button', { name: 'Accept £170.10' })).toBeTruthy();
  });

  it('celebrates the deal and closes the conversation', async () => {
    const view = await chatAndOffer();
    await view.user.click(within(view.dialog).getByRole('button', { name: 'Accept £170.10' }));
    const discount = await within(view.dialog).findByText('You got a 10% discount!');
    const celebration = discount.closest('[role="status"]');
    expect(celebration).not.toBeNull();
    // The spec's words, with a no-break space before '!' so that it never wraps on its own.
    expect(celebration?.querySelectorAll('p')[1]?.textContent).toBe(
      'You got a deal at £170.10\u00a0!',
    );
    expect(within(view.dialog).getByText('Your deal is ready')).toBeTruthy();
    expect(within(view.dialog).getByText('This negotiation has ended.')).toBeTruthy();
    expect(within(view.dialog).queryByRole('textbox', { name: 'Your message' })).toBeNull();
    const [accept] = view.fake.callsTo(widgetRoutes.acceptOffer);
    expect(accept?.body).toBeUndefined();
    expect(accept?.idempotencyKey).toMatch(/^[\x21-\x7e]{8,128}$/);
  });

  it('adds the deal to the basket: the event carries the price token, then the form submits', async () => {
    const { form, quantity, submitted } = basketForm();
    const basket = hearOnDocument<AddToBasketDetail>(ADD_TO_BASKET_EVENT);

    const view = await chatAndOffer({ target: jacketTarget({ form, quantityInput: quantity }) });
    await view.user.click(within(view.dialog).getByRole('button', { name: 'Accept £170.10' }));
    await view.user.click(
      await within(view.dialog).findByRole('button', { name: 'Add to basket' }),
    );
    await within(view.dialog).findByText('Added to your basket.');
    basket.stop();

    expect(basket.heard).toEqual([
      expect.objectContaining({
        retailer_product_id: 'DEMO-JACKET',
        price_token: 'price.token.signed',
        price: 170.1,
        quantity: 1,
        currency: 'GBP',
      }),
    ]);
    expect(submitted).toHaveBeenCalledTimes(1);
    const token = form.querySelector<HTMLInputElement>('input[name="parley_price_token"]');
    expect(token?.type).toBe('hidden');
    expect(token?.value).toBe('price.token.signed');
  });

  it('leaves the form alone when the store handles the event itself', async () => {
    const { form, submitted } = basketForm();
    const takeOver = (event: Event) => event.preventDefault();
    document.addEventListener(ADD_TO_BASKET_EVENT, takeOver);
    const view = await chatAndOffer({ target: jacketTarget({ form }) });
    await view.user.click(within(view.dialog).getByRole('button', { name: 'Accept £170.10' }));
    await view.user.click(
      await within(view.dialog).findByRole('button', { name: 'Add to basket' }),
    );
    await within(view.dialog).findByText('Added to your basket.');
    document.removeEventListener(ADD_TO_BASKET_EVENT, takeOver);
    expect(submitted).not.toHaveBeenCalled();
  });
});

describe('after a walk-away', () => {
  it('takes an e-mail, checking it first', async () => {
    const fake = createFakeApi();
    fake.botSays(
      { lines: ['Hello!'] },
      {
        lines: ['That is my final offer. Goodbye!'],
        expression: null,
        session: { ended: true, negotiation_status: 'ended', can_leave_email: true },
      },
    );
    const view = await openChat({ fake });
    await view.user.type(within(view.dialog).getByRole('textbox'), 'No thanks{enter}');
    const email = await within(view.dialog).findByRole('textbox', { name: 'E-mail' });

    await view.user.type(email, 'not-an-address');
    await view.user.click(within(view.dialog).getByRole('button', { name: 'Notify me' }));
    expect(within(view.dialog).getByText('Please enter a valid e-mail address.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(fake.callsTo(widgetRoutes.leaveEmail)).toHaveLength(0);

    await view.user.clear(email);
    await view.user.type(email, 'sam@example.com');
    await view.user.type(
      within(view.dialog).getByRole('textbox', { name: 'Name (optional)' }),
      'Sam',
    );
    await view.user.click(within(view.dialog).getByRole('button', { name: 'Notify me' }));
    await within(view.dialog).findByText(/we will e-mail you/);
    expect(fake.callsTo(widgetRoutes.leaveEmail)[0]?.body).toEqual({
      email: 'sam@example.com',
      name: 'Sam',
    });
    expect(within(view.dialog).queryByRole('textbox', { name: 'E-mail' })).toBeNull();
    expect(
      within(view.dialog).getByRole('button', { name: 'Start a new negotiation' }),
    ).toBeTruthy();
  });
});

describe('network and errors', () => {
  it('retries a lost answer with the same Idempotency-Key, and the message is written once', async () => {
    const view = await openChat();
    view.fake.fail({ kind: 'lost-answer' });
    await view.user.type(within(view.dialog).getByRole('textbox'), '£150?{enter}');
    await within(view.dialog).findByText('I can do £170.10 for you.');
    const sends = view.fake.callsTo(widgetRoutes.sendMessage);
    expect(sends).toHaveLength(2);
    expect(sends[1]?.idempotencyKey).toBe(sends[0]?.idempotencyKey);
    const [entry] = [...view.fake.sessions.values()];
    expect(entry?.messages.filter((message) => message.user_message === '£150?')).toHaveLength(1);
    expect(within(view.dialog).getAllByText('£150?')).toHaveLength(1);
  });

  it('says so kindly when the server is busy, and gives the message back', async () => {
    const view = await openChat();
    view.fake.fail({
      kind: 'status',
      status: 429,
      body: { errorMessage: 'Too many requests' },
      headers: { 'retry-after': '12' },
    });
    const input = within(view.dialog).getByRole('textbox');
    await view.user.type(input, '£150?{enter}');
    const alert = await within(view.dialog).findByRole('alert');
    expect(alert.textContent).toBe(
      'Lots of shoppers are negotiating right now. Please try again in 12 seconds.',
    );
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('£150?'));
  });

  it('hides server failures behind a friendly message, and offers a retry', async () => {
    const view = renderWidget();
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Negotiate' });
    // A 503 is tried again (a gateway's or a passing outage); the third in a row is shown.
    const down = { kind: 'status', status: 503, body: { errorMessage: 'database down' } } as const;
    view.fake.fail(down, down, down);
    await user.click(button);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong on our side.');
    expect(alert.textContent).not.toContain('database');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello! What would you like to offer?')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the network is gone once its retries are spent', async () => {
    const view = await openChat();
    view.fake.fail({ kind: 'network' }, { kind: 'network' }, { kind: 'network' });
    await view.user.type(within(view.dialog).getByRole('textbox'), '£150?{enter}');
    const alert = await within(view.dialog).findByRole('alert');
    expect(alert.textContent).toMatch(/could not reach/);
    const sends = view.fake.callsTo(widgetRoutes.sendMessage);
    expect(new Set(sends.map((call) => call.idempotencyKey)).size).toBe(1);
    expect(sends).toHaveLength(3);
  });

  it('tells the server with a beacon when the page goes away mid-negotiation', async () => {
    const view = await openChat();
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(view.fake.beacons).toHaveLength(1));
    const [beacon] = view.fake.beacons;
    const [id] = [...view.fake.sessions.keys()];
    expect(beacon?.url).toBe(
      `https://parley.test/api/v1/widget/sessions/${id}/leave?api_key=${FAKE_KEY}`,
    );
    expect(JSON.parse(beacon?.body ?? '')).toEqual({ api_key: FAKE_KEY });
  });
});
