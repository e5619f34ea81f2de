import type { KeyValueStore } from './storage';

export const MAGIC_LINK_PARAM = 'parley_link';
/** A cohort a link puts its shopper in (a cohort's id or name, as the store names it). */
export const COHORT_LINK_PARAM = 'parley_cohort';
/** A magic link keeps working this long after the shopper arrived through it. */
export const MAGIC_LINK_TTL_MS = 3 * 3600 * 1000;
const CODE = /^[\w-]{1,64}$/;
/** A cohort's name may hold spaces and more; a comma would split it in two. */
const COHORT = /^[^,]{1,64}$/;

interface RememberedLink {
  code: string;
  until: number;
}

function remembered(session: KeyValueStore, key: string): RememberedLink | null {
  try {
    const value = JSON.parse(session.getItem(key) ?? 'null') as Partial<RememberedLink> | null;
    if (typeof value?.code !== 'string' || typeof value.until !== 'number') return null;
    return { code: value.code, until: value.until };
  } catch {
    return null;
  }
}

/**
 * A link's query parameter, remembered in sessionStorage for three hours so it still counts on
 * the next pages the shopper opens; a newer link replaces the older. Values the contract would
 * refuse are ignored rather than sent.
 */
const linkParam =
  (param: string, key: string, valid: RegExp) =>
  (pageUrl: string, session: KeyValueStore, now: number): string | null => {
    const fromUrl = new URL(pageUrl).searchParams.get(param)?.trim();
    if (fromUrl && valid.test(fromUrl)) {
      const link: RememberedLink = { code: fromUrl, until: now + MAGIC_LINK_TTL_MS };
      session.setItem(key, JSON.stringify(link));
      return fromUrl;
    }
    const link = remembered(session, key);
    if (link && link.until > now && valid.test(link.code)) return link.code;
    if (link) session.removeItem(key);
    return null;
  };

/** The magic link code the shopper arrived through (`?parley_link=…`). */
export const magicLinkOf = linkParam(MAGIC_LINK_PARAM, 'parley:link', CODE);

/** The cohort the shopper's link named (`?parley_cohort=…`), kept like the magic link. */
export const linkCohortOf = linkParam(COHORT_LINK_PARAM, 'parley:cohort', COHORT);
