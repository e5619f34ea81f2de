import { MantineProvider } from '@mantine/core';
import type { TChatMessage, TFollowupSession } from '@parley/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { chatMessage } from '../../../../../test/fixtures';
import { parseBotText } from './bot-text';
import { ChatMessages } from './ChatLog';
import { ChatWindow } from './ChatWindow';

const faces = (id: string) =>
  (['webm', 'mp4', 'svg'] as const).map((extension) => ({
    url: `/expressions/${id}.${extension}`,
    type: ({ webm: 'video/webm', mp4: 'video/mp4', svg: 'image/svg+xml' } as const)[extension],
  }));

function show(messages: TChatMessage[], onSelect?: (message: TChatMessage) => void) {
  return render(
    <MantineProvider env="test">
      <ChatMessages messages={messages} onSelect={onSelect} />
    </MantineProvider>,
  );
}

describe('The chat message display', () => {
  it('shows the shopper as a bubble and the bot as lines, in order', () => {
    show([
      chatMessage({ messages: ['Hello! Make me an offer.'] }),
      chatMessage({ user_message: 'Would you take £40?', messages: ['I can do £45.', 'Deal?'] }),
    ]);
    expect(screen.getByTestId('user-message')).toHaveTextContent('Would you take £40?');
    const bots = screen.getAllByTestId('bot-lines');
    expect(bots).toHaveLength(2);
    expect(within(bots[0] as HTMLElement).getByText('Hello! Make me an offer.')).toBeVisible();
    expect(within(bots[1] as HTMLElement).getByText('I can do £45.')).toBeVisible();
    expect(within(bots[1] as HTMLElement).getByText('Deal?')).toBeVisible();
    expect(screen.getAllByTestId('user-message')).toHaveLength(1);
  });

  it('plays the expression muted and inline at 400 by 224, then shows the still', () => {
    show([chatMessage({ expression: { expressionId: 'happy', sources: faces('happy') } })]);
    const video = screen.getByTestId<HTMLVideoElement>('expression-video');
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('width', '400');
    expect(video).toHaveAttribute('height', '224');
    const sources = [...video.querySelectorAll('source')].map((source) => [
      source.getAttribute('type'),
      source.getAttribute('src'),
    ]);
    expect(sources).toEqual([
      ['video/webm', `${window.location.origin}/expressions/happy.webm`],
      ['video/mp4', `${window.location.origin}/expressions/happy.mp4`],
    ]);
    expect(screen.queryByTestId('expression-still')).not.toBeInTheDocument();

    fireEvent.ended(video);
    expect(screen.queryByTestId('expression-video')).not.toBeInTheDocument();
    const still = screen.getByTestId('expression-still');
    expect(still).toHaveAttribute('src', `${window.location.origin}/expressions/happy.svg`);
    expect(still).toHaveAttribute('width', '400');
    expect(still).toHaveAttribute('height', '224');
  });

  it('shows the still as the poster, and in place of a video no source of which can play', () => {
    show([chatMessage({ expression: { expressionId: 'happy', sources: faces('happy') } })]);
    const video = screen.getByTestId<HTMLVideoElement>('expression-video');
    const stillUrl = `${window.location.origin}/expressions/happy.svg`;
    expect(video).toHaveAttribute('poster', stillUrl);
    const [webm, mp4] = [...video.querySelectorAll('source')];
    // Chromium without the codecs: each source fails in turn, the video itself reports nothing.
    fireEvent.error(webm!);
    expect(screen.getByTestId('expression-video')).toBeInTheDocument();
    fireEvent.error(mp4!);
    expect(screen.queryByTestId('expression-video')).not.toBeInTheDocument();
    expect(screen.getByTestId('expression-still')).toHaveAttribute('src', stillUrl);
  });

  it('draws no empty box when a video without a still cannot play', () => {
    show([
      chatMessage({
        expression: {
          expressionId: 'happy',
          sources: faces('happy').filter((s) => !s.url.endsWith('svg')),
        },
      }),
    ]);
    const video = screen.getByTestId<HTMLVideoElement>('expression-video');
    fireEvent.error([...video.querySelectorAll('source')].at(-1)!);
    expect(screen.queryByTestId('expression-video')).not.toBeInTheDocument();
    expect(screen.queryByTestId('expression-still')).not.toBeInTheDocument();
  });

  it('shows only the still of an expression without a video', () => {
    show([
      chatMessage({
        expression: {
          expressionId: 'sad',
          sources: faces('sad').filter((s) => s.url.endsWith('svg')),
        },
      }),
    ]);
    expect(screen.queryByTestId('expression-video')).not.toBeInTheDocument();
    expect(screen.getByTestId('expression-still')).toBeInTheDocument();
  });

  it('celebrates a deal with the discount and the deal price, verbatim', () => {
    show([
      chatMessage({
        expression: {
          expressionId: 'celebrate',
          sources: faces('celebrate'),
          percentage: '15%',
          dealPrice: '£42.50',
        },
      }),
      chatMessage({ expression: { expressionId: 'celebrate', sources: [], percentage: '5%' } }),
      chatMessage({ expression: { expressionId: 'celebrate', sources: [], dealPrice: '€9.99' } }),
    ]);
    expect(screen.getByText('You got a 15% discount!')).toBeInTheDocument();
    // The spec's words, with a non-breaking space before '!' so that it never wraps alone.
    expect(screen.getByText(/^You got a deal at £42.50/).textContent).toBe(
      'You got a deal at £42.50\u00a0!',
    );
    expect(screen.getByText('You got a 5% discount!')).toBeInTheDocument();
    expect(screen.getByText('You got a deal at €9.99 !')).toBeInTheDocument();
    expect(screen.getAllByText(/^You got a/)).toHaveLength(4);
  });

  it('turns <label|url> in bot text into a link to a new tab', () => {
    show([
      chatMessage({ messages: ['The <terms and conditions|https://shop.example/terms> apply.'] }),
    ]);
    const link = screen.getByRole('link', { name: 'terms and conditions' });
    expect(link).toHaveAttribute('href', 'https://shop.example/terms');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByTestId('bot-lines')).toHaveTextContent('The terms and conditions apply.');
  });

  it('styles a message the bot did not understand as an error', () => {
    show([
      chatMessage({
        user_message: 'blah',
        messages: ['Sorry?'],
        meta: { understanding_issues: ['no_intent'] },
      }),
      chatMessage({ user_message: 'ok', messages: ['Great.'], meta: { understanding_issues: [] } }),
    ]);
    const [misunderstood, understood] = screen.getAllByTestId('bot-lines');
    expect(misunderstood).toHaveAttribute('data-understanding-error', 'true');
    expect(within(misunderstood!).getByText('Not understood: no_intent')).toBeVisible();
    expect(understood).not.toHaveAttribute('data-understanding-error');
    expect(screen.getAllByText(/Not understood/)).toHaveLength(1);
  });

  it('marks a reply that quoted one of the store’s reasons, and only that one', () => {
    show([
      chatMessage({
        user_message: '£20',
        messages: ['That is too low for me.', 'Worth knowing:', 'Hand-stitched in Northampton.'],
        meta: { quoted_reason_id: 'reason-1' },
      }),
      chatMessage({ user_message: '£40', messages: ['I can do £45.'] }),
    ]);
    const [quoted, plain] = screen.getAllByTestId('bot-lines');
    expect(within(quoted!).getByTestId('quoted-reason')).toHaveTextContent(
      'Quoted one of the store’s reasons',
    );
    expect(within(plain!).queryByTestId('quoted-reason')).toBeNull();
  });
});

