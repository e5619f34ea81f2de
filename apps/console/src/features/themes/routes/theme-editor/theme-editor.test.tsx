import {
  MSG,
  THEME_DEFAULTS,
  THEME_SECTIONS,
  ZThemeSaveRequest,
  endpoints,
} from '@parley/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { decodeImagesAs, serveImages } from '../../../../components/image-upload/fake-image-server';
import { adminUser, RETAILER_ID } from '../../../../../test/fixtures';
import { json } from '../../../../../test/fake-server';
import { choose, errorOf, notificationColour } from '../../../../../test/inputs';
import { renderApp } from '../../../../../test/render-app';
import { TAB_FIELDS, type FieldSpec } from '../../components/theme-fields';
import { defaultConfiguration } from '../../theme-form';
import { logoImage, serveThemes, themeFixture } from '../fake-themes-server';
import { serverPerTest } from '../../../../../test/server-per-test';

// The whole console and a form of some seventy fields, on a shared two-core machine.
vi.setConfig({ testTimeout: 40_000 });

/** The editor itself, without the notifications (which are alerts too). */
const banner = () => within(screen.getByRole('main'));

const LIST = '/admin/themes';
const NEW = `${LIST}/new`;
const { themes: calls } = endpoints;

const server = serverPerTest({
  account: adminUser,
  screens: [() => import('./ThemeEditorRoute'), () => import('../theme-list/ThemeListRoute')],
});

const field = (label: string) => screen.getByRole('textbox', { name: label });
const saves = () =>
  server.calls.filter(
    (call) => call.path.startsWith('/api/v1/admin/themes') && call.method !== 'GET',
  );

async function openEditor(path: string) {
  const view = renderApp(path);
  await screen.findByRole('textbox', { name: 'Name' }, { timeout: 15_000 });
  return view;
}

async function showTab(user: UserEvent, label: string) {
  await user.click(screen.getByRole('tab', { name: label }));
  await waitFor(() =>
    expect(screen.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true'),
  );
}

const selectedTab = () => screen.getByRole('tab', { selected: true }).textContent;

/** The default of a field, from the contract's THEME_DEFAULTS by its path. */
function defaultOf(spec: FieldSpec): unknown {
  return spec.name
    .split('.')
    .slice(1)
    .reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], THEME_DEFAULTS);
}

async function replace(user: UserEvent, label: string, text: string) {
  const input = field(label);
  await user.clear(input);
  if (text) await user.type(input, text);
}

