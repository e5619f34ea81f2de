import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeApi, FAKE_ORIGIN } from '../../test/fake-api';
import { renderWidget, unmountViews } from '../../test/harness';
import { CHAT_TEXT } from './chat-strings';

afterEach(unmountViews);

const french = CHAT_TEXT.fr;

describe('a reply that offers a gift with purchase', () => {
  it('shows the gift’s card under the bot’s lines, in the chat’s language', async () => {
    const fake = createFakeApi();
    fake.setDisplay({ show: true, theme: {}, language: 'fr' });
    fake.botSays(
      { lines: ['Bonjour ! Faites-moi une offre.'], expression: null },
      {
        lines: ['Si nous tombons d’accord à 170 €, je vous offre un cadeau : Sac en toile.'],
        expression: null,
        meta: {
          gift: {
            addon_item_id: 'gift-1',
            name: 'Sac en toile',
            short_description: 'Un sac offert',
            banner_image: '/uploads/tote.png',
            background_color: '#1B3A5C',
            text_color: '#FFFFFF',
            display_value: '12,50 €',
          },
        },
      },
    );
    renderWidget({ fake });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Negotiate' }));
    const dialog = await screen.findByRole('dialog', { name: french.chatTitle });
    await within(dialog).findByText('Bonjour ! Faites-moi une offre.');
    // The opening offers nothing.
    expect(within(dialog).queryByRole('figure')).toBeNull();

    await user.type(within(dialog).getByRole('textbox'), '150 €{enter}');
    const card = await within(dialog).findByRole('figure', {
      name: `${french.gift}: Sac en toile`,
    });
    const banner = within(card).getByRole('img', { name: 'Sac en toile' });
    // An uploaded banner lives on the server, not on the store's page.
    expect(banner.getAttribute('src')).toBe(`${FAKE_ORIGIN}/uploads/tote.png`);
    expect(within(card).getByText('Sac en toile', { selector: 'strong' })).toBeTruthy();
    expect(within(card).getByText('Un sac offert')).toBeTruthy();
    expect(within(card).getByText(french.giftWorth('12,50 €'))).toBeTruthy();
    expect(french.giftWorth('12,50 €')).toBe('D’une valeur de 12,50 €');
    expect(card.style.background).toBe('rgb(27, 58, 92)');
    expect(card.style.color).toBe('rgb(255, 255, 255)');
    // Under the line that offers it.
    const line = within(dialog).getByText(/je vous offre un cadeau/);
    expect(line.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
