import { pathOf, widgetRoutes } from '@parley/contract/widget-routes';
import { waitFor, within } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ADD_TO_BASKET_EVENT, type AddToBasketDetail } from '../chat/basket';
import { SESSION_EVENT, type ParleySessionDetail } from '../chat/session-event';
import { createFakeApi } from '../../test/fake-api';
import { hearOnDocument, renderSessionChat } from '../../test/harness';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  document.body.replaceChildren();
});

/** Records the events of `type` heard on the document, until the test ends. */
function hear<T>(type: string): T[] {
  const { heard, stop } = hearOnDocument<T>(type);
  cleanups.push(stop);
  return heard;
}

async function chatOn(fake = createFakeApi(), subject?: string) {
  const sessionId = fake.startedByHost();
  const view = await renderSessionChat(fake, sessionId, subject);
  cleanups.push(view.unmount);
  await within(view.chat).findByText('Hello! What would you like to offer?');
  return { ...view, fake, sessionId };
}

describe('the chat of a negotiation the host started (usage C)', () => {
  it('loads the negotiation so far into the page, as a region rather than a dialog', async () => {
    const view = await chatOn(createFakeApi(), 'Fibre broadband, 24 months');
    expect(view.chat.getAttribute('aria-modal')).toBeNull();
    expect(within(view.chat).getByText('Fibre broadband, 24 months')).toBeTruthy();
    expect(within(view.chat).queryByRole('button', { name: 'Close chat' })).toBeNull();
    // No focus trap: the host's page keeps its focus.
    expect(document.activeElement).toBe(document.body);
    const [load] = view.fake.callsTo(widgetRoutes.findSession, { sessionId: view.sessionId });
    expect(load?.apiKeyHeader).toBe('pk_test_0123456789');
    const { findSession } = widgetRoutes;
    expect(view.fake.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `${findSession.method} ${pathOf(findSession.path, { sessionId: view.sessionId })}`,
    ]);
  });

  it('tells the host where the negotiation stands after every change, then hands the deal over', async () => {
    const states = hear<ParleySessionDetail>(SESSION_EVENT);
    const deals = hear<AddToBasketDetail>(ADD_TO_BASKET_EVENT);
    const view = await chatOn();
    await waitFor(() => expect(states).toHaveLength(1));
    expect(states[0]?.session).toMatchObject({
      session_id: view.sessionId,
      negotiation_status: 'negotiating',
    });

    await view.user.type(within(view.chat).getByRole('textbox'), '£80?{enter}');
    await view.user.click(await within(view.chat).findByRole('button', { name: 'Accept £170.10' }));
    await view.user.click(await within(view.chat).findByRole('button', { name: 'Add to basket' }));
    await within(view.chat).findByText('Added to your basket.');

    await waitFor(() =>
      expect(states.map(({ session }) => session.negotiation_status)).toEqual([
        'negotiating',
        'negotiating',
        'deal_agreed',
        'added_to_basket',
      ]),
    );
    expect(deals).toEqual([
      expect.objectContaining({
        session_id: view.sessionId,
        retailer_product_id: null,
        price_token: 'price.token.signed',
        price: 170.1,
      }),
    ]);
  });

  it('leaves starting again to the host when the negotiation ends without a deal', async () => {
    const view = await chatOn();
    view.fake.botSays({
      lines: ['I am afraid we cannot agree this time.'],
      session: { ended: true, negotiation_status: 'ended' },
    });
    await view.user.type(within(view.chat).getByRole('textbox'), '£1?{enter}');
    expect(await within(view.chat).findByText('This negotiation has ended.')).toBeTruthy();
    expect(within(view.chat).queryByRole('button', { name: 'Start a new negotiation' })).toBeNull();
  });

  it('says when the negotiation cannot be loaded, and tries again on request', async () => {
    const fake = createFakeApi();
    const sessionId = fake.startedByHost();
    // A 503 is tried again (a gateway's or a passing outage); the third in a row is shown.
    const down = { kind: 'status', status: 503, body: { errorMessage: 'Down' } } as const;
    fake.fail(down, down, down);
    const view = await renderSessionChat(fake, sessionId);
    cleanups.push(view.unmount);
    const alert = await within(view.chat).findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong on our side.');
    await view.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(view.chat).findByText('Hello! What would you like to offer?')).toBeTruthy();
    expect(fake.callsTo(widgetRoutes.findSession, { sessionId })).toHaveLength(4);
  });
});
