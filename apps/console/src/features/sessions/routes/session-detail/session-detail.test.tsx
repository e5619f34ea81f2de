import { MSG, endpoints, type TSessionRuleMatch } from '@parley/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  OTHER_RETAILER_ID,
  RETAILER_ID,
  adminUser,
  chatMessage,
  retailer,
  retailerUser,
} from '../../../../../test/fixtures';
import { renderApp } from '../../../../../test/render-app';
import { nextId, serveSessionDetail, sessionDetail } from './fake-session-detail-server';
import { serverPerTest } from '../../../../../test/server-per-test';

const server = serverPerTest();

const IN_RETAILER = (id: string, search = '') =>
  `/retailers/${RETAILER_ID}/sessions/${id}${search}`;
const card = (name: string) => screen.getByRole('region', { name });
const valueOf = (region: HTMLElement, label: string) =>
  within(region).getByRole('rowheader', { name: label }).closest('tr')?.querySelector('td');

const RULES: TSessionRuleMatch[] = [
  {
    name: 'Whole Store',
    activated: true,
    visibility: 'retailer',
    retailer_id: RETAILER_ID,
    rule_id: '70000000-0000-4000-8000-000000000001',
    algorithm_version: null,
  },
  {
    name: 'a_baseline experiment',
    activated: true,
    visibility: 'admin',
    retailer_id: null,
    rule_id: '70000000-0000-4000-8000-000000000002',
    algorithm_version: 'a_baseline',
  },
];

