import { admin, crud, type RouteDef } from '../../app/route-kit';
import { THEME_ITEM, THEMES_PATHS } from './links';

/** The widget's themes: administrators only (part 2 §6). */
export const themesRoutes: RouteDef[] = crud(
  'admin.themes',
  THEMES_PATHS,
  'Themes',
  THEME_ITEM,
  admin,
  {
    list: () => import('./routes/theme-list/ThemeListRoute'),
    editor: () => import('./routes/theme-editor/ThemeEditorRoute'),
  },
);
