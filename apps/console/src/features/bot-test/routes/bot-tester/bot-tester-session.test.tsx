import { MSG, endpoints } from '@parley/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { adminUser } from '../../../../../test/fixtures';
import { json } from '../../../../../test/fake-server';
import { renderApp } from '../../../../../test/render-app';
import { WIDGET_FAILED } from '../../components/TestSession';
import { PARLEY_ID, serveBotTest, WIDGET_SCRIPT } from '../fake-bot-test-server';
import { expectRedNotification, PAGE, placeholder, widget, widgetSession } from './test-kit';
import { serverPerTest } from '../../../../../test/server-per-test';

const server = serverPerTest({ account: adminUser });
afterEach(() => {
  // The widget's script stays for the console's life; each test starts without it.
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

const widgetScripts = () =>
  Array.from(document.scripts).filter((script) => script.getAttribute('src') === WIDGET_SCRIPT);
const button = (name: string) => screen.getByRole('button', { name });

/** Opens the tester and starts a test with the default settings. */
async function startTest() {
  const view = renderApp(PAGE);
  await view.user.click(await screen.findByRole('button', { name: 'Start' }));
  await screen.findByRole('heading', { name: 'Test Negotiation' });
  return view;
}

describe('a Bot Tester test', () => {
  it('puts the widget’s script on the page once, keyed with the tester store’s API key', async () => {
    serveBotTest(server);
    const view = await startTest();
    expect(widgetScripts()).toHaveLength(1);
    expect(widgetScripts()[0]?.dataset.apiKey).toBe('pk_bot_tester_0123456789');
    await view.user.click(button('New Test'));
    await view.user.click(button('Start'));
    await screen.findByRole('heading', { name: 'Test Negotiation' });
    expect(widgetScripts()).toHaveLength(1);
  });

  it('opens the widget on the new negotiation and locks the settings while it runs', async () => {
    serveBotTest(server);
    await startTest();
    expect(placeholder()?.dataset).toMatchObject({
      parleySession: PARLEY_ID,
      subject: 'BOT-TEST-PRODUCT',
    });
    expect(screen.getByText(PARLEY_ID)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Product Price' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
  });

  it('follows the chat to Added to Basket, Mark as Purchased and the order number', async () => {
    serveBotTest(server);
    const { user } = await startTest();
    widget.says(widgetSession({ negotiation_status: 'deal_agreed', deal_price: 90, ended: true }));
    expect(
      await screen.findByText(
        'Deal agreed at £90.00: add it to the basket in the chat to mark it as purchased.',
      ),
    ).toBeInTheDocument();

    widget.addsToBasket();
    expect(await screen.findByText('Added to Basket')).toBeInTheDocument();
    expect(placeholder()).toBeNull();
    await user.click(button('Mark as Purchased'));
    expect(await screen.findByText('TEST-30000000')).toBeInTheDocument();
    expect(
      server.callsTo(endpoints.botTest.recordBotTestPurchase).map((call) => call.body),
    ).toEqual([
      {
        apiVersion: 'v1',
        productId: 'BOT-TEST-PRODUCT',
        parleyId: PARLEY_ID,
        orderNumber: 'TEST-30000000',
      },
    ]);
    expect(screen.queryByRole('button', { name: 'Mark as Purchased' })).not.toBeInTheDocument();

    // Start over: the settings are as they were, ready for another test.
    await user.click(button('New Test'));
    expect(screen.queryByText('Added to Basket')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Product Price' })).toBeEnabled();
    await user.click(button('Start'));
    expect(await screen.findByRole('heading', { name: 'Test Negotiation' })).toBeInTheDocument();
    expect(placeholder()).not.toBeNull();
    expect(server.callsTo(endpoints.botTest.startBotTest)).toHaveLength(2);
  });

  it('records a contract’s purchase under the contract’s name', async () => {
    serveBotTest(server);
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('radio', { name: 'v2 Negotiation as a Service' }));
    await user.click(screen.getByRole('radio', { name: 'Contract' }));
    await user.click(screen.getByRole('textbox', { name: 'Contract Profile' }));
    await user.click(await screen.findByRole('option', { name: 'Fibre broadband, 24 months' }));
    await user.click(button('Start'));
    await waitFor(() => expect(placeholder()?.dataset.subject).toBe('Fibre broadband, 24 months'));
    widget.addsToBasket();
    await user.click(await screen.findByRole('button', { name: 'Mark as Purchased' }));
    await screen.findByText('TEST-30000000');
    expect(server.callsTo(endpoints.botTest.recordBotTestPurchase)[0]?.body).toMatchObject({
      apiVersion: 'v2',
      productId: 'Fibre broadband, 24 months',
    });
  });

  it('says when the negotiation ended without a deal', async () => {
    serveBotTest(server);
    await startTest();
    widget.says(widgetSession({ negotiation_status: 'ended', ended: true, can_accept: false }));
    expect(await screen.findByText('The negotiation ended without a deal.')).toBeInTheDocument();
    expect(button('New Test')).toBeInTheDocument();
  });

  it('says so when the widget’s script cannot be loaded', async () => {
    serveBotTest(server);
    await startTest();
    const [script] = widgetScripts();
    if (script) fireEvent.error(script);
    expect(await screen.findByText(WIDGET_FAILED)).toBeInTheDocument();
    expect(widgetScripts()).toHaveLength(0);
  });
});

describe('Bot Tester refusals', () => {
  it('shows a refused start in a red notification and keeps the settings open', async () => {
    serveBotTest(server);
    server.on(endpoints.botTest.startBotTest, () =>
      json(422, { errorMessage: 'The Bot Tester store’s plan is spent.' }),
    );
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await expectRedNotification('The Bot Tester store’s plan is spent.');
    expect(placeholder()).toBeNull();
    expect(button('Start')).toBeEnabled();
  });

  it('shows a refused purchase in a red notification and lets it be tried again', async () => {
    serveBotTest(server);
    server.on(endpoints.botTest.recordBotTestPurchase, () =>
      json(422, { errorMessage: 'This negotiation has no deal to purchase.' }),
    );
    const { user } = await startTest();
    widget.addsToBasket();
    await user.click(await screen.findByRole('button', { name: 'Mark as Purchased' }));
    await expectRedNotification('This negotiation has no deal to purchase.');
    expect(button('Mark as Purchased')).toBeEnabled();
    expect(screen.queryByText('TEST-30000000')).not.toBeInTheDocument();
  });

  it('explains when the tester’s settings cannot be loaded', async () => {
    server.on(endpoints.botTest.findBotTest, () => json(500, { errorMessage: 'Boom' }));
    renderApp(PAGE);
    expect(await screen.findByText(MSG.somethingWrong)).toBeInTheDocument();
    expect(widgetScripts()).toHaveLength(0);
  });
});
