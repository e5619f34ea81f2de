import { parseBotText as parseLinks, WEB_AND_MAIL_LINKS } from '@parley/contract/bot-text';

export type { BotTextPart } from '@parley/contract/bot-text';

/** A bot line's text and links as the shopper sees them: web and mail links. */
export const parseBotText = (line: string) => parseLinks(line, WEB_AND_MAIL_LINKS);
