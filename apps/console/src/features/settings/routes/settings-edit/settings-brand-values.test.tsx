import { MSG, REASON_TEXT_MAX_LENGTH, endpoints } from '@parley/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RETAILER_ID, retailerUser } from '../../../../../test/fixtures';
import { messageOf } from '../../../../../test/inputs';
import { renderApp } from '../../../../../test/render-app';
import { serveSettings } from '../fake-settings-server';
import { serverPerTest } from '../../../../../test/server-per-test';

const SETTINGS = `/retailers/${RETAILER_ID}/settings`;
const BRAND_VALUES = `${SETTINGS}?tab=brand-values`;
const OWN = { retailerId: RETAILER_ID };
const { updateRetailerSettings } = endpoints.retailers;
const { generateReasons } = endpoints.reasons;
const STATEMENT_ID = '72000000-0000-4000-8000-000000000001';

const server = serverPerTest({
  account: retailerUser,
  screens: [() => import('./SettingsEditRoute')],
});

const saves = () => server.callsTo(updateRetailerSettings, OWN);
const statement = (n: number) => screen.getByRole('textbox', { name: `Statement ${n}` });
const statementValues = () =>
  [1, 2, 3, 4, 5].map((n) => (statement(n) as HTMLTextAreaElement).value);
const EDITING = { available_features: ['reasons_editing' as const] };
const GENERATING = {
  available_features: ['reasons_editing' as const, 'reasons_generation' as const],
};
const SUGGESTIONS = [
  'Every bag is hand-stitched in Northampton.',
  'Our leather comes from one family tannery.',
  'We repair what we make, for free, for life.',
];

describe('Store Settings: Brand Values', () => {
  it('has the tab with reasons_editing, kept in the URL', async () => {
    serveSettings(server, EDITING);
    const { user, location } = renderApp(SETTINGS);
    const tab = await screen.findByRole('tab', { name: 'Brand Values' });
    expect(screen.getAllByRole('tab').map((each) => each.textContent)).toEqual([
      'General settings',
      'Brand Values',
    ]);
    await user.click(tab);
    await waitFor(() => expect(location()).toBe(BRAND_VALUES));
    expect(await screen.findByRole('textbox', { name: 'Statement 1' })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'General settings' }));
    await waitFor(() => expect(location()).toBe(SETTINGS));
  });

  it('shows the statements padded to five, each counting to 180, and the advice', async () => {
    serveSettings(server, {
      ...EDITING,
      reasons: [{ reason_id: STATEMENT_ID, text: 'Hand-stitched in Northampton' }],
    });
    const { user } = renderApp(BRAND_VALUES);
    await screen.findByRole('textbox', { name: 'Statement 1' });
    expect(screen.getByText(MSG.brandStatementsAdvice)).toBeInTheDocument();
    expect(statementValues()).toEqual(['Hand-stitched in Northampton', '', '', '', '']);
    expect(screen.getByText('28/180')).toBeInTheDocument();
    expect(screen.getAllByText('0/180')).toHaveLength(4);
    await user.type(statement(2), 'Made to last');
    expect(screen.getByText('12/180')).toBeInTheDocument();
    // Without reasons_generation, nothing is generated.
    expect(screen.queryByRole('button', { name: 'Generate statements' })).not.toBeInTheDocument();
  });

  it('saves the five statements with their ids (empty ones are the server’s to drop)', async () => {
    serveSettings(server, {
      ...EDITING,
      reasons: [{ reason_id: STATEMENT_ID, text: 'Hand-stitched in Northampton' }],
    });
    const { user } = renderApp(BRAND_VALUES);
    await user.type(await screen.findByRole('textbox', { name: 'Statement 3' }), 'Made to last');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG.saved)).toBeInTheDocument();
    expect(saves()[0]?.body).toMatchObject({
      reasons: [
        { reason_id: STATEMENT_ID, text: 'Hand-stitched in Northampton' },
        { reason_id: null, text: '' },
        { reason_id: null, text: 'Made to last' },
        { reason_id: null, text: '' },
        { reason_id: null, text: '' },
      ],
    });
    // The form takes the saved statements, with the new one's id, padded again.
    await waitFor(() =>
      expect(statementValues()).toEqual([
        'Hand-stitched in Northampton',
        'Made to last',
        '',
        '',
        '',
      ]),
    );
  });

  it('refuses a statement over 180 characters, opening its tab, and sends nothing', async () => {
    serveSettings(server, EDITING);
    const { user, location } = renderApp(BRAND_VALUES);
    await user.click(await screen.findByRole('textbox', { name: 'Statement 2' }));
    await user.paste('x'.repeat(REASON_TEXT_MAX_LENGTH + 1));
    expect(screen.getByText('181/180')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'General settings' }));
    await waitFor(() => expect(location()).toBe(SETTINGS));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(location()).toBe(BRAND_VALUES));
    await waitFor(() =>
      expect(messageOf('Statement 2')).toBe(MSG.maxLength(REASON_TEXT_MAX_LENGTH)),
    );
    expect(
      await screen.findByText(`Statement 2: ${MSG.maxLength(REASON_TEXT_MAX_LENGTH)}`),
    ).toBeInTheDocument();
    expect(saves()).toHaveLength(0);
  });
});

