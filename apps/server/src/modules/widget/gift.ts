import {
  addonBackground,
  addonTextColour,
  DEFAULT_CHAT_LANGUAGE,
  type TMessageGift,
} from '@parley/contract';
import type { ConversationSetup } from '@parley/engine';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { displayImageUrl } from '../images';
import { findAddonItemRow } from './repository';

// Building an Intl.NumberFormat costs about as much as a whole turn of the engine: once each.
const valueFormats = new Map<string, Intl.NumberFormat>();

/** The gift's value as the editor's Chat preview writes it, in the chat's language and currency. */
function valueText(amount: number, { language, currency }: ConversationSetup): string {
  const key = `${language} ${currency}`;
  let format = valueFormats.get(key);
  if (!format) {
    // '5,00 £' in French rather than '5,00 £GB': the shop's currency is never in doubt.
    const style = { style: 'currency', currency, currencyDisplay: 'narrowSymbol' } as const;
    format = new Intl.NumberFormat(language, style);
    valueFormats.set(key, format);
  }
  return format.format(amount);
}

/**
 * The card of the gift a reply puts on the table: only the turn the negotiation first offers it
 * (`offered` is the engine's, `before` the session's until this turn), read from the retailer's
 * add-on item as it stands, so the chat shows what the editor previews. Null otherwise, or when
 * the item has gone since the rule was chosen (the bot's line still names it). An uploaded banner
 * is shown as its WebP rendition, sized for the card.
 */
export async function offeredGift(
  db: Executor,
  config: Config,
  session: { retailerId: string; addonItemId: string | null; conversationSetup: ConversationSetup },
  offered: string | null,
): Promise<TMessageGift | null> {
  if (offered === null || offered === session.addonItemId) return null;
  const row = await findAddonItemRow(db, session.retailerId, offered);
  if (!row) return null;
  const setup = session.conversationSetup;
  const text = (values: Record<string, string>, fallback: string) =>
    values[setup.language] ?? values[DEFAULT_CHAT_LANGUAGE] ?? fallback;
  const background = addonBackground(row.addonBannerBackgroundColor);
  return {
    addon_item_id: row.id,
    name: text(row.localizedName, row.name),
    short_description: text(row.localizedShortDescription, ''),
    banner_image: row.addonBannerImage && displayImageUrl(config, row.addonBannerImage),
    background_color: background,
    text_color: addonTextColour(background),
    display_value: valueText(Number(row.displayValue), setup),
  };
}
