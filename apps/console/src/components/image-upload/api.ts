import {
  IMAGE_UPLOAD_FILE_FIELD,
  IMAGE_UPLOAD_TIMEOUT_SECONDS,
  type TCreateImageRequest,
  type TImage,
  type TImageType,
  type TImageUpload,
} from '@parley/contract';
import { imageEndpoints } from '@parley/contract/endpoints/images';
import type { ApiClient } from '../../lib/api';
import { useApiMutation } from '../../lib/api-mutation';
import { checkImageFile, readImageSize } from './image-file';

/** Images of a retailer (banners), or of none (admin: theme logos) when retailerId is null. */
export const imageKeys = {
  all: (retailerId: string | null) =>
    retailerId === null ? (['images'] as const) : (['retailers', retailerId, 'images'] as const),
  detail: (retailerId: string | null, imageId: string) =>
    [...imageKeys.all(retailerId), imageId] as const,
};

const images = imageEndpoints;

/** Create, then confirm: a retailer's image, or (admin) one of no retailer. */
const createImage = (api: ApiClient, retailerId: string | null, body: TCreateImageRequest) =>
  retailerId === null
    ? api.call(images.createImage, { body })
    : api.call(images.createRetailerImage, { params: { retailerId }, body });
const confirmImage = (api: ApiClient, retailerId: string | null, imageId: string) =>
  retailerId === null
    ? api.call(images.confirmImage, { params: { imageId } })
    : api.call(images.confirmRetailerImage, { params: { retailerId, imageId } });

export interface UploadedImage {
  image: TImage;
  /**
   * Only the file post failed, so `image` is the created image standing in for the uploaded one
   * (part 2 §8): its URL is kept, but the user is told to choose the file again.
   */
  uploadFailed: boolean;
}

/** Runs an upload, usually `useUploadImage(…).mutateAsync` handed down by the route. */
export type UploadImage = (file: File) => Promise<UploadedImage>;

/** Posts the upload form: every field the server gave, then the file last, as targets demand. */
async function postFile(upload: TImageUpload, file: File): Promise<boolean> {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append(IMAGE_UPLOAD_FILE_FIELD, file);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), IMAGE_UPLOAD_TIMEOUT_SECONDS * 1000);
  try {
    // Plain fetch, no bearer token: the target may be another origin (S3), and the signed
    // fields are its authority.
    const response = await fetch(upload.url, {
      method: 'POST',
      body: form,
      signal: controller.signal,
    });
    return response.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The three calls of an upload: create the image with the file's natural size, post the file to
 * the upload target, confirm. A file of another type than the kind of image takes, or over 5 MB,
 * is refused before any call (ImageFileError).
 */
export async function uploadImage(
  api: ApiClient,
  retailerId: string | null,
  imageType: TImageType,
  file: File,
): Promise<UploadedImage> {
  const contentType = checkImageFile(file, imageType);
  const { width, height } = await readImageSize(file);
  const { image: created } = await createImage(api, retailerId, {
    width,
    height,
    image_type: imageType,
    content_type: contentType,
  });
  if (!created.upload || !(await postFile(created.upload, file))) {
    return { image: created, uploadFailed: true };
  }
  const { image } = await confirmImage(api, retailerId, created.image_id);
  return { image, uploadFailed: false };
}

export function useUploadImage(retailerId: string | null, imageType: TImageType) {
  return useApiMutation(
    (api, file: File) => uploadImage(api, retailerId, imageType, file),
    (queryClient, { image }) =>
      queryClient.setQueryData(imageKeys.detail(retailerId, image.image_id), image),
  );
}
