/**
 * POST /auth/handoff (part 1 §7): the console asks for a single-use, short-lived URL of a page this
 * server renders for one of its frames, and the page talks back with window messages.
 */
import { z } from 'zod';
import { ZId } from './common';
import { MSG } from './messages';

/**
 * The pages a handoff leads to: the New dashboard, and part 2's theme configurator (destination
 * app-react, where theme, id the theme): the real widget on a sample product page.
 */
export const HANDOFF_DESTINATIONS = ['newdashboard', 'app-react'] as const;
export type THandoffDestination = (typeof HANDOFF_DESTINATIONS)[number];

/**
 * The theme configurator's page (destination app-react, where `theme`): the saved theme (id),
 * or without an id the theme that applies to the handoff's retailer, shown in the widget's own
 * preview (THEME_PREVIEW_PATH). Its handoff URL is `{path}/open/{token}`.
 */
export const THEME_CONFIGURATOR_PATH = '/embedded/theme-configurator';
export const THEME_CONFIGURATOR_WHERE = 'theme';

/** How long a handoff URL may be opened, once. */
export const HANDOFF_TTL_SECONDS = 60;

export const ZHandoffRequest = z.object({
  destination: z.enum(HANDOFF_DESTINATIONS, { message: MSG.required }),
  /** The screen inside the destination, for destinations that have several. */
  where: z.string().trim().min(1).max(64).optional(),
  /** The item the screen opens, for destinations that open one. */
  id: z.string().trim().min(1).max(100).optional(),
  /** The retailer in context; a retailer user may only name their own (404 otherwise). */
  retailer_id: ZId.optional(),
});
export type THandoffRequest = z.infer<typeof ZHandoffRequest>;

export const ZHandoffResponse = z.object({
  url: z.url(),
  expires_at: z.iso.datetime(),
});
export type THandoffResponse = z.infer<typeof ZHandoffResponse>;

/**
 * What an embedded page posts to the console around it: 'navigate' asks the console to open its
 * own URL (the console keeps only the path, never the host).
 */
export const ZEmbeddedNavigateMessage = z.object({
  type: z.literal('navigate'),
  url: z.string().min(1).max(2000),
});
export type TEmbeddedNavigateMessage = z.infer<typeof ZEmbeddedNavigateMessage>;