describe('Session detail for a retailer user', () => {
  beforeEach(() => server.signIn(retailerUser()));

  it('shows the cards with money in the store currency and hides the admin extras', async () => {
    const session = sessionDetail({
      addon_item: {
        name: 'Free socks',
        short_description: 'A pair of socks',
        display_value: 'Worth £5',
        synthetic_value: 5,
      },
      addon_item_id: 'addon-1',
      rules: RULES,
      features: [
        { name: 'multi_language', enabled: true },
        { name: 'haggle_humour', enabled: false },
      ],
      currency_symbol: '€',
      user_name: 'Sam Shopper',
      retailer_order_number: 'ORD-9',
      has_terms_url: true,
      retailer_terms_agreed: true,
    });
    serveSessionDetail(server, [session]);
    renderApp(IN_RETAILER(session.session_id));
    expect(await screen.findByRole('heading', { name: 'Details', level: 2 })).toBeInTheDocument();
    const details = await screen.findByRole('region', { name: 'Details' });
    const expected = {
      'Session ID': session.session_id,
      Status: 'Negotiated',
      Product: 'Wool Jumper',
      'List Price': '€80.00',
      'Current Price': '€70.00',
      'Walkaway Price': '€64.00',
      Objective: 'Balance Performance',
      'Order Number': 'ORD-9',
      'Customer Name': 'Sam Shopper',
      'Terms Agreed': 'Yes',
      Created: '01/07/2025 09:00 AM',
    };
    for (const [label, value] of Object.entries(expected)) {
      expect(valueOf(details, label)).toHaveTextContent(value);
    }
    expect(within(details).getByRole('link', { name: 'Wool Jumper' })).toHaveAttribute(
      'target',
      '_blank',
    );
    for (const hidden of [
      'Retailer Name',
      'Last User Bid',
      'Target Discount',
      'Engagement',
      'Chattiness',
      'Data Quality',
    ]) {
      expect(within(details).queryByRole('rowheader', { name: hidden })).not.toBeInTheDocument();
    }
    expect(valueOf(details, 'Current Price')).toHaveTextContent(/^€70\.00$/);
    expect(valueOf(card('Add-on Details'), 'Name')).toHaveTextContent('Free socks');
    expect(valueOf(card('Add-on Details'), 'Synthetic Value')).toHaveTextContent('€5.00');
    const features = card('Active Features');
    expect(within(features).getByText('multi_language')).toBeInTheDocument();
    expect(within(features).queryByText('haggle_humour')).not.toBeInTheDocument();

    const rules = card('Matched Rules');
    expect(within(rules).getByRole('link', { name: 'Whole Store' })).toHaveAttribute(
      'href',
      `/retailers/${RETAILER_ID}/rules/${RULES[0]?.rule_id}`,
    );
    // An algorithm rule is named but not linked for a retailer user.
    expect(within(rules).getByText('a_baseline experiment')).toBeInTheDocument();
    expect(
      within(rules).queryByRole('link', { name: 'a_baseline experiment' }),
    ).not.toBeInTheDocument();

    for (const region of ['Algorithm Details', 'Price Graph']) {
      expect(screen.queryByRole('region', { name: region })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Annotate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save chat as Image' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tag message' })).not.toBeInTheDocument();
  });

  it('names the cohorts the shopper was in, and has no such line without any', async () => {
    const session = sessionDetail({
      cohorts: [
        { cohort_id: nextId(), name: 'Newsletter' },
        { cohort_id: nextId(), name: 'VIP customers' },
      ],
    });
    const without = sessionDetail({ session_prev_id: session.session_id });
    serveSessionDetail(server, [session, without]);
    const { router } = renderApp(IN_RETAILER(session.session_id));
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(valueOf(details, 'User Cohorts')).toHaveTextContent(/^Newsletter, VIP customers$/);
    await router.navigate(IN_RETAILER(without.session_id));
    await waitFor(() =>
      expect(valueOf(card('Details'), 'Session ID')).toHaveTextContent(without.session_id),
    );
    expect(
      within(card('Details')).queryByRole('rowheader', { name: 'User Cohorts' }),
    ).not.toBeInTheDocument();
  });

  it("reads '- error -' for an objective outside the known ones", async () => {
    const session = sessionDetail({ objective: 'maximise_chaos' });
    serveSessionDetail(server, [session]);
    renderApp(IN_RETAILER(session.session_id));
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(valueOf(details, 'Objective')).toHaveTextContent(MSG.objectiveUnknown);
  });

  it('walks to the previous and next sessions keeping the filters', async () => {
    const prev = nextId();
    const next = nextId();
    const session = sessionDetail({ session_prev_id: prev, session_next_id: next });
    serveSessionDetail(server, [
      session,
      sessionDetail({ session_id: next, session_prev_id: session.session_id }),
    ]);
    const search = '?summaryStatus=sold&timeRange=7d&startDate=2025-06-25&endDate=2025-07-01&tag=x';
    const { user, location } = renderApp(IN_RETAILER(session.session_id, search));
    const previous = await screen.findByRole('link', { name: 'Previous session' });
    const filters = 'summaryStatus=sold&timeRange=7d&startDate=2025-06-25&endDate=2025-07-01';
    expect(previous).toHaveAttribute('href', IN_RETAILER(prev, `?${filters}`));
    const call = server.callsTo(endpoints.sessions.findSession, { id: session.session_id }).at(-1);
    expect(call?.query.get('retailer_id')).toBe(RETAILER_ID);
    expect(call?.query.get('summaryStatus')).toBe('sold');
    expect(call?.query.get('startDate')).toBe('2025-06-25');
    expect(call?.query.has('tag')).toBe(false);

    await user.click(screen.getByRole('link', { name: 'Next session' }));
    await waitFor(() => expect(location()).toBe(IN_RETAILER(next, `?${filters}`)));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Previous session' })).toHaveAttribute(
        'href',
        IN_RETAILER(session.session_id, `?${filters}`),
      ),
    );
    // The last session of the list has no next one.
    expect(screen.getByRole('button', { name: 'Next session' })).toBeDisabled();
  });

  it('shows the server refusal in a red notification with the way back', async () => {
    serveSessionDetail(server, []);
    renderApp(IN_RETAILER(nextId(), '?summaryStatus=sold'));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.notFound);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      `/retailers/${RETAILER_ID}/sessions?summaryStatus=sold`,
    );
  });

  it('has the Post-Abandonment tab when the shopper came back', async () => {
    const session = sessionDetail({
      messages: [chatMessage({ messages: ['Hello'] })],
      followup_sessions: [
        {
          session_id: nextId(),
          created_at: '2025-07-03T08:00:00.000Z',
          summary_status: 'sold',
          messages: [chatMessage({ user_message: 'I am back', messages: ['Welcome back'] })],
        },
      ],
    });
    serveSessionDetail(server, [session]);
    const { user } = renderApp(IN_RETAILER(session.session_id));
    await user.click(await screen.findByRole('tab', { name: 'Post-Abandonment' }));
    expect(await screen.findByText('I am back')).toBeVisible();
  });

  it('shows the card of the gift a reply offered, as the shopper saw it', async () => {
    const session = sessionDetail({
      messages: [
        chatMessage({ messages: ['Bonjour !'] }),
        chatMessage({
          user_message: '150 €',
          messages: ['Si nous tombons d’accord à 170 €, je vous offre un cadeau : Sac en toile.'],
          meta: {
            gift: {
              addon_item_id: 'addon-1',
              name: 'Sac en toile',
              short_description: 'Un sac offert',
              banner_image: 'https://cdn.example.com/tote.png',
              background_color: '#1B3A5C',
              text_color: '#FFFFFF',
              display_value: '12,50 €',
            },
          },
        }),
      ],
    });
    serveSessionDetail(server, [session]);
    renderApp(IN_RETAILER(session.session_id));
    const chat = await screen.findByRole('log', { name: 'Negotiation chat' });
    const gift = within(chat).getByRole('figure', { name: 'Gift with purchase: Sac en toile' });
    expect(within(gift).getByRole('img', { name: 'Sac en toile' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/tote.png',
    );
    expect(within(gift).getByText('Sac en toile')).toBeVisible();
    expect(within(gift).getByText('Un sac offert')).toBeVisible();
    expect(within(gift).getByText('Worth 12,50 €')).toBeVisible();
    expect(gift).toHaveStyle({ background: '#1B3A5C', color: '#FFFFFF' });
    expect(within(chat).getAllByRole('figure')).toHaveLength(1);
  });
});

