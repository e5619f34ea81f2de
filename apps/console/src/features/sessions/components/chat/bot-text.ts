import { parseBotText as parseLinks, WEB_LINKS } from '@parley/contract/bot-text';

export type { BotTextPart } from '@parley/contract/bot-text';

/** A bot line's text and links as the console shows them: web links only. */
export const parseBotText = (line: string) => parseLinks(line, WEB_LINKS);

/** The line as plain words (links by their label), for the chat image. */
export const botTextPlain = (line: string) =>
  parseBotText(line)
    .map((part) => part.text)
    .join('');
