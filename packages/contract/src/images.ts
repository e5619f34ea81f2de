/**
 * Image upload (part 2 §3 Image, §7 Settings): POST /images or /retailers/{id}/images with the
 * intended width, height, type and content type creates the image and answers an upload target;
 * the file then goes to upload.url as a multipart form with upload.fields and the file last, under
 * `file`; then POST …/images/{imageId}/confirm checks the bytes and answers the uploaded image.
 */
import { z } from 'zod';
import { MSG } from './messages';

export const IMAGE_TYPES = ['addon_banner', 'email_banner', 'theme_logo'] as const;
export type TImageType = (typeof IMAGE_TYPES)[number];
/** Banner images are jpeg or png only (part 2 §9); checked by their bytes, never their name. */
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png'] as const;
export type TImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_DIMENSION = 10_000;
/** The console gives an upload this long (the spec's "time-out 60", in seconds). */
export const IMAGE_UPLOAD_TIMEOUT_SECONDS = 60;

const zDimension = () =>
  z
    .number({ message: MSG.numeric })
    .int({ message: MSG.integer })
    .min(1, { message: MSG.minimum(1) })
    .max(IMAGE_MAX_DIMENSION, { message: MSG.between(1, IMAGE_MAX_DIMENSION) });

/** The form field that carries the file; it must come after every field of upload.fields. */
export const IMAGE_UPLOAD_FILE_FIELD = 'file';

export const ZCreateImageRequest = z.object({
  width: zDimension(),
  height: zDimension(),
  image_type: z.enum(IMAGE_TYPES, { message: MSG.required }),
  /**
   * The chosen file's type (File.type), declared up front: an S3 upload policy must fix the
   * stored Content-Type before the bytes arrive, and the bytes must then match it.
   */
  content_type: z.enum(IMAGE_CONTENT_TYPES, { message: MSG.imageFileType }),
});
export type TCreateImageRequest = z.infer<typeof ZCreateImageRequest>;

export const ZImageUpload = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
});
export type TImageUpload = z.infer<typeof ZImageUpload>;

export const ZImage = z.object({
  image_id: z.string(),
  /** Where the image is shown from once uploaded. */
  image_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  image_type: z.enum(IMAGE_TYPES),
  /** Checked from the bytes; null until the upload is confirmed. */
  content_type: z.enum(IMAGE_CONTENT_TYPES).nullable(),
  uploaded: z.boolean(),
  /** A fresh upload target while not uploaded (each read answers a new one); then null. */
  upload: ZImageUpload.nullable(),
});
export type TImage = z.infer<typeof ZImage>;

export const ZImageResponse = z.object({ image: ZImage });
export type TImageResponse = z.infer<typeof ZImageResponse>;

export const ZRetailerImageParams = z.object({
  retailerId: z.uuid({ message: MSG.notFound }),
  imageId: z.uuid({ message: MSG.notFound }),
});
/** An image that belongs to no retailer (admin screens), or the target of a local upload. */
export const ZImageParams = z.object({ imageId: z.uuid({ message: MSG.notFound }) });
/** A stored image's file name under /uploads (local storage): its id and extension. */
export const ZImageFileParams = z.object({ file: z.string().max(64) });
