import { crudPaths, link } from '../../app/route-kit';

/** The administrators' themes (part 2 §2 Themes): the list and its editors. */
export const THEMES_PATHS = crudPaths('/admin/themes');

const item = link(THEMES_PATHS.item);

export const themesLinks = {
  list: link(THEMES_PATHS.list),
  new: link(THEMES_PATHS.new),
  edit: ({ themeId }: { themeId: string }) => item({ itemId: themeId }),
};

/** The item's word in titles and toasts: 'Theme Created' (part 2 §8). */
export const THEME_ITEM = 'Theme';
