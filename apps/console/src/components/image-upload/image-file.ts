import {
  IMAGE_CONTENT_TYPES_OF,
  IMAGE_MAX_BYTES,
  imageFileTypeMessage,
  MSG,
  type TImageContentType,
  type TImageType,
} from '@parley/contract';

/** A chosen file that cannot be uploaded; its message is worded for the user. */
export class ImageFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageFileError';
  }
}

/** The size limit as the upload fields' descriptions write it: 'up to 5 MB'. */
export const IMAGE_MAX_MEGABYTES = IMAGE_MAX_BYTES / (1024 * 1024);

const isContentTypeOf = (imageType: TImageType, type: string): type is TImageContentType =>
  (IMAGE_CONTENT_TYPES_OF[imageType] as readonly string[]).includes(type);

/**
 * The file's content type when it is one this kind of image may be (banners: JPEG or PNG; a
 * theme's logo also WebP) of at most IMAGE_MAX_BYTES; otherwise throws, so that nothing is sent
 * for a file the server would refuse anyway.
 */
export function checkImageFile(file: File, imageType: TImageType): TImageContentType {
  if (!isContentTypeOf(imageType, file.type)) {
    throw new ImageFileError(imageFileTypeMessage(imageType));
  }
  if (file.size > IMAGE_MAX_BYTES) throw new ImageFileError(MSG.imageTooLarge);
  return file.type;
}

/** The picture's natural size, which the server records when the image is created. */
export async function readImageSize(file: File): Promise<{ width: number; height: number }> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    // The browser could not decode it: the name and type said image, the bytes did not.
    throw new ImageFileError(MSG.imageNotJpegOrPng);
  }
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}