describe('Hostile content in the chat', () => {
  it('shows markup in shopper and bot text as text, never as HTML', () => {
    const { container } = show([
      chatMessage({
        user_message: '<script>window.hacked = 1</script><img src=x onerror="alert(1)">',
        messages: [
          '<script>alert("bot")</script>',
          '<b>bold</b> <a href="javascript:alert(1)">x</a>',
        ],
      }),
    ]);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByTestId('user-message')).toHaveTextContent(
      '<script>window.hacked = 1</script><img src=x onerror="alert(1)">',
    );
    expect(screen.getByText('<script>alert("bot")</script>')).toBeInTheDocument();
    expect(screen.getByText('<b>bold</b> <a href="javascript:alert(1)">x</a>')).toBeInTheDocument();
  });

  it('keeps javascript:, data:, mailto: and relative links inside <label|url> as plain text', () => {
    const lines = [
      'Click <here|javascript:alert(document.cookie)> now',
      'See <this|data:text/html,<script>alert(1)</script>>',
      'Open <that|data:text/html;base64,PHNjcmlwdD4=>',
      'Go <home|/admin/rules>',
      'Mail <us|mailto:a@b.example>',
      'Weird <case|JaVaScRiPt:alert(1)>',
    ];
    const { container } = show([chatMessage({ messages: lines })]);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(container.querySelector('a')).toBeNull();
    for (const line of lines) expect(screen.getByText(line)).toBeInTheDocument();
  });

  it('links only the web addresses of a line that mixes both', () => {
    show([
      chatMessage({ messages: ['<bad|javascript:alert(1)> and <good|http://shop.example/>'] }),
    ]);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'http://shop.example/');
    expect(screen.getByText(/<bad\|javascript:alert\(1\)> and/)).toBeInTheDocument();
  });

  it('never uses an expression source that is not a web address', () => {
    const { container } = show([
      chatMessage({
        expression: {
          expressionId: 'x',
          sources: [
            { url: 'javascript:alert(1)', type: 'video/mp4' },
            { url: 'data:image/svg+xml,<svg onload=alert(1)>', type: 'image/svg+xml' },
          ],
        },
      }),
    ]);
    expect(container.querySelector('video')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('parses links only to http and https', () => {
    expect(parseBotText('a <b|https://x.example/p?q=1> c')).toEqual([
      { text: 'a ' },
      { text: 'b', href: 'https://x.example/p?q=1' },
      { text: ' c' },
    ]);
    expect(parseBotText('<x|ftp://x.example/>')).toEqual([{ text: '<x|ftp://x.example/>' }]);
  });
});

describe('Tagging from the chat', () => {
  it('lets a click on a message pick it, but not a click on its link', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const picked = chatMessage({
      user_message: 'Is £30 ok?',
      messages: ['Read the <terms|https://shop.example/terms>.'],
    });
    show([picked], onSelect);
    await user.click(screen.getByText('Is £30 ok?'));
    expect(onSelect).toHaveBeenCalledWith(picked);
    onSelect.mockClear();
    screen
      .getByRole('link', { name: 'terms' })
      .addEventListener('click', (e) => e.preventDefault());
    await user.click(screen.getByRole('link', { name: 'terms' }));
    expect(onSelect).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Tag message' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('offers no tagging without a handler (retailer users)', () => {
    show([chatMessage({ user_message: 'Hi', messages: ['Hello'] })]);
    expect(screen.queryByRole('button', { name: 'Tag message' })).not.toBeInTheDocument();
  });
});