describe('Session detail for an administrator', () => {
  beforeEach(() => server.signIn(adminUser()));

  it('adds the retailer, percentages, last bid, scores, algorithm and price graph', async () => {
    const session = sessionDetail({
      rules: RULES,
      messages: [
        chatMessage({ messages: ['Hi'], interaction_data: { offer: 80, round: 0 } }),
        chatMessage({ user_message: '£50?', interaction_data: { offer: 75, bid: 50, round: 1 } }),
      ],
    });
    serveSessionDetail(server, [session]);
    renderApp(`/sessions/${session.session_id}`);
    const details = await screen.findByRole('region', { name: 'Details' });
    const expected = {
      'Retailer Name': 'Demo Store',
      'Current Price': '£70.00 (87.5%)',
      'Walkaway Price': '£64.00 (20%)',
      'Target Discount': '10% (£8.00)',
      'Last User Bid': '£60.00 (25%)',
      Engagement: '4.2 / 5.0high',
      Chattiness: '3.5 / 5.0chatty',
      'Data Quality': '0',
    };
    for (const [label, value] of Object.entries(expected)) {
      expect(valueOf(details, label)).toHaveTextContent(value);
    }
    const rules = card('Matched Rules');
    expect(within(rules).getByRole('link', { name: 'a_baseline experiment' })).toHaveAttribute(
      'href',
      `/admin/rules/${RULES[1]?.rule_id}?context=admin:algorithm`,
    );
    expect(within(rules).getByRole('link', { name: 'Whole Store' })).toHaveAttribute(
      'href',
      `/retailers/${RETAILER_ID}/rules/${RULES[0]?.rule_id}`,
    );
    expect(valueOf(card('Algorithm Details'), 'Version')).toHaveTextContent('a_baseline');
    expect(valueOf(card('Algorithm Details'), 'exp_max_bids')).toHaveTextContent('6');
    const graph = within(card('Price Graph')).getByRole('img', { name: 'Price graph' });
    const positions = [...graph.querySelectorAll('circle')].map((circle) => [
      circle.getAttribute('data-marker'),
      circle.getAttribute('data-position'),
    ]);
    // List £80 is the top, walkaway £64 the bottom; a bid below the walkaway sits at 0.2 %.
    expect(positions).toEqual([
      ['offer', '99.9'],
      ['offer', '68.75'],
      ['bid', '0.2'],
    ]);
    expect(screen.getByRole('button', { name: 'Annotate' })).toBeInTheDocument();
    // The retailer has no chat_export feature.
    expect(screen.queryByRole('button', { name: 'Save chat as Image' })).not.toBeInTheDocument();
    expect(
      server
        .callsTo(endpoints.sessions.findSession, { id: session.session_id })[0]
        ?.query.has('retailer_id'),
    ).toBe(false);
  });

  it("links another retailer's rule into that retailer and shows the image button with chat_export", async () => {
    server.retailers.set(
      OTHER_RETAILER_ID,
      retailer({ id: OTHER_RETAILER_ID, name: 'Other Shop', available_features: ['chat_export'] }),
    );
    const rule = { ...RULES[0]!, retailer_id: OTHER_RETAILER_ID };
    const session = sessionDetail({ retailer_id: OTHER_RETAILER_ID, rules: [rule] });
    serveSessionDetail(server, [session]);
    renderApp(`/sessions/${session.session_id}`);
    expect(await screen.findByRole('button', { name: 'Save chat as Image' })).toBeInTheDocument();
    expect(
      within(card('Matched Rules')).getByRole('link', { name: 'Whole Store' }),
    ).toHaveAttribute('href', `/retailers/${OTHER_RETAILER_ID}/rules/${rule.rule_id}`);
  });
});