describe('Store Settings: generated brand statements', () => {
  const dialog = () => screen.findByRole('dialog', { name: 'Generate brand statements' });

  it('offers Generate only with reasons_generation, opening the dialog in the URL', async () => {
    serveSettings(server, GENERATING, { suggestions: SUGGESTIONS });
    const { user, location } = renderApp(BRAND_VALUES);
    await user.click(await screen.findByRole('button', { name: 'Generate statements' }));
    const modal = await dialog();
    await waitFor(() => expect(location()).toBe(`${BRAND_VALUES}&generate=open`));
    expect(within(modal).getByRole('textbox', { name: 'Brand name' })).toHaveValue('Demo Store');
    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(location()).toBe(BRAND_VALUES));
  });

  it('asks for the brand name and the text before generating', async () => {
    serveSettings(server, GENERATING, { suggestions: SUGGESTIONS });
    const { user } = renderApp(`${BRAND_VALUES}&generate=open`);
    const modal = await dialog();
    await user.clear(within(modal).getByRole('textbox', { name: 'Brand name' }));
    await user.click(within(modal).getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(messageOf('Brand name')).toBe(MSG.required));
    expect(messageOf('About your brand')).toBe(MSG.required);
    expect(server.callsTo(generateReasons)).toHaveLength(0);
    // The dialog's submit is its own: the settings are not saved.
    expect(saves()).toHaveLength(0);
  });

  it('puts the picked suggestions into the empty statements', async () => {
    serveSettings(
      server,
      { ...GENERATING, reasons: [{ reason_id: STATEMENT_ID, text: 'Made to last' }] },
      { suggestions: SUGGESTIONS },
    );
    const { user, location } = renderApp(BRAND_VALUES);
    await user.click(await screen.findByRole('button', { name: 'Generate statements' }));
    const modal = await dialog();
    await user.click(within(modal).getByRole('textbox', { name: 'About your brand' }));
    await user.paste('We are a small workshop in Northampton. Every bag is hand-stitched.');
    await user.click(within(modal).getByRole('button', { name: 'Generate' }));

    const first = await within(modal).findByRole('checkbox', { name: SUGGESTIONS[0] });
    expect(server.callsTo(generateReasons)[0]?.body).toEqual({
      brand_name: 'Demo Store',
      content: 'We are a small workshop in Northampton. Every bag is hand-stitched.',
      retailer_id: RETAILER_ID,
    });
    expect(within(modal).getAllByRole('checkbox')).toHaveLength(3);
    expect(within(modal).getByRole('button', { name: 'Use selected' })).toBeDisabled();
    await user.click(first);
    await user.click(within(modal).getByRole('checkbox', { name: SUGGESTIONS[2] }));
    await user.click(within(modal).getByRole('button', { name: 'Use selected' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe(BRAND_VALUES);
    expect(statementValues()).toEqual(['Made to last', SUGGESTIONS[0], SUGGESTIONS[2], '', '']);
    expect(saves()).toHaveLength(0);
  });

  it('lets no more be picked than there are empty statements', async () => {
    serveSettings(
      server,
      {
        ...GENERATING,
        reasons: ['One', 'Two', 'Three', 'Four'].map((text, index) => ({
          reason_id: `72000000-0000-4000-8000-00000000000${index + 2}`,
          text,
        })),
      },
      { suggestions: SUGGESTIONS },
    );
    const { user } = renderApp(`${BRAND_VALUES}&generate=open`);
    const modal = await dialog();
    await user.type(within(modal).getByRole('textbox', { name: 'About your brand' }), 'Our story.');
    await user.click(within(modal).getByRole('button', { name: 'Generate' }));
    await user.click(await within(modal).findByRole('checkbox', { name: SUGGESTIONS[1] }));
    expect(within(modal).getByRole('checkbox', { name: SUGGESTIONS[0] })).toBeDisabled();
    await user.click(within(modal).getByRole('button', { name: 'Use selected' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(statementValues()).toEqual(['One', 'Two', 'Three', 'Four', SUGGESTIONS[1]]);
  });

  it('shows a 422’s errorMessage in a danger notification', async () => {
    serveSettings(server, GENERATING, { suggestions: [] });
    const { user } = renderApp(`${BRAND_VALUES}&generate=open`);
    const modal = await dialog();
    await user.type(within(modal).getByRole('textbox', { name: 'About your brand' }), 'Hello?');
    await user.click(within(modal).getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText(MSG.reasonsGenerationEmpty)).toBeInTheDocument();
    expect(within(modal).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('has no dialog for a store without reasons_generation, even from the URL', async () => {
    serveSettings(server, EDITING);
    renderApp(`${BRAND_VALUES}&generate=open`);
    await screen.findByRole('textbox', { name: 'Statement 1' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