describe('The chat window', () => {
  const followup = (messages: TChatMessage[]): TFollowupSession => ({
    session_id: '40000000-0000-4000-8000-000000000001',
    created_at: '2025-03-02T10:00:00.000Z',
    summary_status: 'user_offer_accepted',
    messages,
  });

  it('has the Post-Abandonment tab only when the shopper came back', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const later = chatMessage({ user_message: 'Back again', messages: ['Welcome back'] });
    const { rerender } = render(
      <MantineProvider env="test">
        <ChatWindow messages={[chatMessage({ messages: ['Hi'] })]} followups={[]} timezone="UTC" />
      </MantineProvider>,
    );
    expect(screen.getByRole('tab', { name: 'Negotiation' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Post-Abandonment' })).not.toBeInTheDocument();

    rerender(
      <MantineProvider env="test">
        <ChatWindow
          messages={[chatMessage({ messages: ['Hi'] })]}
          followups={[followup([later])]}
          timezone="UTC"
          onSelect={onSelect}
        />
      </MantineProvider>,
    );
    await user.click(screen.getByRole('tab', { name: 'Post-Abandonment' }));
    expect(await screen.findByText('Back again')).toBeVisible();
    expect(screen.getByText('02/03/2025 10:00 AM')).toBeVisible();
    await user.click(screen.getByText('Welcome back'));
    expect(onSelect).toHaveBeenCalledWith(later);
  });
});
