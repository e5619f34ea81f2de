import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CUSTOM_CODE_PLACEHOLDER, endpoints } from '@parley/contract';
import { adminUser, RETAILER_ID } from '../../../../../test/fixtures';
import { renderApp } from '../../../../../test/render-app';
import { serveRetailerAdmin } from '../fake-retailer-server';
import { serverPerTest } from '../../../../../test/server-per-test';

const server = serverPerTest({ account: adminUser });

const DETAIL = `/retailers/${RETAILER_ID}`;
const PAGE = `${DETAIL}/shopify_store`;
const updates = () =>
  server.callsTo(endpoints.retailers.updateStoreIntegration, { retailerId: RETAILER_ID });

/** The CodeMirror document, line by line as it renders them. */
const editorText = async () => {
  const content = await waitFor(() => {
    const found = document.querySelector('.cm-content');
    if (!found) throw new Error('the code editor has not loaded yet');
    return found;
  });
  return [...content.querySelectorAll('.cm-line')].map((line) => line.textContent).join('\n');
};

describe('Shopify Store Integration', () => {
  it('explains the config object and starts from the placeholder config', async () => {
    serveRetailerAdmin(server);
    renderApp(PAGE);
    expect(
      await screen.findByRole('heading', { name: 'Shopify Store Integration' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/injected into every page of the store/)).toBeInTheDocument();
    for (const field of [
      'formSelector',
      'quantityInputSelector',
      'positionElement',
      'onDisplayUpdate',
    ]) {
      expect(screen.getByText(field)).toBeInTheDocument();
    }
    for (const type of ['product', 'cart', 'cart-drawer', 'cart-notification']) {
      expect(screen.getByText(type)).toBeInTheDocument();
    }
    await waitFor(async () => expect(await editorText()).toBe(CUSTOM_CODE_PLACEHOLDER));
  });

  it('saves the code and goes back to the retailer', async () => {
    const { integration } = serveRetailerAdmin(server);
    integration.custom_code = 'window.parleyConfig = { buttons: [] };';
    const { user, location } = renderApp(PAGE);
    await waitFor(async () =>
      expect(await editorText()).toBe('window.parleyConfig = { buttons: [] };'),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe(DETAIL));
    expect(updates()[0]?.body).toEqual({
      custom_code: 'window.parleyConfig = { buttons: [] };',
    });
    expect(await screen.findByText('Shopify Store Integration Saved')).toBeInTheDocument();
  });

  it('goes back without saving on Cancel', async () => {
    serveRetailerAdmin(server);
    const { user, location } = renderApp(PAGE);
    await user.click(await screen.findByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(location()).toBe(DETAIL));
    expect(updates()).toHaveLength(0);
  });
});
