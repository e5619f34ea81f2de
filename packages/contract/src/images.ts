/**
 * Image upload (part 2 §3 Image, §7 Settings): POST /images or /retailers/{id}/images with the
 * intended width, height and type creates the image and answers an upload target; the file then
 * goes to upload.url as a multipart form with upload.fields and the file last, under `file`.
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

export const ZCreateImageRequest = z.object({
  width: zDimension(),
  height: zDimension(),
  image_type: z.enum(IMAGE_TYPES, { message: MSG.required }),
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
  content_type: z.enum(IMAGE_CONTENT_TYPES).nullable(),
  uploaded: z.boolean(),
  upload: ZImageUpload.nullable(),
});
export type TImage = z.infer<typeof ZImage>;

export const ZImageResponse = z.object({ image: ZImage });
export type TImageResponse = z.infer<typeof ZImageResponse>;
