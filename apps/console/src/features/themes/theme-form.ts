import {
  THEME_DEFAULTS,
  THEME_SECTIONS,
  ZThemeConfiguration,
  ZThemeSaveRequest,
  type TTheme,
  type TThemeConfiguration,
  type TThemeSaveRequest,
} from '@parley/contract';
import type { FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { requestResolver } from '../../components/form/request-resolver';

/**
 * The theme editor's form: the save request as typed (the contract's ZThemeSaveRequest is the
 * form's resolver and the server's validator), plus the logo's URL to show beside its id.
 */
export type ThemeForm = TThemeSaveRequest & { logo_image_url: string | null };
/** What the schema makes of the form: exactly the request that is sent. */
export type ThemeSaveBody = z.output<typeof ZThemeSaveRequest>;

export type ThemeSection = (typeof THEME_SECTIONS)[number]['section'];
/** The banner's name for the main settings (name, language, retailer, logo), checked last. */
export const MAIN_SECTION = 'general';

/** A tab's value in the URL (?tab=dwell-time-popup). */
export const tabOf = (section: ThemeSection) => section.replaceAll(' ', '-');
export const THEME_TABS = THEME_SECTIONS.map((entry) => ({ ...entry, tab: tabOf(entry.section) }));
export const FIRST_TAB = tabOf(THEME_SECTIONS[0].section);
export const knownTab = (raw: string) =>
  THEME_TABS.find((entry) => entry.tab === raw)?.tab ?? FIRST_TAB;

/** A fresh, mutable copy of the defaults (the contract's object is read-only). */
export const defaultConfiguration = (): TThemeConfiguration =>
  ZThemeConfiguration.parse(THEME_DEFAULTS);

/** A new theme: no name, the language left to its en-GB default, all retailers, no logo. */
export const newThemeForm = (): ThemeForm => ({
  name: '',
  language_code: undefined,
  retailer_id: null,
  logo_image_id: null,
  logo_image_url: null,
  theme_configuration: defaultConfiguration(),
});

export const themeToForm = (theme: TTheme): ThemeForm => ({
  name: theme.name,
  language_code: theme.language_code,
  retailer_id: theme.retailer_id,
  logo_image_id: theme.logo_image?.image_id ?? null,
  logo_image_url: theme.logo_image?.image_url ?? null,
  theme_configuration: theme.theme_configuration,
});

/** The request's schema checks the form; the logo's URL is the form's alone. */
export const themeResolver = requestResolver<TThemeSaveRequest, ThemeForm>(
  ZThemeSaveRequest,
  'logo_image_url',
);

/** The request a checked form sends: exactly ZThemeSaveRequest's output, the logo's URL left out. */
export const toSaveBody = (values: ThemeForm): ThemeSaveBody => ZThemeSaveRequest.parse(values);

/**
 * The section a failed save names and opens (part 2 §4): the first tab, in THEME_SECTIONS order,
 * with a failing field; the main settings last.
 */
export function failingSection(errors: FieldErrors<ThemeForm>): ThemeSection | typeof MAIN_SECTION {
  const configuration = errors.theme_configuration;
  const failing = THEME_SECTIONS.find((entry) =>
    entry.groups.some((group) => configuration?.[group] !== undefined),
  );
  return failing?.section ?? MAIN_SECTION;
}

/** The section of a field's dotted path ('theme_configuration.infoPopup.text' → tooltip). */
export function sectionOfPath(path: string): ThemeSection | typeof MAIN_SECTION {
  const [root, group] = path.split('.');
  if (root !== 'theme_configuration') return MAIN_SECTION;
  return (
    THEME_SECTIONS.find((entry) => (entry.groups as readonly string[]).includes(group ?? ''))
      ?.section ?? MAIN_SECTION
  );
}

type Tree = Record<string, unknown>;
const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null;

function valueAt(tree: unknown, path: readonly PropertyKey[]): unknown {
  let current = tree;
  for (const key of path) {
    if (!isTree(current)) return undefined;
    current = current[String(key)];
  }
  return current;
}

function setAt(tree: Tree, path: readonly PropertyKey[], value: unknown) {
  let current: Tree = tree;
  path.slice(0, -1).forEach((key) => {
    const next = current[String(key)];
    if (!isTree(next)) current[String(key)] = {};
    current = current[String(key)] as Tree;
  });
  const last = path.at(-1);
  if (last !== undefined) current[String(last)] = value;
}

/**
 * The configuration the preview shows while fields are being edited: every valid value as typed,
 * and for a field that is not valid (yet), the last valid value it had, so the preview page is
 * only ever given a theme the server would accept.
 */
export function previewConfiguration(raw: unknown, lastValid: TThemeConfiguration) {
  const parsed = ZThemeConfiguration.safeParse(raw);
  if (parsed.success) return parsed.data;
  const patched: Tree = isTree(raw) ? structuredClone<Tree>(raw) : {};
  for (const issue of parsed.error.issues) {
    setAt(patched, issue.path, structuredClone(valueAt(lastValid, issue.path)));
  }
  const again = ZThemeConfiguration.safeParse(patched);
  return again.success ? again.data : lastValid;
}
