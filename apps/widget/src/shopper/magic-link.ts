import type { KeyValueStore } from './storage';

export const MAGIC_LINK_PARAM = 'parley_link';
const LINK_KEY = 'parley:link';
/** A magic link keeps working this long after the shopper arrived through it. */
export const MAGIC_LINK_TTL_MS = 3 * 3600 * 1000;
const CODE = /^[\w-]{1,64}$/;

interface RememberedLink {
  code: string;
  until: number;
}

function remembered(session: KeyValueStore): RememberedLink | null {
  try {
    const value = JSON.parse(session.getItem(LINK_KEY) ?? 'null') as Partial<RememberedLink> | null;
    if (typeof value?.code !== 'string' || typeof value.until !== 'number') return null;
    return { code: value.code, until: value.until };
  } catch {
    return null;
  }
}

/**
 * The magic link code the shopper arrived through (`?parley_link=…`), remembered in
 * sessionStorage for three hours so it still counts on the next pages they open; a newer link
 * replaces the older. Values the contract would refuse are ignored rather than sent.
 */
export function magicLinkOf(pageUrl: string, session: KeyValueStore, now: number): string | null {
  const fromUrl = new URL(pageUrl).searchParams.get(MAGIC_LINK_PARAM)?.trim();
  if (fromUrl && CODE.test(fromUrl)) {
    const link: RememberedLink = { code: fromUrl, until: now + MAGIC_LINK_TTL_MS };
    session.setItem(LINK_KEY, JSON.stringify(link));
    return fromUrl;
  }
  const link = remembered(session);
  if (link && link.until > now && CODE.test(link.code)) return link.code;
  if (link) session.removeItem(LINK_KEY);
  return null;
}
