import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jacketTarget, productTarget, renderPage, unmountViews } from '../../test/harness';
import { DWELL_POPUP_SECONDS } from './useDwellPopup';

afterEach(() => {
  unmountViews();
  vi.useRealTimers();
  document.body.replaceChildren();
});

const POPUP = { name: 'Still undecided?' };
const CHAT = { name: 'Make us an offer' };

/** A page of three products, each with its Negotiate button shown. */
function threeProducts() {
  const view = renderPage([
    jacketTarget(),
    productTarget('DEMO-SCARF', 'Lambswool Scarf', 48),
    productTarget('DEMO-BAG', 'Canvas Weekend Bag', 96),
  ]);
  return view;
}

/** The three buttons shown and their popups watching (long before a real shopper leaves). */
async function threeProductsWatching() {
  const view = threeProducts();
  await waitFor(() => expect(negotiateButtons()).toHaveLength(3));
  await waitFor(() => expect(view.page.watchers()).toBe(3));
  return view;
}

const negotiateButtons = () => screen.getAllByRole('button', { name: 'Negotiate' });

describe('the dwell popups of a page with several products', () => {
  it('shows none over an open chat, however long the shopper stays', async () => {
    vi.useFakeTimers();
    threeProducts();
    await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
    expect(negotiateButtons()).toHaveLength(3);
    await act(() => void fireEvent.click(negotiateButtons()[0]!));
    await act(async () => void (await vi.advanceTimersByTimeAsync(DWELL_POPUP_SECONDS * 1000)));
    expect(screen.getByRole('dialog', CHAT)).toBeTruthy();
    expect(screen.queryByRole('dialog', POPUP)).toBeNull();
  });

  it('shows one at most, and the one showing goes for good when a chat opens', async () => {
    const view = await threeProductsWatching();
    await act(() => view.page.exit());
    expect(await screen.findAllByRole('dialog', POPUP)).toHaveLength(1);

    const user = userEvent.setup();
    await user.click(negotiateButtons()[2]!);
    const chat = await screen.findByRole('dialog', CHAT);
    expect(screen.queryByRole('dialog', POPUP)).toBeNull();
    await user.click(within(chat).getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog', CHAT)).toBeNull();
    expect(screen.queryByRole('dialog', POPUP)).toBeNull();
  });

  it('brings no other product’s popup once the shopper closed the one shown', async () => {
    const view = await threeProductsWatching();
    await act(() => view.page.exit());
    const [popup] = await screen.findAllByRole('dialog', POPUP);
    await userEvent.click(within(popup!).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', POPUP)).toBeNull();
  });
});
