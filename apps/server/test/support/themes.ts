import { randomUUID } from 'node:crypto';
import {
  THEME_DEFAULTS,
  THEME_LOGO_HEIGHT,
  type TChatLanguage,
  type TTheme,
  type TThemeSaveRequest,
} from '@parley/contract';
import type { Database } from '../../src/db/client';
import { themes } from '../../src/db/schema';
import type { TestApp } from '../test-app';
import { call, type Headers } from './api';
import { insertImage } from './images';
import { insertRow } from '../../src/db/rows';

/** Test helpers: theme saves as the editor sends them, and themes and logos written directly. */

/** The editor's save: the defaults as configuration, for all retailers in en-GB unless given. */
export const themePayload = (overrides: Partial<TThemeSaveRequest> = {}): TThemeSaveRequest => ({
  name: 'Harbour',
  language_code: 'en-GB',
  retailer_id: null,
  logo_image_id: null,
  theme_configuration: structuredClone(THEME_DEFAULTS),
  ...overrides,
});

/** The defaults with the button's text and colour changed. */
export const buttonTheme = (text: string, backgroundColor: string) =>
  ({
    ...structuredClone(THEME_DEFAULTS),
    button: { ...structuredClone(THEME_DEFAULTS.button), text, backgroundColor },
  }) as TThemeSaveRequest['theme_configuration'];

/** Creates the theme through the API; fails the test when the server refuses. */
export async function createTheme(
  t: TestApp,
  headers: Headers,
  overrides: Partial<TThemeSaveRequest> = {},
): Promise<TTheme> {
  const res = await call(t, headers, 'POST', '/admin/themes', themePayload(overrides));
  if (res.statusCode !== 200) throw new Error(`theme not created: ${res.statusCode} ${res.body}`);
  return res.json<TTheme>();
}

/** A theme written straight to its table (assigned unless said), answering its id. */
export async function insertTheme(
  db: Database,
  values: {
    retailerId?: string | null;
    languageCode?: TChatLanguage;
    assigned?: boolean;
    name?: string;
    configuration?: Record<string, unknown>;
  } = {},
): Promise<string> {
  const { id } = await insertRow(db, themes, {
    name: values.name ?? `Theme ${randomUUID().slice(0, 8)}`,
    languageCode: values.languageCode ?? 'en-GB',
    retailerId: values.retailerId ?? null,
    assigned: values.assigned ?? true,
    configuration: values.configuration ?? structuredClone(THEME_DEFAULTS),
  });
  return id;
}

/** An uploaded theme logo of no retailer (as POST /images makes it), 36 px high unless said. */
export const insertLogo = (
  db: Database,
  size: { width?: number; height?: number; uploaded?: boolean; retailerId?: string } = {},
) =>
  insertImage(db, size.retailerId ?? null, {
    imageType: 'theme_logo',
    width: size.width ?? 120,
    height: size.height ?? THEME_LOGO_HEIGHT,
    ...(size.uploaded === false ? { uploadedAt: null, contentType: null, byteSize: null } : {}),
  });
