import {
  CHAT_LANGUAGE_NAMES,
  MSG,
  THEME_LOGO_HEIGHT,
  THEME_LOGO_MAX_WIDTH,
  type TDeletedResponse,
  type TEffectiveThemeResponse,
  type TTheme,
  type TThemeListResponse,
  type ZEffectiveThemeQuery,
  type ZThemeBatchDeleteRequest,
  type ZThemeSaveRequest,
} from '@parley/contract';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { isUniqueViolation } from '../../db/constraints';
import { BusinessError, NotFoundError, orNotFound } from '../../errors';
import { reachableRetailerId } from '../../plugins/access';
import type { Principal } from '../../lib/jwt';
import { checkLinkableImage } from '../images';
import { findStoreThemes, themeForStore } from './applied';
import { presentEffectiveTheme, presentTheme } from './present';
import {
  deleteThemeRows,
  findAssignedTheme,
  findRetailerName,
  findThemeView,
  insertThemeRow,
  listThemeViews,
  ONE_ASSIGNED_INDEX,
  updateThemeRow,
  type ThemeValues,
} from './repository';

/**
 * Themes (part 2 §2, §7): kept by administrators (the routes' policy), for one retailer or all
 * and one language. A save assigns the theme: one assigned theme per (retailer or all, language).
 */

type ThemeDeps = Pick<Deps, 'db' | 'clock' | 'config'>;
type ThemeSave = z.infer<typeof ZThemeSaveRequest>;

const COPY_SUFFIX = ' (copy)';
/** The editor's longest name (ZThemeSaveRequest), which a copy's name keeps to. */
const NAME_MAX = 120;

async function loadTheme(deps: ThemeDeps, themeId: string) {
  return orNotFound(await findThemeView(deps.db, themeId.toLowerCase()));
}

async function presentThemeById(deps: ThemeDeps, themeId: string): Promise<TTheme> {
  return presentTheme(deps.config, await loadTheme(deps, themeId));
}

/** The logo must be an uploaded theme logo, 36 px high and at most 150 px wide (never scaled). */
async function checkLogo(deps: ThemeDeps, imageId: string) {
  const size = await checkLinkableImage(
    deps.db,
    null,
    imageId,
    'theme_logo',
    MSG.themeLogoNotUploaded,
  );
  if (size.height !== THEME_LOGO_HEIGHT || size.width > THEME_LOGO_MAX_WIDTH) {
    throw new BusinessError(MSG.themeLogoSize(THEME_LOGO_HEIGHT, THEME_LOGO_MAX_WIDTH));
  }
}

interface CheckedSave {
  values: ThemeValues;
  /** The refusal when another theme holds the retailer's language (checked, and the index's). */
  taken: string;
}

/**
 * What a save writes, once checked: the retailer exists (404), the logo is one (422), and no
 * other assigned theme holds the retailer's (or all retailers') language (422).
 */
async function checkSave(
  deps: ThemeDeps,
  save: ThemeSave,
  themeId: string | null,
): Promise<CheckedSave> {
  const retailerId = save.retailer_id?.toLowerCase() ?? null;
  const retailerName = retailerId === null ? null : await findRetailerName(deps.db, retailerId);
  if (retailerId !== null && retailerName === null) throw new NotFoundError();
  if (save.logo_image_id !== null) await checkLogo(deps, save.logo_image_id);
  const language = CHAT_LANGUAGE_NAMES[save.language_code] ?? save.language_code;
  const taken = MSG.themeExists(language, retailerName);
  if (await findAssignedTheme(deps.db, retailerId, save.language_code, themeId)) {
    throw new BusinessError(taken);
  }
  return {
    values: {
      name: save.name,
      languageCode: save.language_code,
      retailerId,
      assigned: true,
      logoImageId: save.logo_image_id?.toLowerCase() ?? null,
      configuration: save.theme_configuration,
    },
    taken,
  };
}

/** A write that two racing saves may both attempt: the unique index refuses the second. */
async function assigning<T>(taken: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, ONE_ASSIGNED_INDEX)) throw new BusinessError(taken);
    throw error;
  }
}

