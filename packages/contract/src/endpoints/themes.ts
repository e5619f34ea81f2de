import { ZDeletedResponse } from '../catalogue';
import { endpoint } from '../endpoint';
import {
  ZEffectiveThemeQuery,
  ZEffectiveThemeResponse,
  ZTheme,
  ZThemeBatchDeleteRequest,
  ZThemeListResponse,
  ZThemeParams,
  ZThemeSaveRequest,
  THEME_LOGO_HEIGHT,
  THEME_LOGO_MAX_WIDTH,
} from '../themes';
import { ADMINISTRATORS_ONLY } from './descriptions';

const tags = ['themes'];
const ONE_PER =
  'One assigned theme per retailer (or all retailers) and language: a second answers 422 with its message.';

/** Themes (part 2 §7): the administrators' list and editor, and the theme that applies. */
export const themeEndpoints = {
  findThemes: endpoint({
    method: 'GET',
    path: '/admin/themes',
    tags,
    summary: 'List the themes',
    description: `${ADMINISTRATORS_ONLY} Each with its assigned retailer\u2019s name (null: all retailers).`,
    response: ZThemeListResponse,
    refusals: [403],
  }),
  createTheme: endpoint({
    method: 'POST',
    path: '/admin/themes',
    tags,
    summary: 'Create a theme',
    description: `${ADMINISTRATORS_ONLY} Every configuration field is required and checked for what it is (colours, lengths, font weights, shadows, transitions; no CSS of its own). ${ONE_PER} The logo is an uploaded \`theme_logo\` image, ${THEME_LOGO_HEIGHT} px high and at most ${THEME_LOGO_MAX_WIDTH} px wide (422 otherwise).`,
    body: ZThemeSaveRequest,
    response: ZTheme,
    refusals: [400, 403, 404, 422],
  }),
  deleteThemes: endpoint({
    method: 'DELETE',
    path: '/admin/themes',
    tags,
    summary: 'Delete several themes',
    description: `${ADMINISTRATORS_ONLY} All of the ids or none (404 when one is missing).`,
    body: ZThemeBatchDeleteRequest,
    response: ZDeletedResponse,
    refusals: [400, 403, 404],
  }),
  findEffectiveTheme: endpoint({
    method: 'GET',
    path: '/admin/themes/0',
    tags,
    summary: 'Read the theme that applies to a retailer',
    description:
      'For administrators and the retailer\u2019s own users (another retailer answers 404): the retailer\u2019s theme in the language, else its en-GB theme, else the all-retailers theme in the language, else in en-GB, else the defaults (theme_id null), merged over the defaults.',
    query: ZEffectiveThemeQuery,
    response: ZEffectiveThemeResponse,
    refusals: [400, 404],
  }),
  findTheme: endpoint({
    method: 'GET',
    path: '/admin/themes/:themeId',
    tags,
    summary: 'Read a theme',
    description: ADMINISTRATORS_ONLY,
    params: ZThemeParams,
    response: ZTheme,
    refusals: [403, 404],
  }),
  updateTheme: endpoint({
    method: 'PUT',
    path: '/admin/themes/:themeId',
    tags,
    summary: 'Save a theme',
    description: `${ADMINISTRATORS_ONLY} The editor\u2019s whole theme, checked as on create. ${ONE_PER}`,
    params: ZThemeParams,
    body: ZThemeSaveRequest,
    response: ZTheme,
    refusals: [400, 403, 404, 422],
  }),
  deleteTheme: endpoint({
    method: 'DELETE',
    path: '/admin/themes/:themeId',
    tags,
    summary: 'Delete a theme',
    description: `${ADMINISTRATORS_ONLY} The stores it applied to fall back on the next theme that applies.`,
    params: ZThemeParams,
    response: ZDeletedResponse,
    refusals: [403, 404],
  }),
  cloneTheme: endpoint({
    method: 'POST',
    path: '/admin/themes/:themeId/clone',
    tags,
    summary: 'Clone a theme',
    description: `${ADMINISTRATORS_ONLY} An empty body. The copy is named \u2018<name> (copy)\u2019 and is unassigned: it applies to no store until it is saved from the editor.`,
    params: ZThemeParams,
    response: ZTheme,
    refusals: [403, 404, 422],
  }),
};
