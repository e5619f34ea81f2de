import {
  DEFAULT_CHAT_LANGUAGE,
  type TChatLanguage,
  type THandoffRequest,
  type TTheme,
} from '@parley/contract';
import { authEndpoints } from '@parley/contract/endpoints/auth';
import { themeEndpoints } from '@parley/contract/endpoints/themes';
import type { QueryClient } from '@tanstack/react-query';
import { forgetDeleted, useApiMutation } from '../../lib/api-mutation';
import { useApiQuery } from '../../lib/api-query';
import type { ThemeSaveBody } from './theme-form';

const themes = themeEndpoints;

/** What the theme configurator opens on: a theme, or the one that applies to a retailer. */
export interface ConfiguratorTarget {
  themeId: string | null;
  retailerId: string | null;
}

export const themeKeys = {
  all: ['themes'] as const,
  list: () => [...themeKeys.all, 'list'] as const,
  item: (themeId: string) => [...themeKeys.all, 'item', themeId] as const,
  /** Every retailer's effective theme: any save or delete may change which one applies. */
  effectiveAll: () => [...themeKeys.all, 'effective'] as const,
  effective: (retailerId: string, language: TChatLanguage) =>
    [...themeKeys.effectiveAll(), retailerId, language] as const,
  configurator: ({ themeId, retailerId }: ConfiguratorTarget) =>
    [...themeKeys.all, 'configurator', themeId, retailerId] as const,
};

/** GET /admin/themes: every theme, by name then language, with its retailer's name. */
export function useThemes() {
  return useApiQuery(themeKeys.list(), async (api) => (await api.call(themes.findThemes)).themes);
}

/** GET /admin/themes/{id}; nothing for a new theme. */
export function useTheme(themeId: string | null) {
  return useApiQuery(
    themeKeys.item(themeId ?? ''),
    (api) => api.call(themes.findTheme, { params: { themeId: themeId ?? '' } }),
    { enabled: themeId !== null },
  );
}

/**
 * GET /admin/themes/0 with retailer_id: the theme that applies to the retailer (its own, else the
 * all-retailers one, else the defaults), merged over the defaults. Retailer users may read their
 * own retailer's (the rule editor's preview).
 */
export function useEffectiveTheme(
  retailerId: string | null,
  language: TChatLanguage = DEFAULT_CHAT_LANGUAGE,
) {
  return useApiQuery(
    themeKeys.effective(retailerId ?? '', language),
    (api) =>
      api.call(themes.findEffectiveTheme, {
        query: { retailer_id: retailerId ?? '', language_code: language },
      }),
    { enabled: retailerId !== null },
  );
}

/** A saved theme is its own cached copy; the list and the themes that apply are read again. */
function afterSave(queryClient: QueryClient, theme: TTheme) {
  queryClient.setQueryData(themeKeys.item(theme.theme_id), theme);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: themeKeys.list() }),
    queryClient.invalidateQueries({ queryKey: themeKeys.effectiveAll() }),
  ]);
}

/** After a delete: the stores it applied to fall back on another theme. */
async function afterDelete(queryClient: QueryClient, themeIds: string[]) {
  await Promise.all([
    forgetDeleted(
      queryClient,
      themeIds.map((themeId) => themeKeys.item(themeId)),
      themeKeys.list(),
    ),
    queryClient.invalidateQueries({ queryKey: themeKeys.effectiveAll() }),
  ]);
}

/** The editor's Save: POST /admin/themes (themeId null) or PUT /admin/themes/{id}. */
export function useSaveTheme() {
  return useApiMutation(
    (api, { themeId, body }: { themeId: string | null; body: ThemeSaveBody }) =>
      themeId === null
        ? api.call(themes.createTheme, { body })
        : api.call(themes.updateTheme, { params: { themeId }, body }),
    afterSave,
  );
}

/** DELETE /admin/themes/{id} for one, DELETE /admin/themes with ids for several. */
export function useDeleteThemes() {
  return useApiMutation(
    (api, themeIds: string[]) =>
      themeIds.length === 1
        ? api.call(themes.deleteTheme, { params: { themeId: themeIds[0] ?? '' } })
        : api.call(themes.deleteThemes, { body: { ids: themeIds } }),
    (queryClient, _answer, themeIds) => afterDelete(queryClient, themeIds),
  );
}

/**
 * POST /admin/themes/{id}/clone with an empty body: an unassigned copy, which applies to no
 * store, so only the list reloads.
 */
export function useCloneTheme() {
  return useApiMutation(
    (api, themeId: string) => api.call(themes.cloneTheme, { params: { themeId } }),
    (queryClient) => queryClient.invalidateQueries({ queryKey: themeKeys.list() }),
  );
}

/**
 * POST /auth/handoff {destination 'app-react', where 'theme'}: the theme configurator's one-use
 * URL, asked for when its dialog opens. Never kept or reused: the URL opens once, within a minute.
 */
export function useThemeConfigurator(target: ConfiguratorTarget | null) {
  const body: THandoffRequest = {
    destination: 'app-react',
    where: 'theme',
    ...(target?.themeId ? { id: target.themeId } : {}),
    ...(target?.retailerId ? { retailer_id: target.retailerId } : {}),
  };
  return useApiQuery(
    themeKeys.configurator(target ?? { themeId: null, retailerId: null }),
    (api) => api.call(authEndpoints.createHandoff, { body }),
    {
      enabled: target !== null,
      gcTime: 0,
      staleTime: Infinity,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
  );
}
