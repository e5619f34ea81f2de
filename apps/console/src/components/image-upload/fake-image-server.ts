import { MSG, endpoints, type TImage } from '@parley/contract';
import { json, type FakeServer, type RecordedCall } from '../../../test/fake-server';
import { idSequence } from '../../../test/fixtures';

/** In-memory stand-ins for the image calls of an upload, answering contract-shaped data. */

const nextImageId = idSequence('00000000-0000-4000-9000');

export const UPLOAD_URL = 'https://uploads.example.test/parley-images';
export const UPLOAD_FIELDS = {
  key: 'images/banner.png',
  policy: 'cG9saWN5',
  'x-amz-signature': 'sig',
};

/**
 * The image calls: create answers an upload target on another origin, the target answers
 * `uploadStatus`, confirm answers the uploaded image. The images made are returned.
 */
export function serveImages(server: FakeServer, { uploadStatus = 204 } = {}) {
  const images: TImage[] = [];
  const create = (call: RecordedCall) => {
    const body = call.body as { width: number; height: number; image_type: TImage['image_type'] };
    const image_id = nextImageId();
    const image: TImage = {
      image_id,
      image_url: `https://cdn.example.test/images/${image_id}.png`,
      width: body.width,
      height: body.height,
      image_type: body.image_type,
      content_type: null,
      uploaded: false,
      upload: { url: UPLOAD_URL, fields: UPLOAD_FIELDS },
    };
    images.push(image);
    return json(200, { image });
  };
  const confirm = (imageId: string) => {
    const image = images.find((candidate) => candidate.image_id === imageId);
    if (!image) return json(404, { errorMessage: MSG.notFound });
    const confirmed: TImage = { ...image, uploaded: true, upload: null, content_type: 'image/png' };
    return json(200, { image: confirmed });
  };
  server.onOutside(
    'POST',
    new URL(UPLOAD_URL).pathname,
    () => new Response(null, { status: uploadStatus }),
  );
  // A retailer's images, and an administrator's of no retailer (theme logos).
  server.on(endpoints.images.createRetailerImage, create);
  server.on(endpoints.images.createImage, create);
  server.on(endpoints.images.confirmRetailerImage, (_call, { imageId }) => confirm(imageId));
  server.on(endpoints.images.confirmImage, (_call, { imageId }) => confirm(imageId));
  return images;
}

/** Stands in for the browser's decoder: every file reads as an image of `width` × `height`. */
export const decodeImagesAs = (width: number, height: number) => () =>
  Promise.resolve({ width, height, close: () => undefined });
