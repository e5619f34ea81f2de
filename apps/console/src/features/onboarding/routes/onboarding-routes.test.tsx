import { MSG, endpoints } from '@parley/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RETAILER_ID, retailer, retailerUser } from '../../../../test/fixtures';
import { json } from '../../../../test/fake-server';
import { choose } from '../../../../test/inputs';
import { renderApp } from '../../../../test/render-app';
import { accountKeys } from '../../account/api';
import { retailerKeys } from '../../retailers/api';
import { serverPerTest } from '../../../../test/server-per-test';

const server = serverPerTest();

const TERMS = `/retailers/${RETAILER_ID}/terms`;
const QUESTIONNAIRE = `/retailers/${RETAILER_ID}/onboarding/market_questionnaire`;
const TERMS_LABEL = 'I have read and accept the Terms & Conditions';

const retailerUpdates = () =>
  server.callsTo(endpoints.retailers.updateRetailer, { retailerId: RETAILER_ID });

describe('Terms', () => {
  beforeEach(() => {
    server.retailers.set(RETAILER_ID, retailer({ terms_agreed: false }));
    server.signIn(retailerUser({ retailer_terms_agreed: false }));
  });

  it('enables Continue only when the box is ticked, and says why when it is unticked', async () => {
    const { user } = renderApp(TERMS);
    const box = await screen.findByLabelText(TERMS_LABEL);
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toBeDisabled();
    await user.click(box);
    expect(button).toBeEnabled();
    await user.click(box);
    expect(button).toBeDisabled();
    expect(await screen.findByText(MSG.termsRequired)).toBeInTheDocument();
  });

  it('agrees, refreshes the account and retailer, then goes to the rules page', async () => {
    const { user, location, context } = renderApp(TERMS);
    await user.click(await screen.findByLabelText(TERMS_LABEL));
    const accountBefore = context.queryClient.getQueryState(accountKeys.current())?.dataUpdatedAt;
    const invalidate = vi.spyOn(context.queryClient, 'invalidateQueries');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location()).toBe(`/retailers/${RETAILER_ID}/rules`));
    expect(retailerUpdates()[0]?.body).toEqual({
      terms_agreed: true,
    });
    expect(invalidate.mock.calls.map(([filters]) => filters)).toEqual([
      { queryKey: accountKeys.current(), exact: true },
      { queryKey: retailerKeys.detail(RETAILER_ID), exact: true },
    ]);
    expect(context.queryClient.getQueryState(accountKeys.current())?.dataUpdatedAt).toBeGreaterThan(
      accountBefore ?? 0,
    );
    expect(context.queryClient.getQueryData(retailerKeys.detail(RETAILER_ID))).toMatchObject({
      terms_agreed: true,
    });
  });

  it('goes on to the first onboarding task when one remains', async () => {
    server.signIn(
      retailerUser({
        retailer_terms_agreed: false,
        incomplete_onboarding_tasks: ['market_questionnaire'],
      }),
    );
    const { user, location } = renderApp(TERMS);
    await user.click(await screen.findByLabelText(TERMS_LABEL));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location()).toBe(QUESTIONNAIRE));
  });

  it('shows a 422 errorMessage', async () => {
    server.on(endpoints.retailers.updateRetailer, () =>
      json(422, { errorMessage: 'Terms are closed.' }),
    );
    const { user, location } = renderApp(TERMS);
    await user.click(await screen.findByLabelText(TERMS_LABEL));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Terms are closed.');
    expect(location()).toBe(TERMS);
  });
});

/** Opens the objectives once the questionnaire shows, and picks each of `objectives`. */
async function pickObjectives(user: UserEvent, ...objectives: string[]) {
  await user.click(await screen.findByRole('textbox', { name: 'What would you like to achieve?' }));
  for (const objective of objectives) {
    await user.click(await screen.findByRole('option', { name: objective }));
  }
}

describe('Market questionnaire', () => {
  beforeEach(() => {
    server.retailers.set(
      RETAILER_ID,
      retailer({ incomplete_onboarding_tasks: ['market_questionnaire'] }),
    );
    server.signIn(retailerUser({ incomplete_onboarding_tasks: ['market_questionnaire'] }));
  });

  it('asks for the objectives and the market sector with one message', async () => {
    const { user } = renderApp(QUESTIONNAIRE);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.questionnaireIncomplete);
    expect(screen.getAllByText(MSG.questionnaireIncomplete)).toHaveLength(1);
    expect(retailerUpdates()).toHaveLength(0);
  });

  it('sends the answers, refreshes the account and retailer, then goes to the rules page', async () => {
    const { user, location } = renderApp(QUESTIONNAIRE);
    await pickObjectives(user, 'Clear stock', 'Pricing insights');
    await choose(user, 'Market sector', 'Jewellery');
    await user.click(screen.getByRole('radio', { name: 'Resale' }));
    await choose(user, 'How many orders do you take a month?', '100 to 1,000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(location()).toBe(`/retailers/${RETAILER_ID}/rules`));
    expect(retailerUpdates()[0]?.body).toEqual({
      objectives: ['Clear stock', 'Pricing insights'],
      market_sector: 'Jewellery',
      stock_type: 'Resale',
      monthly_orders: '100 to 1,000',
    });
    // The refreshed account has no task left, so the guard let the rules page through.
    expect(await screen.findByRole('heading', { name: 'Ruleset' })).toBeInTheDocument();
  });

  it('continues without the optional stock type and monthly orders (part 1 §5)', async () => {
    const { user, location } = renderApp(QUESTIONNAIRE);
    await pickObjectives(user, 'Reduce discounts');
    // Objectives alone are not enough: the sector is required too.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.questionnaireIncomplete);
    expect(retailerUpdates()).toHaveLength(0);

    await choose(user, 'Market sector', 'Toys');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location()).toBe(`/retailers/${RETAILER_ID}/rules`));
    expect(retailerUpdates()[0]?.body).toEqual({
      objectives: ['Reduce discounts'],
      market_sector: 'Toys',
    });
  });

  it('shows a 422 errorMessage', async () => {
    server.on(endpoints.retailers.updateRetailer, () => json(422, { errorMessage: 'Not now.' }));
    const { user } = renderApp(QUESTIONNAIRE);
    await pickObjectives(user, 'Clear stock');
    await choose(user, 'Market sector', 'Books');
    await user.click(screen.getByRole('radio', { name: 'New' }));
    await user.click(screen.getByRole('textbox', { name: 'How many orders do you take a month?' }));
    const listbox = await screen.findByRole('listbox');
    await user.click(within(listbox).getByRole('option', { name: 'Under 100' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not now.');
  });
});
