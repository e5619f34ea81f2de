import {
  MSG,
  PRODUCT_FIELD,
  RECOVERY_MESSAGE_MAX,
  SESSION_MSG,
  endpoints,
  type TRecoveryDecision,
  type TSessionDetail,
} from '@parley/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../../../test/fake-server';
import { RETAILER_ID, adminUser, retailerUser } from '../../../../../test/fixtures';
import { renderApp } from '../../../../../test/render-app';
import { serveSessionDetail, sessionDetail } from './fake-session-detail-server';
import { serverPerTest } from '../../../../../test/server-per-test';

const RECOVERED = `recovered_${PRODUCT_FIELD}` as const;
const server = serverPerTest({ account: retailerUser });

/**
 * A shopper who walked away at £60 on an £80 jumper (walkaway £64) and left their name and
 * e-mail.
 */
const recoverable = (overrides: Partial<TSessionDetail> = {}) =>
  sessionDetail({
    summary_status: 'user_offer_available',
    is_recoverable: true,
    last_user_bid: 60,
    product_price: 80,
    walkaway_price: 64,
    user_name: 'Sam Shopper',
    user_email: 'sam@example.com',
    ...overrides,
  });

async function openRecovery(session: TSessionDetail, path?: string) {
  serveSessionDetail(server, [session]);
  const view = renderApp(path ?? `/retailers/${RETAILER_ID}/sessions/${session.session_id}`);
  const panel = await screen.findByRole('region', { name: 'Recovery' });
  return { ...view, panel };
}

const puts = (session: TSessionDetail) =>
  server.callsTo(endpoints.sessions.updateSession, { id: session.session_id });
/**
 * Confirm in the decision's form: the panel then shows `status`, and the one PUT carried the
 * decision on the shopper's £60 offer.
 */
async function confirmDecision(
  { user, panel, form, session }: Decision,
  status: string,
  decision: Omit<TRecoveryDecision, 'user_offer'>,
) {
  await user.click(within(form).getByRole('button', { name: 'Confirm' }));
  await waitFor(() =>
    expect(within(panel).getByTestId('recovery-status')).toHaveTextContent(status),
  );
  expect(puts(session)[0]?.body).toEqual({ [RECOVERED]: { user_offer: 60, ...decision } });
}

interface Decision {
  user: UserEvent;
  panel: HTMLElement;
  form: HTMLElement;
  session: TSessionDetail;
}

const errorOf = (field: HTMLElement) =>
  document.getElementById(
    field
      .getAttribute('aria-describedby')
      ?.split(' ')
      .find((id) => id.endsWith('error')) ?? '',
  );

