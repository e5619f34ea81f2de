import {
  MSG,
  THEME_DEFAULTS,
  ZThemeConfiguration,
  ZThemeSaveRequest,
  endpoints,
  type TTheme,
} from '@parley/contract';
import {
  json,
  memoryList,
  schemaRefusal,
  serveRetailerSearch,
  type FakeServer,
} from '../../../../test/fake-server';
import { idSequence, SEARCHED_RETAILERS } from '../../../../test/fixtures';

/** Test support: contract-shaped themes, and the themes calls answered from memory. */

const nextThemeId = idSequence('72000000-0000-4000-8000');

/** A retailer's name, as the editor's Retailer select finds it. */
const nameOf = (retailerId: string | null) =>
  SEARCHED_RETAILERS.find((retailer) => retailer.retailer_id === retailerId)?.name ?? null;

export const FRAME_ORIGIN = 'http://localhost:3000';

/** An all-retailers en-GB theme with the default configuration and an id of its own. */
/** An uploaded logo as the server describes it, at the CDN address the tests expect. */
export const logoImage = (imageId: string): NonNullable<TTheme['logo_image']> => ({
  image_id: imageId,
  image_url: `https://cdn.example.test/images/${imageId}.png`,
  width: 120,
  height: 36,
});

export function themeFixture(overrides: Partial<TTheme> = {}): TTheme {
  return {
    theme_id: nextThemeId(),
    theme_type: 'button',
    name: 'House style',
    language_code: 'en-GB',
    retailer_id: null,
    retailer_name: null,
    assigned: true,
    logo_image: null,
    theme_configuration: ZThemeConfiguration.parse(THEME_DEFAULTS),
    created_at: '2025-04-01T10:00:00.000Z',
    updated_at: '2025-04-01T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * GET, POST, PUT and DELETE /admin/themes as the server answers them: the body checked with the
 * contract's schema (400 with the field messages), one assigned theme per retailer (or all) and
 * language (422), clones named '<name> (copy)' and unassigned; POST /auth/handoff answers a fresh
 * single-use URL each time. `themes` is changed in place.
 */
export function serveThemes(server: FakeServer, themes: TTheme[] = []) {
  const { themes: calls } = endpoints;
  const notFound = () => json(404, { errorMessage: MSG.notFound });
  const list = memoryList(themes, (theme) => theme.theme_id);
  const find = (id: string) => themes.find((theme) => theme.theme_id === id);
  let issued = 0;

  const save = (body: unknown, current: TTheme | null) => {
    const parsed = ZThemeSaveRequest.safeParse(body);
    if (!parsed.success) return schemaRefusal(parsed.error.issues);
    const request = parsed.data;
    const taken = themes.some(
      (theme) =>
        theme !== current &&
        theme.assigned &&
        theme.retailer_id === request.retailer_id &&
        theme.language_code === request.language_code,
    );
    if (taken) {
      return json(422, {
        errorMessage: MSG.themeExists(request.language_code, nameOf(request.retailer_id)),
      });
    }
    const saved = themeFixture({
      ...(current ?? {}),
      name: request.name,
      language_code: request.language_code,
      retailer_id: request.retailer_id,
      retailer_name: nameOf(request.retailer_id),
      assigned: true,
      logo_image: request.logo_image_id ? logoImage(request.logo_image_id) : null,
      theme_configuration: request.theme_configuration,
    });
    if (current) themes.splice(themes.indexOf(current), 1, saved);
    else themes.push(saved);
    return json(200, saved);
  };

  server.on(calls.findThemes, () => json(200, { themes }));
  server.on(calls.findTheme, (_call, { themeId }) => list.findOne(themeId));
  server.on(calls.createTheme, (call) => save(call.body, null));
  server.on(calls.updateTheme, (call, { themeId }) => {
    const theme = find(themeId);
    return theme ? save(call.body, theme) : notFound();
  });
  server.on(calls.deleteTheme, (_call, { themeId }) => list.deleteOne(themeId));
  server.on(calls.deleteThemes, (call) => list.deleteMany(call));
  server.on(calls.cloneTheme, (_call, { themeId }) => {
    const theme = find(themeId);
    if (!theme) return notFound();
    const copy = themeFixture({
      ...theme,
      theme_id: nextThemeId(),
      name: `${theme.name} (copy)`,
      assigned: false,
    });
    themes.push(copy);
    return json(200, copy);
  });
  server.on(calls.findEffectiveTheme, (call) => {
    const retailerId = call.query.get('retailer_id');
    const language = call.query.get('language_code') ?? 'en-GB';
    const applies = (retailer: string | null, code: string) =>
      themes.find(
        (theme) => theme.assigned && theme.retailer_id === retailer && theme.language_code === code,
      );
    const theme =
      applies(retailerId, language) ??
      applies(retailerId, 'en-GB') ??
      applies(null, language) ??
      applies(null, 'en-GB');
    return json(200, {
      theme_id: theme?.theme_id ?? null,
      theme: theme?.theme_configuration ?? ZThemeConfiguration.parse(THEME_DEFAULTS),
      logo_url: theme?.logo_image?.image_url ?? null,
    });
  });
  server.on(endpoints.auth.createHandoff, () => {
    issued += 1;
    return json(200, {
      url: `${FRAME_ORIGIN}/embedded/theme-configurator/open/token-${issued}`,
      expires_at: new Date(Date.now() + 60_000).toISOString(),
    });
  });
  serveRetailerSearch(server, SEARCHED_RETAILERS);
  return themes;
}
