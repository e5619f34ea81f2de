import { describe, expect, it } from 'vitest';
import { CHAT_LANGUAGES } from '@parley/contract';
import { parseBotText, WEB_AND_MAIL_LINKS, WEB_LINKS } from '@parley/contract/bot-text';
import { conversationSetupOf, giftOf } from '../../test/support/conversation';
import { acceptStandingOffer, answerShopper } from './answer';
import { openConversation } from './open';
import type { ConversationSetup, TurnResult } from './types';

/**
 * Store data the bot quotes (issue 27, item 6): a product, gift or reason written as a bot link
 * `<label|url>` shows as typed, in the widget and in the console, and is never a link.
 */

const ATTACK = '<click|https://evil.example>';

/** Every line of the turns as the widget and the console parse them. */
const partsOf = (turns: readonly TurnResult[]) =>
  turns.flatMap((turn) =>
    turn.reply.lines.flatMap((line) => [
      parseBotText(line, WEB_AND_MAIL_LINKS),
      parseBotText(line, WEB_LINKS),
    ]),
  );
const linksOf = (turns: readonly TurnResult[]) =>
  partsOf(turns)
    .flat()
    .filter((part) => 'href' in part);
/** The lines as a shopper reads them. */
const shownOf = (turns: readonly TurnResult[]) =>
  turns.flatMap((turn) =>
    turn.reply.lines.map((line) =>
      parseBotText(line, WEB_AND_MAIL_LINKS)
        .map((part) => part.text)
        .join(''),
    ),
  );

function chat(setup: ConversationSetup, lines: readonly string[]): TurnResult[] {
  const turns = [openConversation(setup)];
  for (const text of lines) turns.push(answerShopper(setup, turns.at(-1)!.state, text));
  return turns;
}

describe('store data quoted in the bot’s lines', () => {
  it.each(CHAT_LANGUAGES)(
    'shows a product named as a link as typed, with no link (%s)',
    (language) => {
      const opened = openConversation(
        conversationSetupOf({ language, subject: `Bag ${ATTACK}`, termsUrl: null }),
      );
      expect(linksOf([opened])).toEqual([]);
      expect(shownOf([opened])[0]).toContain(`Bag ${ATTACK}`);
    },
  );

  it('shows a product name with backslashes and bars as typed', () => {
    const subject = 'Tote \\<b>|\\\\ \\';
    const opened = openConversation(conversationSetupOf({ subject }));
    expect(shownOf([opened])[0]).toContain(subject);
    expect(linksOf([opened])).toEqual([]);
  });

  it('shows a gift named as a link as typed, with no link', () => {
    const setup = conversationSetupOf({
      addons: [giftOf({ name: `a keyring ${ATTACK}`, displayValue: 12 })],
      maxBids: 8,
    });
    const turns = chat(setup, ['£76', '£79', '£80', '£81']);
    expect(shownOf(turns).some((line) => line.includes(`a keyring ${ATTACK}`))).toBe(true);
    expect(linksOf(turns)).toEqual([]);
  });

  it('shows a reason written as a link as typed, with no link', () => {
    const text = `Hand-stitched. ${ATTACK}`;
    const setup = conversationSetupOf({ reasons: [{ reasonId: 'r-1', text, language: null }] });
    const turns = chat(setup, ['£40', '£40']);
    expect(turns.at(-1)!.reply.quotedReasonId).toBe('r-1');
    expect(shownOf(turns).some((line) => line.endsWith(text))).toBe(true);
    expect(linksOf(turns)).toEqual([]);
  });

  it('still links the store’s terms, the link the bot writes itself', () => {
    const setup = conversationSetupOf({
      subject: `Bag ${ATTACK}`,
      termsUrl: 'https://shop.example/terms',
    });
    const deal = acceptStandingOffer(setup, openConversation(setup).state);
    expect(linksOf([deal])).toContainEqual({
      text: 'terms and conditions',
      href: 'https://shop.example/terms',
    });
    expect(linksOf([deal]).every((part) => part.href === 'https://shop.example/terms')).toBe(true);
  });
});
