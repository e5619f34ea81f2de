import type { TMessageGift } from '@parley/contract';
import { resolved } from './asset-url';
import { useText } from './text-context';

/**
 * The gift with purchase a reply offers, as the retailer previews it in the console's editor:
 * banner, name, short description and value on the card's colours (the server picks a text
 * colour that reads on the background). A figure named after the gift, so a screen reader
 * announces it as one thing; every text is a text node.
 */
export function GiftCard({ gift, assetOrigin }: { gift: TMessageGift; assetOrigin: string }) {
  const words = useText();
  const banner = gift.banner_image && resolved(gift.banner_image, assetOrigin);
  return (
    <figure
      class="pw-gift"
      aria-label={`${words.gift}: ${gift.name}`}
      style={{ background: gift.background_color, color: gift.text_color }}
    >
      {banner && <img src={banner} alt={gift.name} />}
      <figcaption>
        <strong>{gift.name}</strong>
        {gift.short_description && <span>{gift.short_description}</span>}
        <span>{words.giftWorth(gift.display_value)}</span>
      </figcaption>
    </figure>
  );
}
