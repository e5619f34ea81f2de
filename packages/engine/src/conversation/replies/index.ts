import type { TChatLanguage } from '@parley/contract';
import { escapeBotText } from '@parley/contract/bot-text';
import { cyrb53 } from '../../random';
import { DE } from './de';
import { EN_GB } from './en-gb';
import { ES } from './es';
import { FR } from './fr';
import type { ReplyKey, ReplyTemplates } from './keys';

export { REPLY_KEYS, type ReplyKey, type ReplyTemplates } from './keys';

export const REPLY_TEMPLATES: Record<TChatLanguage, ReplyTemplates> = {
  'en-GB': EN_GB,
  fr: FR,
  de: DE,
  es: ES,
};

export type ReplyVars = Partial<
  Record<
    | 'subject'
    | 'price'
    | 'total'
    | 'quantity'
    | 'addon'
    | 'value'
    | 'url'
    | 'example'
    | 'competitor'
    | 'reason'
    | 'midpoint'
    | 'bid',
    string
  >
>;

/**
 * The placeholders that quote store or retailer data (a product's, basket's or contract's name, a
 * gift's name, a store's reason): a name written `<label|url>` must not become a link in the bot's
 * voice. The others are the engine's own amounts and numbers, and `{url}` the store's terms
 * address, which goes inside the link the template writes itself.
 */
const QUOTED: ReadonlySet<string> = new Set<keyof ReplyVars>(['subject', 'addon', 'reason']);

/**
 * One line in the conversation's language: a variant picked by the seed and the reply number
 * (the same conversation always reads the same), its placeholders filled. `shift` takes the next
 * variant instead (the one after the last wraps to the first), for a reply that would otherwise
 * read as the one before. A placeholder with no value is left out rather than shown as '{price}'.
 * The store's words it quotes (QUOTED) are escaped, so that they show as typed and never as a link.
 */
export function line(
  language: TChatLanguage,
  key: ReplyKey,
  vars: ReplyVars,
  pick: { seed: number; reply: number; shift?: number },
): string {
  const variants = REPLY_TEMPLATES[language][key];
  const index = (cyrb53(`${key}:${pick.reply}`, pick.seed) + (pick.shift ?? 0)) % variants.length;
  const template = variants[index] ?? variants[0];
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = vars[name as keyof ReplyVars] ?? '';
    return QUOTED.has(name) ? escapeBotText(value) : value;
  });
}
