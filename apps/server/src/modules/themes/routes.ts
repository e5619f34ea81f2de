import { endpoints } from '@parley/contract';
import type { ModuleRoutes } from '../../app-types';
import { access, requirePrincipal } from '../../plugins/access';
import { serve } from '../../plugins/endpoints';
import {
  cloneTheme,
  createTheme,
  deleteTheme,
  deleteThemes,
  findEffectiveTheme,
  findTheme,
  findThemes,
  updateTheme,
} from './service';

/**
 * Themes (part 2 §7): administrators only, but for the theme that applies to a retailer, which
 * its own users read too (the rule editor's preview). That route names its retailer in the query,
 * not the path, so its policy is `authenticated` and the service checks the retailer.
 */
export const themeRoutes: ModuleRoutes = (app, deps) => {
  const themes = endpoints.themes;
  const admin = access.admin;

  serve(app, themes.findThemes, admin, () => findThemes(deps));
  serve(app, themes.createTheme, admin, (request) => createTheme(deps, request.body));
  serve(app, themes.deleteThemes, admin, (request) => deleteThemes(deps, request.body));
  serve(app, themes.findEffectiveTheme, access.authenticated, (request) =>
    findEffectiveTheme(deps, requirePrincipal(request), request.query),
  );
  serve(app, themes.findTheme, admin, (request) => findTheme(deps, request.params.themeId));
  serve(app, themes.updateTheme, admin, (request) =>
    updateTheme(deps, request.params.themeId, request.body),
  );
  serve(app, themes.deleteTheme, admin, (request) => deleteTheme(deps, request.params.themeId));
  serve(app, themes.cloneTheme, admin, (request) => cloneTheme(deps, request.params.themeId));
};