/** GET /admin/themes: every theme, with its retailer's name. */
export async function findThemes(deps: ThemeDeps): Promise<TThemeListResponse> {
  const views = await listThemeViews(deps.db);
  return { themes: views.map((view) => presentTheme(deps.config, view)) };
}

/** GET /admin/themes/{id}. */
export const findTheme = (deps: ThemeDeps, themeId: string) => presentThemeById(deps, themeId);

/** POST /admin/themes: a new theme, assigned. */
export async function createTheme(deps: ThemeDeps, save: ThemeSave): Promise<TTheme> {
  const { values, taken } = await checkSave(deps, save, null);
  const id = await assigning(taken, () => insertThemeRow(deps.db, values, deps.clock.now()));
  return presentThemeById(deps, id);
}

/** PUT /admin/themes/{id}: the editor's whole theme; a save assigns it (a clone's first save). */
export async function updateTheme(
  deps: ThemeDeps,
  themeId: string,
  save: ThemeSave,
): Promise<TTheme> {
  const { theme } = await loadTheme(deps, themeId);
  const { values, taken } = await checkSave(deps, save, theme.id);
  const updated = await assigning(taken, () =>
    updateThemeRow(deps.db, theme.id, values, deps.clock.now()),
  );
  // Deleted between the read and the write: gone, like a missing one.
  if (!updated) throw new NotFoundError();
  return presentThemeById(deps, theme.id);
}

/** DELETE /admin/themes/{id}: the stores it applied to fall back on the next theme that applies. */
export async function deleteTheme(deps: ThemeDeps, themeId: string): Promise<TDeletedResponse> {
  const deleted = await deleteThemeRows(deps.db, [themeId.toLowerCase()]);
  if (deleted === 0) throw new NotFoundError();
  return { deleted };
}

/** DELETE /admin/themes: all of the ids or none (404 when one is missing). */
export async function deleteThemes(
  deps: ThemeDeps,
  request: z.infer<typeof ZThemeBatchDeleteRequest>,
): Promise<TDeletedResponse> {
  const ids = [...new Set(request.ids.map((id) => id.toLowerCase()))];
  return deps.db.transaction(async (tx) => {
    const deleted = await deleteThemeRows(tx, ids);
    // Rolled back: one missing id leaves every theme in place.
    if (deleted !== ids.length) throw new NotFoundError();
    return { deleted };
  });
}

/**
 * POST /admin/themes/{id}/clone: a copy named '<name> (copy)' (cut to the editor's longest name),
 * unassigned, with the same language, retailer, logo and configuration.
 */
export async function cloneTheme(deps: ThemeDeps, themeId: string): Promise<TTheme> {
  const { theme } = await loadTheme(deps, themeId);
  const name = `${theme.name.slice(0, NAME_MAX - COPY_SUFFIX.length)}${COPY_SUFFIX}`;
  const id = await insertThemeRow(
    deps.db,
    {
      name,
      languageCode: theme.languageCode,
      retailerId: theme.retailerId,
      assigned: false,
      logoImageId: theme.logoImageId,
      configuration: theme.configuration,
    },
    deps.clock.now(),
  );
  return presentThemeById(deps, id);
}

/**
 * GET /admin/themes/0: the theme that applies to the retailer in the language (see resolve.ts),
 * for administrators and the retailer's own users; another retailer answers 404 like a missing
 * one.
 */
export async function findEffectiveTheme(
  deps: ThemeDeps,
  principal: Principal,
  query: z.infer<typeof ZEffectiveThemeQuery>,
): Promise<TEffectiveThemeResponse> {
  const retailerId = reachableRetailerId(principal, query.retailer_id);
  if ((await findRetailerName(deps.db, retailerId)) === null) throw new NotFoundError();
  const themes = await findStoreThemes(deps.db, retailerId);
  return presentEffectiveTheme(deps.config, themeForStore(themes, retailerId, query.language_code));
}
