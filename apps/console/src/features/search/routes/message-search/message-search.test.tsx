import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OTHER_RETAILER_ID, adminUser } from '../../../../../test/fixtures';
import { renderApp } from '../../../../../test/render-app';
import { searchCalls, searchMessage, serveSearch } from './fake-search-server';
import { serverPerTest } from '../../../../../test/server-per-test';

const server = serverPerTest({ account: adminUser });

const SEARCH = '/admin/search';
const field = (name: string) => screen.getByRole('textbox', { name });
const LONG = 'I would really like this jumper but it is far too expensive for me today';

describe('message search', () => {
  it('lists session ID, user and bot messages cut to 50 characters plus ...', async () => {
    const message = searchMessage({ user_message: LONG, bot_message: 'Short reply.' });
    serveSearch(server, [message]);
    renderApp(SEARCH);
    expect(await screen.findByRole('heading', { name: 'Message Search' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: message.parley_id });
    const row = link.closest('tr')!;
    expect(within(row).getByText(`${LONG.slice(0, 50)}...`)).toBeInTheDocument();
    expect(within(row).getByText('Short reply.')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Session ID',
      'User Message',
      'Bot Message',
    ]);
    expect(screen.getByText('1-1 of 1 records')).toBeInTheDocument();
    expect(link).toHaveAttribute('href', `/sessions/${message.parley_id}`);
  });

  it('opens the session when a row is clicked', async () => {
    const message = searchMessage();
    serveSearch(server, [message]);
    const { user, location } = renderApp(SEARCH);
    await user.click(await screen.findByText('I can do 60.'));
    await waitFor(() => expect(location()).toBe(`/sessions/${message.parley_id}`));
  });

  it('shows 10000+ at the cap and pages by 20', async () => {
    const messages = Array.from({ length: 25 }, (_, index) =>
      searchMessage({ bot_message: `Reply ${index + 1}` }),
    );
    serveSearch(server, messages, { total: 10_000 });
    const { user, location } = renderApp(SEARCH);
    expect(await screen.findByText('1-20 of 10000+ records')).toBeInTheDocument();
    expect(screen.queryByText('Reply 21')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(location()).toBe(`${SEARCH}?offset=20`));
    expect(await screen.findByText('Reply 21')).toBeInTheDocument();
    expect(searchCalls(server).at(-1)?.query.get('offset')).toBe('20');
  });

  it('searches the typed text only once typing pauses for 500 ms', async () => {
    serveSearch(server, [searchMessage({ user_message: 'Do you have it in blue?' })]);
    const { user, location } = renderApp(`${SEARCH}?offset=20`);
    await screen.findByRole('heading', { name: 'Message Search' });
    await user.type(field('User Message'), 'blue');
    const typedAt = Date.now();
    // Not yet: nothing has asked for the text.
    expect(searchCalls(server).some((call) => call.query.has('userMessage'))).toBe(false);
    await waitFor(() => expect(location()).toBe(`${SEARCH}?userMessage=blue`));
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(450);
    await waitFor(() => expect(searchCalls(server).at(-1)?.query.get('userMessage')).toBe('blue'));
    // One search for the whole word, not one per key.
    expect(searchCalls(server).filter((call) => call.query.has('userMessage'))).toHaveLength(1);
  });

  it('puts a page and a typed word in the history as one entry each, which Back undoes', async () => {
    const messages = Array.from({ length: 25 }, (_, index) =>
      searchMessage({ bot_message: `Reply ${index + 1}` }),
    );
    serveSearch(server, messages);
    const { user, location, router } = renderApp(`${SEARCH}?sortOrder=match`);
    await screen.findByText('Reply 1');
    await user.click(screen.getByRole('button', { name: '2' }));
    const second = `${SEARCH}?sortOrder=match&offset=20`;
    await waitFor(() => expect(location()).toBe(second));
    expect(await screen.findByText('Reply 21')).toBeInTheDocument();
    await user.type(field('User Message'), 'blue');
    await waitFor(() => expect(location()).toBe(`${SEARCH}?sortOrder=match&userMessage=blue`));

    // One step back from the word is the page before it, not the word but its last letter.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(location()).toBe(second));
    await waitFor(() => expect(field('User Message')).toHaveValue(''));
    expect(await screen.findByText('Reply 21')).toBeInTheDocument();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(location()).toBe(`${SEARCH}?sortOrder=match`));
  });

  it('keeps the sort order, feedback and retailer filters in the URL', async () => {
    serveSearch(server, [searchMessage()]);
    const { user, location } = renderApp(SEARCH);
    await user.click(await screen.findByRole('textbox', { name: 'Sort Order' }));
    await user.click(await screen.findByRole('option', { name: 'Best Match' }));
    await waitFor(() => expect(location()).toBe(`${SEARCH}?sortOrder=match`));
    // Each step waits for the page to show the last one before the next.
    await waitFor(() => expect(field('Sort Order')).toHaveValue('Best Match'));
    await user.click(screen.getByRole('checkbox', { name: 'Limit to Feedback Messages' }));
    await waitFor(() => expect(location()).toBe(`${SEARCH}?sortOrder=match&feedbackOnly=true`));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Limit to Feedback Messages' })).toBeChecked(),
    );
    await user.click(await screen.findByRole('textbox', { name: 'Retailer' }));
    await user.click(await screen.findByRole('option', { name: 'Other Shop' }));
    await waitFor(() =>
      expect(location()).toBe(
        `${SEARCH}?sortOrder=match&feedbackOnly=true&retailerId=${OTHER_RETAILER_ID}`,
      ),
    );
    await waitFor(() => expect(field('Retailer')).toHaveValue('Other Shop'));
  });

  it('clears every filter with Reset', async () => {
    serveSearch(server, [searchMessage()]);
    const { user, location } = renderApp(
      `${SEARCH}?sortOrder=match&feedbackOnly=true&userMessage=cheaper&botMessage=sorry&offset=20`,
    );
    await waitFor(() => expect(field('Bot Message')).toHaveValue('sorry'));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(location()).toBe(SEARCH));
    await waitFor(() => expect(field('Sort Order')).toHaveValue('Most Recent'));
    expect(field('User Message')).toHaveValue('');
    expect(field('Bot Message')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Limit to Feedback Messages' })).not.toBeChecked();
  });

  it('shows the filters of the URL', async () => {
    serveSearch(server, [searchMessage()]);
    renderApp(`${SEARCH}?userMessage=cheaper&botMessage=deal&feedbackOnly=true&sortOrder=match`);
    await waitFor(() => expect(field('User Message')).toHaveValue('cheaper'));
    expect(field('Bot Message')).toHaveValue('deal');
    expect(field('Sort Order')).toHaveValue('Best Match');
    expect(screen.getByRole('checkbox', { name: 'Limit to Feedback Messages' })).toBeChecked();
    const query = searchCalls(server)[0]!.query;
    expect(Object.fromEntries([...query].filter(([key]) => key !== '_'))).toEqual({
      sortOrder: 'match',
      userMessage: 'cheaper',
      botMessage: 'deal',
      feedbackOnly: 'true',
      offset: '0',
    });
  });

  it('has no Retailer filter when there are no retailers', async () => {
    serveSearch(server, [searchMessage()], { retailers: [] });
    renderApp(SEARCH);
    expect(await screen.findByText('I can do 60.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Retailer' })).not.toBeInTheDocument();
  });
});
