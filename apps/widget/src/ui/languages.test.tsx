import { CHAT_LANGUAGES } from '@parley/contract';
import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeApi } from '../../test/fake-api';
import { renderSessionChat, renderWidget, unmountViews } from '../../test/harness';
import { CHAT_TEXT, type ChatText } from './chat-strings';

afterEach(unmountViews);

/** Every string of a table, functions called with a sample, in one flat list. */
function wordsOf(table: object): string[] {
  return Object.values(table).flatMap((value: unknown) => {
    if (typeof value === 'string') return [value];
    if (typeof value === 'function') return [String((value as (sample: number) => string)(12))];
    return wordsOf(value as object);
  });
}

describe("the widget's own words", () => {
  it('are translated whole in every language the bot speaks', () => {
    const english = wordsOf(CHAT_TEXT['en-GB']);
    for (const language of CHAT_LANGUAGES.filter((code) => code !== 'en-GB')) {
      const words = wordsOf(CHAT_TEXT[language]);
      expect(words, language).toHaveLength(english.length);
      // Labels that read the same in both ("E-mail", "Assistant") aside, each is its own.
      const same = words.filter((word, index) => word === english[index]);
      expect(same.length, `${language}: ${same.join(' | ')}`).toBeLessThanOrEqual(3);
    }
  });

  it("follow the chat's language as the server answered the display check", async () => {
    const fake = createFakeApi();
    fake.setDisplay({ show: true, theme: {}, language: 'fr' });
    renderWidget({ fake });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Negotiate' }));
    const french: ChatText = CHAT_TEXT.fr;
    const dialog = await screen.findByRole('dialog', { name: french.chatTitle });
    const input = within(dialog).getByRole('textbox', { name: french.messageLabel });
    expect(input.getAttribute('placeholder')).toBe(french.messagePlaceholder);
    expect(within(dialog).getByRole('button', { name: french.send })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: french.closeChat })).toBeTruthy();

    // The widget's own error wording follows too; a store's refusal is shown as the server wrote it.
    fake.fail({
      kind: 'status',
      status: 429,
      body: { errorMessage: 'Too many requests' },
      headers: { 'retry-after': '12' },
    });
    await user.type(input, '150 €{enter}');
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(french.errors.busy(12));
  });

  it("follow a host's negotiation's language in the embedded chat", async () => {
    const fake = createFakeApi();
    fake.setDisplay({ show: true, theme: {}, language: 'de' });
    const sessionId = fake.startedByHost();
    const view = await renderSessionChat(fake, sessionId);
    await waitFor(() =>
      expect(
        within(view.chat).getByRole('textbox', { name: CHAT_TEXT.de.messageLabel }),
      ).toBeTruthy(),
    );
  });
});
