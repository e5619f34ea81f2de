import { MSG, endpoints } from '@parley/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RETAILER_ID, retailerUser } from '../../../../../test/fixtures';
import { json } from '../../../../../test/fake-server';
import { messageOf } from '../../../../../test/inputs';
import { renderApp } from '../../../../../test/render-app';
import { decodeImagesAs, serveImages } from '../../../../components/image-upload/fake-image-server';
import { bannerImage, serveSettings } from '../fake-settings-server';
import { serverPerTest } from '../../../../../test/server-per-test';

const SETTINGS = `/retailers/${RETAILER_ID}/settings`;
const OWN = { retailerId: RETAILER_ID };
const { updateRetailerSettings, findRetailer } = endpoints.retailers;
const BANNER_ID = '00000000-0000-4000-9100-000000000001';

const server = serverPerTest({
  account: retailerUser,
  screens: [() => import('./SettingsEditRoute')],
});

const saves = () => server.callsTo(updateRetailerSettings, OWN);
const field = (label: string) => screen.getByRole('textbox', { name: label });
const termsSwitch = () =>
  screen.getByRole('switch', { name: 'Link to your terms and conditions in the chat' });

/** The settings of a store with everything set. */
const FILLED = {
  name: 'Demo Store',
  notifications_email: 'offers@demo.example',
  email_banner_image: bannerImage(BANNER_ID),
  terms_url: 'https://demo.example/terms',
  terms_enabled: true,
};

async function open(path = SETTINGS) {
  const view = renderApp(path);
  await screen.findByRole('textbox', { name: 'Retailer name' });
  return view;
}

