import { widgetRoutes } from '@parley/contract/widget-routes';
import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../../test/fake-api';
import { renderWidget, unmountViews } from '../../test/harness';
import type { ParleyDisplayState } from '../page/target';

afterEach(() => {
  unmountViews();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the Negotiate button', () => {
  it('shows with the theme defaults once the display check says so', async () => {
    const view = renderWidget();
    const button = await screen.findByRole('button', { name: 'Negotiate' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Instant Chatbot - No Login Needed').id).toBe(
      button.getAttribute('aria-describedby'),
    );
    const [check] = view.fake.displayChecks();
    expect(check?.body).toMatchObject({
      page_type: 'product',
      product: { retailer_product_id: 'DEMO-JACKET', price: 189 },
      context: { shopper_id: 'shopper_0123456789abcdef', exit_intent: false },
    });
  });

  it('uses the saved theme: its button text, and no caption when infoText is off', async () => {
    const fake = createFakeApi();
    fake.setDisplay({
      show: true,
      theme: {
        button: { text: 'Make an offer', backgroundColor: '#00897B' },
        infoText: { enabled: 'false' },
      },
    });
    renderWidget({ fake });
    const button = await screen.findByRole('button', { name: 'Make an offer' });
    expect(button.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByText('Instant Chatbot - No Login Needed')).toBeNull();
    const root = button.closest<HTMLElement>('.pw-root');
    expect(root?.style.getPropertyValue('--pw-button-background-color')).toBe('#00897B');
  });

  it('stays hidden, says why in the console, and asks again at exit intent', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const fake = createFakeApi();
    fake.setDisplay({ show: false, reason: 'No rule applies yet', theme: {} });
    const view = renderWidget({ fake });
    await waitFor(() =>
      expect(info).toHaveBeenCalledWith(expect.stringContaining('No rule applies yet')),
    );
    expect(screen.queryByRole('button', { name: 'Negotiate' })).toBeNull();

    fake.setDisplay({ show: true, theme: {} });
    await act(() => view.page.exit());
    await screen.findByRole('button', { name: 'Negotiate' });
    const checks = fake.displayChecks();
    expect(checks).toHaveLength(2);
    expect(checks[1]?.body).toMatchObject({ context: { exit_intent: true } });
    // Shown late: the dwell popup invites the shopper.
    const popup = await screen.findByRole('dialog', { name: 'Still undecided?' });
    expect(popup.getAttribute('aria-modal')).toBe('false');
  });

  it('asks again as the dwell time passes the next step', async () => {
    vi.useFakeTimers();
    const fake = createFakeApi();
    fake.setDisplay({ show: false, reason: 'Waiting for 10 seconds', theme: {} });
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const view = renderWidget({ fake });
    await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
    expect(fake.displayChecks()).toHaveLength(1);
    view.page.setDwell(5);
    fake.setDisplay({ show: true, theme: {} });
    await act(async () => void (await vi.advanceTimersByTimeAsync(5000)));
    // The check waits a moment for other buttons asking at the same time.
    await act(async () => void (await vi.advanceTimersByTimeAsync(100)));
    const checks = fake.displayChecks();
    expect(checks).toHaveLength(2);
    expect(checks[1]?.body).toMatchObject({ context: { dwell_seconds: 5 } });
    expect(screen.getByRole('button', { name: 'Negotiate' })).toBeTruthy();
  });

  it('the dwell popup opens the chat, and Close dismisses it for good', async () => {
    const fake = createFakeApi();
    fake.setDisplay({ show: true, theme: { dwellTimePopup: { headingText: 'Still thinking?' } } });
    const view = renderWidget({ fake });
    await screen.findByRole('button', { name: 'Negotiate' });
    // The popup starts watching once its effects ran, long before a real shopper leaves.
    await waitFor(() => expect(view.page.watchers()).toBe(1));
    await act(() => view.page.exit());
    const popup = await screen.findByRole('dialog', { name: 'Still thinking?' });
    await userEvent.click(within(popup).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('opening the chat', () => {
  it('starts a negotiation in a modal dialog and focuses the message field', async () => {
    const view = renderWidget();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Negotiate' }));
    const dialog = screen.getByRole('dialog', { name: 'Make us an offer' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('button', { name: 'Negotiate' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    const log = within(dialog).getByRole('log');
    expect(log.getAttribute('aria-live')).toBe('polite');
    await within(log).findByText('Hello! What would you like to offer?');
    expect(document.activeElement).toBe(
      within(dialog).getByRole('textbox', { name: 'Your message' }),
    );
    const [start] = view.fake.callsTo(widgetRoutes.startSession);
    expect(start?.body).toMatchObject({
      apiVersion: 'v1',
      negotiationType: 'product',
      currency: 'GBP',
    });
  });

  it('reports its state to onDisplayUpdate', async () => {
    const onDisplayUpdate = vi.fn<(state: ParleyDisplayState) => void>();
    const { jacketTarget } = await import('../../test/harness');
    renderWidget({ target: jacketTarget({ onDisplayUpdate }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Negotiate' }));
    await waitFor(() => {
      const [state] = onDisplayUpdate.mock.lastCall ?? [];
      expect(state).toMatchObject({
        show: true,
        open: true,
        session: { negotiation_status: 'negotiating' },
      });
    });
  });

  it('reopens the negotiation this tab already has instead of starting another', async () => {
    const first = renderWidget();
    await userEvent.click(await screen.findByRole('button', { name: 'Negotiate' }));
    await screen.findByText('Hello! What would you like to offer?');
    const stored = first.env.sessionStore;
    first.unmount();

    renderWidget({
      fake: first.fake,
      env: (env) => ({ ...env, sessionStore: stored }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Negotiate' }));
    await screen.findByText('Hello! What would you like to offer?');
    expect(first.fake.callsTo(widgetRoutes.startSession)).toHaveLength(1);
    expect(first.fake.callsTo(widgetRoutes.findSession)).toHaveLength(1);
  });
});
