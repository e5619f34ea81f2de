import { IMAGE_UPLOAD_TIMEOUT_SECONDS, endpoints } from '@parley/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RETAILER_ID, retailerUser } from '../../../test/fixtures';
import { json } from '../../../test/fake-server';
import { UPLOAD_URL, decodeImagesAs, serveImages } from './fake-image-server';
import { createAppContext } from '../../lib/app-context';
import { uploadImage } from './api';
import { serverPerTest } from '../../../test/server-per-test';

const { createImage, confirmImage, confirmRetailerImage } = endpoints.images;
const file = () => new File([new Uint8Array(8)], 'logo.jpg', { type: 'image/jpeg' });

const server = serverPerTest({ account: retailerUser });
beforeEach(() => {
  vi.stubGlobal('createImageBitmap', decodeImagesAs(300, 100));
});

/** The upload target never answers; it only gives up when the request is aborted. */
function hangUploads() {
  const answer = server.fetch.getMockImplementation()!;
  let started: () => void = () => undefined;
  const uploadStarted = new Promise<void>((resolve) => (started = resolve));
  server.fetch.mockImplementation((input, init) => {
    if (input !== UPLOAD_URL) return answer(input, init);
    started();
    return new Promise((_resolve, reject) =>
      init?.signal?.addEventListener('abort', () =>
        reject(new DOMException('The operation was aborted.', 'AbortError')),
      ),
    );
  });
  return uploadStarted;
}

describe('uploadImage', () => {
  it('gives the file post 60 seconds, then falls back to the created image', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const images = serveImages(server);
    const uploadStarted = hangUploads();
    const { api } = createAppContext();
    let settled = false;
    const result = uploadImage(api, RETAILER_ID, 'addon_banner', file()).finally(() => {
      settled = true;
    });

    await uploadStarted;
    await vi.advanceTimersByTimeAsync(IMAGE_UPLOAD_TIMEOUT_SECONDS * 1000 - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const uploaded = await result;

    expect(uploaded.uploadFailed).toBe(true);
    expect(uploaded.image.image_id).toBe(images[0]?.image_id);
    const confirms = server.callsTo(confirmRetailerImage, {
      retailerId: RETAILER_ID,
      imageId: uploaded.image.image_id,
    });
    expect(confirms).toHaveLength(0);
  });

  it('creates images of no retailer at /images (admin: theme logos)', async () => {
    serveImages(server);
    const logo = (uploaded: boolean) => ({
      image_id: 'logo-1',
      image_url: '/uploads/logo-1.jpg',
      width: 300,
      height: 100,
      image_type: 'theme_logo',
      content_type: uploaded ? 'image/jpeg' : null,
      uploaded,
      upload: uploaded ? null : { url: UPLOAD_URL, fields: { token: 't' } },
    });
    server.on(createImage, () => json(200, { image: logo(false) }));
    server.on(confirmImage, () => json(200, { image: logo(true) }));
    const { api } = createAppContext();

    const uploaded = await uploadImage(api, null, 'theme_logo', file());
    expect(uploaded).toEqual({ uploadFailed: false, image: logo(true) });
    expect(server.callsTo(createImage)[0]?.body).toEqual({
      width: 300,
      height: 100,
      image_type: 'theme_logo',
      content_type: 'image/jpeg',
    });
  });
});