describe('The recovery panel', () => {
  it('accepts the offer after the confirmation, with a reason required, then shows it decided', async () => {
    const session = recoverable();
    const { user, panel } = await openRecovery(session);
    expect(within(panel).getByTestId('recovery-status')).toHaveTextContent(
      'Recoverable - waiting for review',
    );
    expect(within(panel).getByText('£60.00')).toBeInTheDocument();
    // Who made the offer: the name and e-mail they left.
    expect(within(panel).getByTestId('recovery-shopper')).toHaveTextContent(
      'Shopper: Sam Shopper · sam@example.com',
    );
    await user.click(within(panel).getByRole('button', { name: 'Accept offer' }));
    const form = within(panel).getByRole('form', { name: 'Accept offer' });
    expect(within(form).getByText("Shopper's offer:")).toHaveTextContent("Shopper's offer: £60.00");
    expect(
      within(form).queryByRole('textbox', { name: 'Your final offer' }),
    ).not.toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Confirm' }));
    expect(await within(form).findByText(MSG.required)).toBeInTheDocument();
    expect(puts(session)).toHaveLength(0);

    await user.click(within(form).getByRole('textbox', { name: 'Reason' }));
    const labels = screen.getAllByRole('option').map((option) => option.textContent);
    expect(labels).toEqual(['Exception', 'Should have accepted', 'Clearing stock']);
    await user.click(screen.getByRole('option', { name: 'Should have accepted' }));
    await user.type(
      within(form).getByRole('textbox', { name: 'Message to the shopper' }),
      'Enjoy!',
    );
    expect(within(form).getByText(`6/${RECOVERY_MESSAGE_MAX}`)).toBeInTheDocument();
    await confirmDecision({ user, panel, form, session }, 'Recoverable - user offer accepted', {
      offer_type: 'accept',
      retailer_offer: 60,
      reason: 'should_have_accepted',
      retailer_message: 'Enjoy!',
    });
    expect(
      within(panel).getByText(/The link e-mailed to the shopper can be used once until/),
    ).toBeInTheDocument();
    expect(within(panel).getByText('Reason: Should have accepted')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Accept offer' })).not.toBeInTheDocument();
    // The session was loaded again after the decision.
    expect(
      server.callsTo(endpoints.sessions.findSession, { id: session.session_id }).length,
    ).toBeGreaterThan(1);
  });

  it('sends a final counter-offer from the walkaway price up to below the list price', async () => {
    const session = recoverable();
    const { user, panel } = await openRecovery(session);
    await user.click(within(panel).getByRole('button', { name: 'Final counter-offer' }));
    const form = within(panel).getByRole('form', { name: 'Final counter-offer' });
    expect(within(form).getByText('Walkaway price:')).toHaveTextContent('Walkaway price: £64.00');
    const offer = within(form).getByRole('textbox', { name: 'Your final offer' });
    await user.click(within(form).getByRole('textbox', { name: 'Reason' }));
    await user.click(screen.getByRole('option', { name: 'Clearing stock' }));

    await user.click(within(form).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(errorOf(offer)).toHaveTextContent(MSG.required));
    const outside = SESSION_MSG.counterOutsideLimits('£64.00', '£80.00');
    // Above the list price, at it, and above the shopper's offer but below the walkaway.
    for (const price of ['85', '80', '63.99']) {
      await user.clear(offer);
      await user.type(offer, price);
      await user.click(within(form).getByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(errorOf(offer)).toHaveTextContent(outside));
    }
    await user.clear(offer);
    await user.type(offer, '55');
    await user.click(within(form).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(errorOf(offer)).toHaveTextContent(SESSION_MSG.counterNotAboveOffer));
    expect(puts(session)).toHaveLength(0);

    // The walkaway price itself is the lowest counter-offer.
    await user.clear(offer);
    await user.type(offer, '64');
    await confirmDecision({ user, panel, form, session }, 'Recoverable - counter offer sent', {
      offer_type: 'counter',
      retailer_offer: 64,
      reason: 'clearing_stock',
      // An empty message is sent as null.
      retailer_message: null,
    });
    expect(within(panel).getByText(/Your final offer: £64\.00/)).toBeInTheDocument();
  });

  it('rejects the offer for good, with no reason or message', async () => {
    const session = recoverable();
    const { user, panel } = await openRecovery(session);
    await user.click(within(panel).getByRole('button', { name: 'Reject offer' }));
    const form = within(panel).getByRole('form', { name: 'Reject offer' });
    expect(within(form).queryByRole('textbox', { name: 'Reason' })).not.toBeInTheDocument();
    expect(
      within(form).queryByRole('textbox', { name: 'Message to the shopper' }),
    ).not.toBeInTheDocument();
    await confirmDecision(
      { user, panel, form, session },
      'No longer recoverable - user offer rejected',
      { offer_type: 'reject', retailer_offer: null, reason: null, retailer_message: null },
    );
    expect(within(panel).queryByText(/link e-mailed/)).not.toBeInTheDocument();
  });

  it('allows a message of 250 characters, not 251, and goes back without deciding', async () => {
    const session = recoverable();
    const { user, panel } = await openRecovery(session);
    await user.click(within(panel).getByRole('button', { name: 'Accept offer' }));
    const form = within(panel).getByRole('form', { name: 'Accept offer' });
    await user.click(within(form).getByRole('textbox', { name: 'Reason' }));
    await user.click(screen.getByRole('option', { name: 'Exception' }));
    const message = within(form).getByRole('textbox', { name: 'Message to the shopper' });
    await user.click(message);
    await user.paste('x'.repeat(RECOVERY_MESSAGE_MAX + 1));
    expect(within(form).getByText(`251/${RECOVERY_MESSAGE_MAX}`)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Confirm' }));
    expect(await within(form).findByText(SESSION_MSG.recoveryMessageTooLong)).toBeInTheDocument();
    expect(puts(session)).toHaveLength(0);

    await user.type(message, '{Backspace}');
    expect(within(form).getByText(`250/${RECOVERY_MESSAGE_MAX}`)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Back' }));
    expect(within(panel).queryByRole('form')).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Reject offer' })).toBeInTheDocument();
    expect(puts(session)).toHaveLength(0);
  });

  it("shows the server's refusal in a red notification", async () => {
    const session = recoverable();
    serveSessionDetail(server, [session]);
    server.on(endpoints.sessions.updateSession, () =>
      json(422, { errorMessage: SESSION_MSG.recoveryAlreadyDecided }),
    );
    const { user } = renderApp(`/retailers/${RETAILER_ID}/sessions/${session.session_id}`);
    const panel = await screen.findByRole('region', { name: 'Recovery' });
    await user.click(within(panel).getByRole('button', { name: 'Reject offer' }));
    await user.click(within(panel).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(SESSION_MSG.recoveryAlreadyDecided)).toBeInTheDocument();
  });

  it('is offered to administrators too, and not on other statuses', async () => {
    server.signIn(adminUser());
    const session = recoverable();
    const { panel } = await openRecovery(session, `/sessions/${session.session_id}`);
    expect(within(panel).getByRole('button', { name: 'Accept offer' })).toBeInTheDocument();
  });

  it('keeps the decided offer once the shopper bought through the link and checked out', async () => {
    const session = sessionDetail({
      summary_status: 'checkout',
      negotiation_status: 'checkout',
      last_user_bid: 60,
      product_price: 80,
      [RECOVERED]: {
        offer_type: 'counter',
        retailer_offer: 70,
        user_offer: 60,
        retailer_message: 'Today only.',
        reason: 'clearing_stock',
        decided_at: '2025-03-01T10:00:00.000Z',
        link_expires_at: '2025-03-02T10:00:00.000Z',
        redeemed_at: '2025-03-01T12:00:00.000Z',
      },
    });
    const { panel } = await openRecovery(session);
    expect(within(panel).getByTestId('recovery-status')).toHaveTextContent('Sent to Checkout');
    expect(within(panel).getByText(/Your final offer: £70\.00/)).toBeInTheDocument();
    expect(within(panel).getByText(/The shopper bought through the link on/)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Accept offer' })).not.toBeInTheDocument();
  });

  it('has no panel on a session without an offer', async () => {
    const session = sessionDetail({ summary_status: 'sold', negotiation_status: 'purchased' });
    serveSessionDetail(server, [session]);
    renderApp(`/retailers/${RETAILER_ID}/sessions/${session.session_id}`);
    await screen.findByRole('region', { name: 'Details' });
    expect(screen.queryByRole('region', { name: 'Recovery' })).not.toBeInTheDocument();
  });
});
