import { THEME_PREVIEW_MESSAGES } from '@parley/contract/theme';
import type { Theme } from '../ui/theme';

/** What the preview shows: a theme (merged over the defaults, path by path) and the logo. */
export interface PreviewInput {
  theme: Theme;
  logoUrl: string | null;
}

export const DEFAULT_INPUT: PreviewInput = { theme: {}, logoUrl: null };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A theme as received. Anything but an object is no theme at all: the defaults show. Its values
 * are read path by path by the widget's themeValue, which falls back on THEME_DEFAULTS for a
 * path that is missing or not text, so nothing else needs checking here.
 */
const asTheme = (value: unknown): Theme => (isRecord(value) ? value : {});

/** A data URL the logo may be: an image in a format the upload flow takes. */
const IMAGE_DATA_URL = /^data:image\/(png|jpeg|webp)[;,]/i;

/**
 * The logo's address, resolved against the page, when it is an image the page may show: http(s)
 * (the uploaded logo), blob (a file picked but not yet uploaded) or a data URL of an image.
 */
export function logoAddress(value: unknown, base: string): string | null {
  if (typeof value !== 'string' || value === '') return null;
  if (IMAGE_DATA_URL.test(value)) return value;
  try {
    const url = new URL(value, base);
    return ['http:', 'https:', 'blob:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A theme in the page's address, for a page opened directly (`#theme=<encodeURIComponent(JSON)>`,
 * optionally `&logoUrl=<encoded address>`). Anything unreadable shows the defaults.
 */
export function inputFromHash(hash: string, base: string): PreviewInput {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const raw = params.get('theme');
  let theme: Theme = {};
  if (raw !== null) {
    try {
      theme = asTheme(JSON.parse(raw));
    } catch {
      theme = {};
    }
  }
  return { theme, logoUrl: logoAddress(params.get('logoUrl'), base) };
}

/** A theme message of the console (`{ type, theme, logoUrl }`), or null for any other message. */
export function inputFromMessage(data: unknown, base: string): PreviewInput | null {
  if (!isRecord(data) || data.type !== THEME_PREVIEW_MESSAGES.theme) return null;
  return { theme: asTheme(data.theme), logoUrl: logoAddress(data.logoUrl, base) };
}
