import { MSG, endpoints } from '@parley/contract';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../../../../test/fixtures';
import { renderApp } from '../../../../../test/render-app';
import { BASELINE, botTestOptions, serveBotTest, TIT_FOR_TAT } from '../fake-bot-test-server';
import { choose, messageOf } from '../../../../../test/inputs';
import { enabledFeatures, PAGE } from './test-kit';
import { serverPerTest } from '../../../../../test/server-per-test';

const server = serverPerTest({ account: adminUser });

const textbox = (name: string) => screen.getByRole('textbox', { name });
const radio = (name: string) => screen.getByRole('radio', { name });
const posted = () => server.callsTo(endpoints.botTest.startBotTest).map((call) => call.body);

/** Every feature off, with the defaults the server offers. */
const allOff = [
  { name: 'a_baseline', enabled: false, hyperParameters: BASELINE },
  { name: 'b_tit_for_tat', enabled: false, hyperParameters: TIT_FOR_TAT },
  { name: 'c_exponential', enabled: false, hyperParameters: BASELINE },
  { name: 'ask_quantity_first', enabled: false },
  { name: 'free_shipping', enabled: false },
];

/** Every feature off but `name`. */
const onlyEnabled = (name: string) =>
  allOff.map((feature) => (feature.name === name ? { ...feature, enabled: true } : feature));

/** Picks a v2 contract test, whose profile is then chosen. */
async function pickContractTest(user: UserEvent) {
  await user.click(radio('v2 Negotiation as a Service'));
  await user.click(radio('Contract'));
}

/** Starts the test and answers the one request it posted. */
async function startTest(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Start' }));
  await waitFor(() => expect(posted()).toHaveLength(1));
  return posted()[0];
}

/** The Bot Tester, shown, with the server answering its calls with `options`. */
async function openTester(options = botTestOptions()) {
  serveBotTest(server, options);
  const view = renderApp(PAGE);
  expect(await screen.findByRole('heading', { name: 'Bot Tester' })).toBeInTheDocument();
  return view;
}

describe('Bot Tester settings', () => {
  it('starts from the defaults of part 1 §9, with every feature off', async () => {
    await openTester();
    expect(radio('v1 eCommerce')).toBeChecked();
    expect(radio('Product')).toBeChecked();
    expect(radio('Contract')).toBeDisabled();
    expect(textbox('Negotiation Direction')).toHaveValue('Down (selling)');
    expect(textbox('Product Price')).toHaveValue('£100');
    expect(textbox('Objective')).toHaveValue('Increase Conversion');
    expect(textbox('Walkaway Price')).toHaveValue('£84');
    expect(textbox('Language')).toHaveValue('English (UK)');
    expect(textbox('Language')).toBeEnabled();
    expect(enabledFeatures()).toEqual([]);
  });

  it('asks for every required field with the spec message and sends nothing', async () => {
    const { user } = await openTester();
    await choose(user, 'Negotiation Direction', 'Down (selling)');
    await user.clear(textbox('Product Price'));
    await choose(user, 'Objective', 'Increase Conversion');
    await user.clear(textbox('Walkaway Price'));
    await choose(user, 'Language', 'English (UK)');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(messageOf('Product Price')).toBe(MSG.required));
    for (const label of ['Negotiation Direction', 'Objective', 'Walkaway Price', 'Language']) {
      expect(messageOf(label), label).toBe(MSG.required);
    }

    await pickContractTest(user);
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(messageOf('Contract Profile')).toBe(MSG.required));
    expect(posted()).toEqual([]);
  });

  it('refuses prices the contract refuses, such as a walkaway above the selling price', async () => {
    const { user } = await openTester();
    await user.clear(textbox('Product Price'));
    await user.type(textbox('Product Price'), '0');
    await user.clear(textbox('Walkaway Price'));
    await user.type(textbox('Walkaway Price'), '120');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() =>
      expect(messageOf('Product Price')).toBe('This is not a valid product price'),
    );
    expect(messageOf('Walkaway Price')).toBe('walkawayPrice must be at most the opening price');

    await user.clear(textbox('Product Price'));
    await user.type(textbox('Product Price'), '100');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(messageOf('Product Price')).toBeUndefined());
    expect(messageOf('Walkaway Price')).toBe('walkawayPrice must be at most the opening price');
    expect(posted()).toEqual([]);
    // Buying back, the bot gives ground upwards: the same walkaway is fine.
    await choose(user, 'Negotiation Direction', 'Up (buyback)');
    expect(await startTest(user)).toMatchObject({
      negotiationDirection: 'up',
      productPrice: 100,
      walkawayPrice: 120,
    });
  });

  it('sends a v1 product test with its direction, prices, objective and features', async () => {
    const { user } = await openTester();
    await choose(user, 'Negotiation Direction', 'Up (buyback)');
    await user.clear(textbox('Product Price'));
    await user.type(textbox('Product Price'), '80');
    await user.clear(textbox('Walkaway Price'));
    await user.type(textbox('Walkaway Price'), '95.5');
    await choose(user, 'Objective', 'Preserve Margin');
    await user.click(screen.getByRole('switch', { name: 'Ask Quantity First' }));
    expect(await startTest(user)).toEqual({
      apiVersion: 'v1',
      negotiationType: 'product',
      language: 'en-GB',
      productId: 'BOT-TEST-PRODUCT',
      negotiationDirection: 'up',
      productPrice: 80,
      objective: 'preserve_margin',
      walkawayPrice: 95.5,
      currency: 'GBP',
      featureSettings: onlyEnabled('ask_quantity_first'),
    });
  });

  it('sends a v2 contract test with the profile’s terms and features, in the chosen language', async () => {
    const { user } = await openTester();
    await pickContractTest(user);
    expect(screen.queryByRole('textbox', { name: 'Product Price' })).not.toBeInTheDocument();
    await choose(user, 'Contract Profile', 'Van lease, 36 months');
    expect(screen.getByText('Opening offer £389.00, down (selling)')).toBeInTheDocument();
    await choose(user, 'Language', 'Français');
    expect(await startTest(user)).toEqual({
      apiVersion: 'v2',
      negotiationType: 'contract',
      language: 'fr',
      offering: { contract_name: 'Van lease, 36 months' },
      initialOffer: 389,
      rag: { green: 389, amber: 360, red: 340 },
      // The profile's bands fall from the opening offer: the bot sells.
      negotiationDirection: 'down',
      currency: 'GBP',
      featureSettings: onlyEnabled('b_tit_for_tat'),
    });
  });

  it('negotiates a buyback contract upwards, as its rising bands say', async () => {
    const { user } = await openTester();
    await pickContractTest(user);
    await choose(user, 'Contract Profile', 'Phone trade-in (buyback)');
    expect(screen.getByText('Opening offer £200.00, up (buyback)')).toBeInTheDocument();
    expect(await startTest(user)).toMatchObject({
      negotiationType: 'contract',
      negotiationDirection: 'up',
      initialOffer: 200,
      rag: { green: 200, amber: 230, red: 250 },
    });
  });

  it('offers English (UK) only when the tester’s store lacks multi_language', async () => {
    const { user } = await openTester(
      botTestOptions({ available_languages: [{ code: 'en-GB', name: 'English (UK)' }] }),
    );
    expect(textbox('Language')).toHaveValue('English (UK)');
    expect(textbox('Language')).toBeDisabled();
    expect(screen.getByText('Other languages need the multi_language feature')).toBeInTheDocument();
    expect(await startTest(user)).toMatchObject({ language: 'en-GB' });
  });
});

