import { widgetRoutes } from '@parley/contract/widget-routes';
import { screen, waitFor, within } from '@testing-library/dom';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeApi } from '../../test/fake-api';
import { openChat, unmountViews } from '../../test/harness';

afterEach(unmountViews);

async function chatWith(...lines: string[]) {
  const fake = createFakeApi();
  fake.botSays({ lines, expression: null });
  const view = await openChat({ fake });
  return view;
}

describe('messages', () => {
  it('shows a <script> in bot and shopper text as text, never as markup', async () => {
    const evil = '<script>window.hacked = true</script><img src=x onerror="alert(1)">';
    const view = await chatWith(evil);
    const line = view.dialog.querySelector('.pw-bot-line');
    expect(line?.textContent).toBe(`Assistant: ${evil}`);
    expect(view.dialog.querySelector('script, img')).toBeNull();

    view.fake.botSays({ lines: ['Noted.'], expression: null });
    await view.user.type(within(view.dialog).getByRole('textbox'), '<b>£150</b>{enter}');
    const mine = await within(view.dialog).findByText('<b>£150</b>');
    expect(mine.querySelector('b')).toBeNull();
    expect(view.fake.callsTo(widgetRoutes.sendMessage)[0]?.body).toEqual({ text: '<b>£150</b>' });
  });

  it('turns <label|url> into a link to a new tab, and leaves unsafe ones as text', async () => {
    const view = await chatWith(
      'See <our returns policy|https://shop.example/returns> first.',
      'Or <click me|javascript:alert(1)>.',
    );
    const link = within(view.dialog).getByRole('link', { name: 'our returns policy' });
    expect(link.getAttribute('href')).toBe('https://shop.example/returns');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    expect(link.parentElement?.textContent).toBe('Assistant: See our returns policy first.');
    expect(within(view.dialog).queryByRole('link', { name: 'click me' })).toBeNull();
    expect(within(view.dialog).getByText('Or <click me|javascript:alert(1)>.')).toBeTruthy();
  });

  it('styles a reply the bot did not understand, and shows the bot’s reaction', async () => {
    const view = await chatWith('Hello!');
    expect(view.dialog.querySelector('.pw-misunderstood')).toBeNull();
    view.fake.botSays({
      lines: ['Sorry, I did not get that.'],
      expression: null,
      meta: { understanding_issues: ['no_offer'], bot_reaction: 'thinking' },
    });
    await view.user.type(within(view.dialog).getByRole('textbox'), 'blah{enter}');
    const line = await within(view.dialog).findByText('Sorry, I did not get that.');
    expect(line.closest('.pw-misunderstood')).not.toBeNull();
    expect(
      within(view.dialog).getByRole('img', { name: 'The assistant reacted: thinking' }),
    ).toBeTruthy();
  });

  it('lets the shopper react to a bot reply, and take the reaction back', async () => {
    const view = await chatWith('Hello!');
    const heart = within(view.dialog).getByRole('button', { name: 'Love it' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    await view.user.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    await view.user.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
    const bodies = view.fake.callsTo(widgetRoutes.reactToMessage).map((call) => call.body);
    expect(bodies).toMatchObject([{ user_reaction: 'heart' }, { user_reaction: null }]);
  });
});

describe('expressions', () => {
  it('plays the new reply’s video muted, then shows the still image', async () => {
    const view = await openChat();
    const video = view.dialog.querySelector('video');
    expect(video?.muted).toBe(true);
    expect(video?.autoplay).toBe(true);
    expect(video?.querySelector('source')?.getAttribute('src')).toBe(
      'https://parley.test/expressions/smile.webm',
    );
    await act(() => void video?.dispatchEvent(new Event('ended')));
    expect(view.dialog.querySelector('video')).toBeNull();
    expect(view.dialog.querySelector('img.pw-expression')?.getAttribute('src')).toBe(
      'https://parley.test/expressions/smile.svg',
    );
  });

  it('shows only the still image when the shopper prefers reduced motion', async () => {
    const view = await openChat({ reducedMotion: true });
    expect(view.dialog.querySelector('video')).toBeNull();
    expect(view.dialog.querySelector('img.pw-expression')).not.toBeNull();
  });
});

describe('keyboard', () => {
  it('keeps Tab inside the dialog, and Escape closes it back to the button', async () => {
    const view = await chatWith('Hello!');
    const { user, dialog } = view;
    const input = within(dialog).getByRole('textbox', { name: 'Your message' });
    const close = within(dialog).getByRole('button', { name: 'Close chat' });
    expect(document.activeElement).toBe(input);

    await user.type(input, '150');
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Send' }));
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Send' }));

    close.focus();
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Negotiate' }));
  });

  it('pulls stray focus back, and closes with Escape even when focus fell to the page', async () => {
    const view = await chatWith('Hello!');
    const outside = document.createElement('button');
    outside.textContent = 'A page button';
    document.body.append(outside);
    outside.focus();
    expect(view.dialog.contains(document.activeElement)).toBe(true);

    const focused = document.activeElement;
    if (focused instanceof HTMLElement) focused.blur();
    expect(document.activeElement).toBe(document.body);
    await view.user.tab();
    expect(view.dialog.contains(document.activeElement)).toBe(true);

    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    await view.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    outside.remove();
  });

  it('sends with Enter and names every button', async () => {
    const view = await chatWith('Hello!');
    await view.user.type(within(view.dialog).getByRole('textbox'), 'How about £150?{enter}');
    await within(view.dialog).findByText('I can do £170.10 for you.');
    for (const button of within(view.dialog).getAllByRole('button')) {
      expect(button.textContent?.trim() || button.getAttribute('aria-label')).toBeTruthy();
    }
  });
});
