import {
  API_BASE_PATH,
  IMAGE_MAX_BYTES,
  MSG,
  endpoints,
  pathOf,
  type EndpointSpec,
} from '@parley/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { retailerUser } from '../../../../../../test/fixtures';
import { json } from '../../../../../../test/fake-server';
import { renderApp } from '../../../../../../test/render-app';
import {
  UPLOAD_FIELDS,
  UPLOAD_URL,
  decodeImagesAs,
  serveImages,
} from '../../../../../components/image-upload/fake-image-server';
import { ADDON_LIST, OWN, serveAddonItems } from '../fake-addon-server';
import { serverPerTest } from '../../../../../../test/server-per-test';

const { addonItems } = endpoints.catalogue;
const { createRetailerImage, confirmRetailerImage } = endpoints.images;
/** A call's URL path, for the order the calls are made in. */
const urlOf = (endpoint: EndpointSpec, params: Record<string, string>) =>
  API_BASE_PATH + pathOf(endpoint.path, params);
const IMAGES = urlOf(createRetailerImage, OWN);
const saves = () => server.callsTo(addonItems.createItem, OWN);

const server = serverPerTest({
  account: retailerUser,
  screens: [() => import('./AddonItemEditorRoute')],
});
beforeEach(() => {
  serveAddonItems(server);
  vi.stubGlobal('createImageBitmap', decodeImagesAs(1200, 400));
});

const png = (name = 'banner.png', bytes = 16) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const fileInput = () => screen.getByLabelText('Banner image file');
const preview = () => screen.getByRole('region', { name: 'Chat preview' });
const imageCalls = () => server.calls.filter((call) => call.path.startsWith(IMAGES));

/** A new item with its required texts filled in, ready for an image. */
async function openNewItem(options?: Parameters<typeof userEvent.setup>[0]) {
  const view = renderApp(`${ADDON_LIST}/new`);
  const user = options ? userEvent.setup(options) : view.user;
  await user.type(await screen.findByLabelText('Product ID'), 'TOTE-1');
  const english = screen.getByRole('group', { name: 'English (UK) (en-GB)' });
  await user.type(within(english).getByLabelText('Name'), 'Free tote bag');
  await user.type(within(english).getByLabelText(/^Short Description/), 'A canvas bag');
  return { ...view, user };
}

/** The fetch calls' arguments for the upload target (the only one that is not the API). */
function uploadRequests() {
  return server.fetch.mock.calls
    .filter(([input]) => input === UPLOAD_URL)
    .map(([, init]) => init ?? {});
}

describe('Banner image upload', () => {
  it('creates the image, posts the form (fields, then the file) and confirms, in that order', async () => {
    const images = serveImages(server);
    const { user } = await openNewItem();
    await user.upload(fileInput(), png());

    const url = await waitFor(() => {
      const [image] = images;
      expect(image).toBeDefined();
      return `https://cdn.example.test/images/${image?.image_id}.png`;
    });
    const shown = await within(preview()).findByRole('img', { name: 'Free tote bag banner' });
    expect(shown).toHaveAttribute('src', url);

    const imageId = images[0]?.image_id ?? '';
    const order = server.calls
      .filter((call) => call.method === 'POST')
      .map((call) => call.path)
      .filter((path) => path !== urlOf(addonItems.createItem, OWN));
    expect(order).toEqual([
      IMAGES,
      new URL(UPLOAD_URL).pathname,
      urlOf(confirmRetailerImage, { ...OWN, imageId }),
    ]);

    const [create] = server.callsTo(createRetailerImage, OWN);
    expect(create?.body).toEqual({
      width: 1200,
      height: 400,
      image_type: 'addon_banner',
      content_type: 'image/png',
    });
    expect(create?.headers.get('authorization')).toMatch(/^Bearer /);

    const [init] = uploadRequests();
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).has('authorization')).toBe(false);
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    const form = init?.body as FormData;
    expect([...form.keys()]).toEqual([...Object.keys(UPLOAD_FIELDS), 'file']);
    for (const [name, value] of Object.entries(UPLOAD_FIELDS)) expect(form.get(name)).toBe(value);
    expect((form.get('file') as File).name).toBe('banner.png');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Gift With Purchase Created')).toBeInTheDocument();
    expect(saves()[0]?.body).toMatchObject({ addon_banner_image: url });
  });

  it('refuses a file that is not a JPEG or PNG by its type, whatever its name, before any call', async () => {
    serveImages(server);
    const { user } = await openNewItem({ applyAccept: false });
    await user.upload(fileInput(), new File(['GIF89a'], 'banner.png', { type: 'image/gif' }));
    expect(await screen.findByText(MSG.imageFileType)).toBeInTheDocument();
    expect(imageCalls()).toHaveLength(0);
    expect(uploadRequests()).toHaveLength(0);
  });

  it('refuses a file over 5 MB before any call', async () => {
    serveImages(server);
    const { user } = await openNewItem();
    await user.upload(fileInput(), png('huge.png', IMAGE_MAX_BYTES + 1));
    expect(await screen.findByText(MSG.imageTooLarge)).toBeInTheDocument();
    expect(imageCalls()).toHaveLength(0);
  });

  it('refuses a file the browser cannot read as an image before any call', async () => {
    serveImages(server);
    vi.stubGlobal('createImageBitmap', () =>
      Promise.reject(new DOMException('bad', 'InvalidStateError')),
    );
    const { user } = await openNewItem();
    await user.upload(fileInput(), png('renamed.png'));
    expect(await screen.findByText(MSG.imageNotJpegOrPng)).toBeInTheDocument();
    expect(imageCalls()).toHaveLength(0);
  });

  it('falls back to the created image when only the file post fails, and says so', async () => {
    const images = serveImages(server, { uploadStatus: 500 });
    const { user } = await openNewItem();
    await user.upload(fileInput(), png());

    expect(await screen.findAllByText(MSG.imageUploadFailed)).toHaveLength(2);
    const imageId = images[0]?.image_id ?? '';
    const created = `https://cdn.example.test/images/${imageId}.png`;
    expect(within(preview()).getByRole('img')).toHaveAttribute('src', created);
    expect(server.callsTo(confirmRetailerImage, { ...OWN, imageId })).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Gift With Purchase Created')).toBeInTheDocument();
    expect(saves()[0]?.body).toMatchObject({ addon_banner_image: created });
  });

  it('keeps the image unchanged when the server refuses the uploaded bytes', async () => {
    serveImages(server);
    server.on(confirmRetailerImage, () => json(422, { errorMessage: MSG.imageNotJpegOrPng }));
    const { user } = await openNewItem();
    await user.upload(fileInput(), png());
    expect(await screen.findAllByText(MSG.imageNotJpegOrPng)).toHaveLength(2);
    expect(within(preview()).queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('No image chosen')).toBeInTheDocument();
  });

  it('removes the image of an item', async () => {
    serveImages(server);
    const { user } = await openNewItem();
    await user.upload(fileInput(), png());
    await within(preview()).findByRole('img');
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(within(preview()).queryByRole('img')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Gift With Purchase Created')).toBeInTheDocument();
    expect(saves()[0]?.body).toMatchObject({ addon_banner_image: null });
  });
});