describe('Bot Tester feature toggles', () => {
  it('run one algorithm version at a time', async () => {
    const { user } = await openTester();
    await user.click(screen.getByRole('switch', { name: 'a_baseline' }));
    await user.click(screen.getByRole('switch', { name: 'Free Shipping' }));
    expect(enabledFeatures()).toEqual(['a_baseline', 'Free Shipping']);
    expect(screen.getByRole('switch', { name: 'a_baseline' })).toHaveAccessibleDescription(
      /^break_even_increase 0\.5, .*tolerance 0\.15, /,
    );
    await user.click(screen.getByRole('switch', { name: 'c_exponential' }));
    expect(enabledFeatures()).toEqual(['c_exponential', 'Free Shipping']);
  });

  it('are set afresh from the profile when the API version, the type or the profile changes', async () => {
    const { user } = await openTester();
    await user.click(screen.getByRole('switch', { name: 'Free Shipping' }));
    await user.click(radio('v2 Negotiation as a Service'));
    expect(enabledFeatures()).toEqual([]);

    await user.click(screen.getByRole('switch', { name: 'Free Shipping' }));
    await user.click(radio('Contract'));
    expect(enabledFeatures()).toEqual([]);
    await choose(user, 'Contract Profile', 'Van lease, 36 months');
    expect(enabledFeatures()).toEqual(['b_tit_for_tat']);
    expect(screen.getByText(/tolerance 0\.1,/)).toBeInTheDocument();
    await choose(user, 'Contract Profile', 'Fibre broadband, 24 months');
    expect(enabledFeatures()).toEqual([]);
    await choose(user, 'Contract Profile', 'Van lease, 36 months');

    await user.click(radio('Product'));
    expect(enabledFeatures()).toEqual([]);
    await user.click(radio('Contract'));
    expect(enabledFeatures()).toEqual(['b_tit_for_tat']);

    // A contract is v2 only: back to v1 is back to a product.
    await user.click(radio('v1 eCommerce'));
    expect(radio('Product')).toBeChecked();
    expect(radio('Contract')).toBeDisabled();
    expect(enabledFeatures()).toEqual([]);
  });
});