describe('Theme editor', () => {
  it('shows the main settings of a new theme: no name, en-GB as placeholder, All Retailers', async () => {
    serveThemes(server);
    await openEditor(NEW);
    expect(screen.getByRole('heading', { name: 'New Theme' })).toBeInTheDocument();
    expect(field('Name')).toHaveValue('');
    expect(field('Language Code')).toHaveValue('');
    expect(field('Language Code')).toHaveAttribute('placeholder', 'en-GB');
    expect(field('Retailer')).toHaveValue(MSG.allRetailers);
    expect(screen.getByRole('group', { name: 'Logo' })).toHaveTextContent(
      'PNG, JPEG or WebP, 36 px high and at most 150 px wide.',
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(
      THEME_SECTIONS.map((section) => section.label),
    );
    expect(selectedTab()).toBe('Button');
  });

  it('renders every field of every tab with the defaults of a new theme', async () => {
    serveThemes(server);
    const { user } = await openEditor(NEW);
    for (const section of THEME_SECTIONS) {
      await showTab(user, section.label);
      for (const spec of TAB_FIELDS[section.section].flatMap((group) => group.fields)) {
        const value = defaultOf(spec);
        if (spec.kind === 'switch' || spec.kind === 'boolean') {
          const toggle = screen.getByRole<HTMLInputElement>('switch', { name: spec.label });
          expect(toggle.checked, spec.name).toBe(value === 'true' || value === true);
        } else {
          expect(field(spec.label), spec.name).toHaveValue(String(value));
        }
      }
    }
    // Every configuration value has its field.
    const named = new Set(
      Object.values(TAB_FIELDS).flatMap((groups) =>
        groups.flatMap((group) => group.fields.map((spec) => spec.name)),
      ),
    );
    const leaves = (tree: object, prefix: string): string[] =>
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'object' && value !== null
          ? leaves(value as object, `${prefix}.${key}`)
          : [`${prefix}.${key}`],
      );
    expect([...named].sort()).toEqual(leaves(THEME_DEFAULTS, 'theme_configuration').sort());
  });

  it('keeps the open tab in the URL', async () => {
    serveThemes(server);
    const { user, location } = await openEditor(`${NEW}?tab=dwell-time-popup`);
    expect(selectedTab()).toBe('Dwell Time Popup');
    expect(field('Heading')).toHaveValue('Still undecided?');
    await showTab(user, 'Signposting');
    expect(location()).toBe(`${NEW}?tab=signposting`);
  });

  it('opens the first failing tab in order, then the next, the main settings last, and sends nothing until valid', async () => {
    const themes = serveThemes(server);
    const { user, location } = await openEditor(`${NEW}?tab=signposting`);
    await replace(user, 'Deal header prefix', '');
    await showTab(user, 'Container');
    await replace(user, 'Max width', 'wide');
    await showTab(user, 'Window');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The banner on the form, and the same words in a danger notification (part 2 §8).
    expect(await banner().findByRole('alert')).toHaveTextContent(
      'Unable to save theme — invalid container settings.',
    );
    expect(notificationColour(MSG.themeSaveFailed('container'))).toContain('red');
    await waitFor(() => expect(selectedTab()).toBe('Container'));
    expect(errorOf(field('Max width'))).toBe(MSG.notValid('length'));

    await replace(user, 'Max width', '480px');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(selectedTab()).toBe('Signposting'));
    expect(banner().getByRole('alert')).toHaveTextContent(MSG.themeSaveFailed('signposting'));
    expect(errorOf(field('Deal header prefix'))).toBe(MSG.required);

    await replace(user, 'Deal header prefix', 'Your price:');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(banner().getByRole('alert')).toHaveTextContent(
        'Unable to save theme — invalid general settings.',
      ),
    );
    // The main settings are above the tabs: the tab stays as it was.
    expect(selectedTab()).toBe('Signposting');
    expect(errorOf(field('Name'))).toBe(MSG.required);
    expect(saves()).toHaveLength(0);

    await user.type(field('Name'), 'Wide');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Theme Created')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe(LIST));
    expect(themes).toHaveLength(1);
  });

  it('checks the tooltip’s popup text against 250 characters, with its counter', async () => {
    serveThemes(server);
    const { user } = await openEditor(`${NEW}?tab=tooltip`);
    await user.type(field('Name'), 'Long popup');
    const popup = field('Info popup text');
    await user.clear(popup);
    await user.click(popup);
    await user.paste('x'.repeat(251));
    expect(screen.getByText('251/250 characters')).toBeInTheDocument();
    await showTab(user, 'Button');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await banner().findByRole('alert')).toHaveTextContent(MSG.themeSaveFailed('tooltip'));
    await waitFor(() => expect(selectedTab()).toBe('Tooltip'));
    expect(errorOf(field('Info popup text'))).toBe(MSG.maxLength(250));
    expect(saves()).toHaveLength(0);
  });

  it('creates a theme: the payload is exactly the save request, Theme Created, back to the list', async () => {
    serveThemes(server);
    const { user, location } = await openEditor(NEW);
    await user.type(field('Name'), 'Maison');
    await choose(user, 'Language Code', 'Français (fr)');
    await user.clear(field('Retailer'));
    await user.type(field('Retailer'), 'Demo');
    await user.click(await screen.findByRole('option', { name: 'Demo Store' }));
    await replace(user, 'Button text', 'Marchander');
    await replace(user, 'Background colour', '#C62828');
    await choose(user, 'Font weight', '700');
    await replace(user, 'Font family', 'Georgia, serif');
    await showTab(user, 'Window');
    await user.click(screen.getByRole('switch', { name: 'Show marketing in the chat window' }));
    await showTab(user, 'Signposting');
    await user.click(
      screen.getByRole('switch', { name: 'Show the popup on a recommended product' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Theme Created')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe(LIST));
    const defaults = defaultConfiguration();
    const expected = {
      name: 'Maison',
      language_code: 'fr',
      retailer_id: RETAILER_ID,
      logo_image_id: null,
      theme_configuration: {
        ...defaults,
        button: {
          ...defaults.button,
          text: 'Marchander',
          backgroundColor: '#C62828',
          fontWeight: '700',
          fontFamily: 'Georgia, serif',
        },
        window: { marketing: { enabled: 'true' } },
        signposting: { ...defaults.signposting, showPopupOnRecommendedProduct: true },
      },
    };
    const [call] = server.callsTo(calls.createTheme);
    expect(call?.body).toEqual(expected);
    expect(ZThemeSaveRequest.parse(call?.body)).toEqual(call?.body);
    expect(await screen.findByText('Maison (fr)')).toBeInTheDocument();
    expect(screen.getByText('Demo Store')).toBeInTheDocument();
  });

  it('saves a new theme without a language chosen in en-GB, for all retailers', async () => {
    serveThemes(server);
    const { user } = await openEditor(NEW);
    await user.type(field('Name'), 'House style');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Theme Created')).toBeInTheDocument();
    expect(server.callsTo(calls.createTheme)[0]?.body).toEqual({
      name: 'House style',
      language_code: 'en-GB',
      retailer_id: null,
      logo_image_id: null,
      theme_configuration: defaultConfiguration(),
    });
  });

  it('loads and saves an existing theme, Theme Saved', async () => {
    const theme = themeFixture({
      name: 'Maison',
      language_code: 'fr',
      retailer_id: RETAILER_ID,
      retailer_name: 'Demo Store',
      logo_image: logoImage('logo-1'),
    });
    theme.theme_configuration.button.text = 'Marchander';
    serveThemes(server, [theme]);
    const { user, location } = await openEditor(`${LIST}/${theme.theme_id}`);
    expect(screen.getByRole('heading', { name: 'Maison' })).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Maison');
    expect(field('Language Code')).toHaveValue('Français (fr)');
    expect(field('Retailer')).toHaveValue('Demo Store');
    expect(field('Button text')).toHaveValue('Marchander');
    expect(screen.getByRole('img', { name: 'Logo' })).toHaveAttribute(
      'src',
      'https://cdn.example.test/images/logo-1.png',
    );
    await replace(user, 'Button text', 'Faire une offre');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Theme Saved')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe(LIST));
    expect(server.callsTo(calls.updateTheme, { themeId: theme.theme_id })[0]?.body).toEqual({
      name: 'Maison',
      language_code: 'fr',
      retailer_id: RETAILER_ID,
      logo_image_id: 'logo-1',
      theme_configuration: {
        ...theme.theme_configuration,
        button: { ...theme.theme_configuration.button, text: 'Faire une offre' },
      },
    });
  });

  it('says an unassigned clone applies to no store until it is saved', async () => {
    const clone = themeFixture({ name: 'House style (copy)', assigned: false });
    serveThemes(server, [clone]);
    await openEditor(`${LIST}/${clone.theme_id}`);
    expect(screen.getByText(/This theme is not assigned/)).toBeInTheDocument();
  });

  it('shows the server’s 422 errorMessage in a danger notification and stays', async () => {
    serveThemes(server, [themeFixture({ name: 'House style' })]);
    const { user, location } = await openEditor(NEW);
    await user.type(field('Name'), 'Second house style');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const message = MSG.themeExists('en-GB', null);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(location()).toBe(NEW);
    expect(screen.queryByText('Theme Created')).not.toBeInTheDocument();
  });

  it('shows a 400’s field messages under the fields, on their tab', async () => {
    serveThemes(server);
    server.on(calls.createTheme, () =>
      json(400, {
        errorMessage: MSG.notValid('colour'),
        fieldErrors: {
          'theme_configuration.dwellTimePopup.logoGradientEnd': MSG.notValid('colour'),
        },
      }),
    );
    const { user } = await openEditor(NEW);
    await user.type(field('Name'), 'House style');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(selectedTab()).toBe('Dwell Time Popup'));
    expect(errorOf(field('Logo gradient end'))).toBe(MSG.notValid('colour'));
  });

  it('goes back to the list on Cancel, sending nothing', async () => {
    serveThemes(server);
    const { user, location } = await openEditor(NEW);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location()).toBe(LIST));
    expect(saves()).toHaveLength(0);
  });

  it('warns No retailer found! when the retailer search finds none', async () => {
    serveThemes(server);
    const { user } = await openEditor(NEW);
    await user.clear(field('Retailer'));
    await user.type(field('Retailer'), 'zzz');
    expect(await screen.findByText(MSG.noRetailerFound)).toBeInTheDocument();
    const searches = server.callsTo(endpoints.retailers.findRetailers);
    expect(searches.at(-1)?.query.get('searchText')).toBe('zzz');
    expect(searches.at(-1)?.query.get('context')).toBe('search');
  });

  it('uploads the logo as a theme_logo image of no retailer and saves its id', async () => {
    vi.stubGlobal('createImageBitmap', decodeImagesAs(120, 36));
    const images = serveImages(server);
    serveThemes(server);
    const { user } = await openEditor(NEW);
    await user.type(field('Name'), 'House style');
    await user.upload(
      screen.getByLabelText('Logo file'),
      new File([new Uint8Array(16)], 'logo.png', { type: 'image/png' }),
    );
    const imageId = await waitFor(() => {
      expect(images).toHaveLength(1);
      return images[0]!.image_id;
    });
    expect(await screen.findByRole('img', { name: 'Logo' })).toHaveAttribute(
      'src',
      `https://cdn.example.test/images/${imageId}.png`,
    );
    expect(server.callsTo(endpoints.images.createImage)[0]?.body).toMatchObject({
      width: 120,
      height: 36,
      image_type: 'theme_logo',
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Theme Created')).toBeInTheDocument();
    expect(server.callsTo(calls.createTheme)[0]?.body).toMatchObject({ logo_image_id: imageId });
  });

  it('refuses a logo that is not 36 px high and at most 150 px wide, before any call', async () => {
    vi.stubGlobal('createImageBitmap', decodeImagesAs(300, 36));
    serveImages(server);
    serveThemes(server);
    const { user } = await openEditor(NEW);
    await user.upload(
      screen.getByLabelText('Logo file'),
      new File([new Uint8Array(16)], 'logo.png', { type: 'image/png' }),
    );
    expect(await screen.findByText(MSG.themeLogoSize(36, 150))).toBeInTheDocument();
    expect(server.callsTo(endpoints.images.createImage)).toHaveLength(0);
  });

  it('shows the style guide in a dialog, kept in the URL', async () => {
    serveThemes(server);
    const { user, location } = await openEditor(NEW);
    await user.click(screen.getByRole('button', { name: 'Style guide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Style guide' });
    expect(location()).toBe(`${NEW}?guide=open`);
    const diagram = within(dialog).getByRole('img', { name: /Style guide/ });
    for (const section of THEME_SECTIONS) {
      expect(diagram.textContent).toContain(section.label);
    }
  });
});