describe('Store Settings: General settings', () => {
  it('shows the store’s settings, and only the General settings tab without reasons_editing', async () => {
    serveSettings(server, FILLED);
    await open(`${SETTINGS}?tab=brand-values`);
    expect(screen.getByRole('heading', { name: 'Store Settings' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['General settings']);
    expect(field('Retailer name')).toHaveValue('Demo Store');
    expect(field('Notification email')).toHaveValue('offers@demo.example');
    expect(screen.getByRole('img', { name: 'Retargeting email banner image' })).toHaveAttribute(
      'src',
      FILLED.email_banner_image.image_url,
    );
    expect(termsSwitch()).toBeChecked();
    expect(field('Terms URL')).toHaveValue('https://demo.example/terms');
  });

  it('shows every message under its field and in a danger notification, and sends nothing', async () => {
    serveSettings(server, FILLED);
    const { user } = await open();
    await user.clear(field('Retailer name'));
    await user.clear(field('Notification email'));
    await user.type(field('Notification email'), 'not-an-email');
    await user.clear(field('Terms URL'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // Every field at once, the terms URL (required while terms are on) with the others.
    await waitFor(() => expect(messageOf('Retailer name')).toBe(MSG.required));
    expect(messageOf('Notification email')).toBe(MSG.email);
    expect(messageOf('Terms URL')).toBe(MSG.required);
    const notice = await screen.findByText(/Retailer name: This field is required/);
    expect(notice).toHaveTextContent(`Notification email: ${MSG.email}`);
    expect(notice).toHaveTextContent(`Terms URL: ${MSG.required}`);
    expect(saves()).toHaveLength(0);

    await user.type(field('Retailer name'), 'Demo Store');
    await user.clear(field('Notification email'));
    await user.type(field('Terms URL'), 'not a url');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messageOf('Terms URL')).toBe(MSG.url));
    expect(await screen.findByText(`Terms URL: ${MSG.url}`)).toBeInTheDocument();
    expect(saves()).toHaveLength(0);
  });

  it('clears the terms URL when terms are turned off, and saves them off', async () => {
    serveSettings(server, FILLED);
    const { user } = await open();
    await user.click(termsSwitch());
    expect(field('Terms URL')).toHaveValue('');
    expect(field('Terms URL')).toBeDisabled();
    await user.click(termsSwitch());
    expect(field('Terms URL')).toHaveValue('');
    expect(field('Terms URL')).toBeEnabled();
    await user.click(termsSwitch());

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG.saved)).toBeInTheDocument();
    expect(saves()[0]?.body).toMatchObject({ terms_enabled: false, terms_url: null });
  });

  it('saves the settings, says Saved and reads the retailer again', async () => {
    serveSettings(server);
    const { user } = await open();
    const reads = server.callsTo(findRetailer, OWN).length;
    await user.clear(field('Retailer name'));
    await user.type(field('Retailer name'), '  New Name ');
    await user.type(field('Notification email'), 'offers@demo.example');
    await user.click(termsSwitch());
    await user.type(field('Terms URL'), 'https://demo.example/terms');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(MSG.saved)).toBeInTheDocument();
    // No reasons: this store has no Brand Values, so its statements stay as they are.
    expect(saves()[0]?.body).toEqual({
      name: 'New Name',
      notifications_email: 'offers@demo.example',
      email_banner_image_id: null,
      terms_enabled: true,
      terms_url: 'https://demo.example/terms',
    });
    await waitFor(() => expect(server.callsTo(findRetailer, OWN).length).toBeGreaterThan(reads));
    expect(field('Retailer name')).toHaveValue('New Name');
  });

  it('uploads the banner as an email_banner image and saves its id; Remove image saves none', async () => {
    vi.stubGlobal('createImageBitmap', decodeImagesAs(1200, 400));
    const images = serveImages(server);
    serveSettings(server);
    const { user } = await open();
    await user.upload(
      screen.getByLabelText('Retargeting email banner image file'),
      new File([new Uint8Array(16)], 'banner.png', { type: 'image/png' }),
    );
    const shown = await screen.findByRole('img', { name: 'Retargeting email banner image' });
    const imageId = images[0]?.image_id ?? '';
    expect(shown).toHaveAttribute('src', `https://cdn.example.test/images/${imageId}.png`);
    expect(server.callsTo(endpoints.images.createRetailerImage, OWN)[0]?.body).toMatchObject({
      image_type: 'email_banner',
      content_type: 'image/png',
    });

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG.saved)).toBeInTheDocument();
    expect(saves()[0]?.body).toMatchObject({ email_banner_image_id: imageId });

    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(saves()[1]?.body).toMatchObject({ email_banner_image_id: null });
  });

  it('refuses a banner that is not a JPEG or PNG before any call', async () => {
    vi.stubGlobal('createImageBitmap', decodeImagesAs(1200, 400));
    serveImages(server);
    serveSettings(server);
    await open();
    // As a browser that lets any file through, so the console's own check is what refuses it.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      screen.getByLabelText('Retargeting email banner image file'),
      new File(['GIF89a'], 'banner.gif', { type: 'image/gif' }),
    );
    expect(await screen.findByText(MSG.imageFileType)).toBeInTheDocument();
    expect(server.callsTo(endpoints.images.createRetailerImage, OWN)).toHaveLength(0);
  });

  it('shows the server’s refusal in a danger notification and its field messages under the fields', async () => {
    serveSettings(server);
    server.on(updateRetailerSettings, () =>
      json(400, {
        errorMessage: MSG.email,
        fieldErrors: { notifications_email: MSG.email },
      }),
    );
    const { user } = await open();
    await user.type(field('Notification email'), 'offers@demo.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messageOf('Notification email')).toBe(MSG.email));
    const notices = await screen.findAllByText(MSG.email);
    expect(notices.length).toBeGreaterThan(1);

    server.on(updateRetailerSettings, () =>
      json(422, { errorMessage: MSG.bannerImageNotUploaded }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG.bannerImageNotUploaded)).toBeInTheDocument();
  });

  it('goes to the sessions list on Cancel, sending nothing', async () => {
    serveSettings(server);
    const { user, location } = await open();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location()).toBe(`/retailers/${RETAILER_ID}/sessions`));
    expect(saves()).toHaveLength(0);
  });

  it('is reached from the retailer menu', async () => {
    serveSettings(server);
    const { user, location } = renderApp(`/retailers/${RETAILER_ID}/campaigns`);
    const menu = within(await screen.findByRole('navigation', { name: 'Main menu' }));
    await user.click(menu.getByRole('link', { name: 'Store Settings' }));
    await waitFor(() => expect(location()).toBe(SETTINGS));
    expect(await screen.findByRole('textbox', { name: 'Retailer name' })).toBeInTheDocument();
  });
});
