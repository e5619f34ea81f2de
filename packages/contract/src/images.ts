/**
 * Image upload (part 2 §3 Image, §7 Settings): POST /images or /retailers/{id}/images with the
 * intended width, height, type and content type creates the image and answers an upload target;
 * the file then goes to upload.url as a multipart form with upload.fields and the file last, under
 * `file`; then POST …/images/{imageId}/confirm checks the bytes and answers the uploaded image.
 */
import { z } from 'zod';
import { MSG } from './messages';
import { zRetailerItemParams } from './common';

export const IMAGE_TYPES = ['addon_banner', 'email_banner', 'theme_logo'] as const;
export type TImageType = (typeof IMAGE_TYPES)[number];
/** Every type an uploaded image may be: checked by its bytes, never its name. */
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type TImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];
/**
 * What each kind of image may be: banners jpeg or png only (part 2 §9), a theme's logo also webp
 * (the widget shows it in shoppers' browsers, which all read webp).
 */
export const IMAGE_CONTENT_TYPES_OF: Record<TImageType, readonly TImageContentType[]> = {
  addon_banner: ['image/jpeg', 'image/png'],
  email_banner: ['image/jpeg', 'image/png'],
  theme_logo: ['image/jpeg', 'image/png', 'image/webp'],
};
/** The refusal of a file of another type, by kind of image. */
export const imageFileTypeMessage = (type: TImageType) =>
  type === 'theme_logo' ? MSG.logoFileType : MSG.imageFileType;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_DIMENSION = 10_000;
/**
 * The widest and tallest an uploaded file may really be: the server decodes every upload, and a
 * bound on pixels keeps a small file that unpacks to gigabytes (a decompression bomb) from doing so.
 */
export const IMAGE_MAX_SIDE = 4_000;
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

export const ZCreateImageRequest = z
  .object({
    width: zDimension(),
    height: zDimension(),
    image_type: z.enum(IMAGE_TYPES, { message: MSG.required }),
    /**
     * The chosen file's type (File.type), declared up front: an S3 upload policy must fix the
     * stored Content-Type before the bytes arrive, and the bytes must then match it.
     */
    content_type: z.enum(IMAGE_CONTENT_TYPES, { message: MSG.imageFileType }),
  })
  .refine((request) => IMAGE_CONTENT_TYPES_OF[request.image_type].includes(request.content_type), {
    message: MSG.imageFileType,
    path: ['content_type'],
    when: (payload) => {
      const value = payload.value as { image_type?: unknown; content_type?: unknown } | null;
      return (
        (IMAGE_TYPES as readonly unknown[]).includes(value?.image_type) &&
        (IMAGE_CONTENT_TYPES as readonly unknown[]).includes(value?.content_type)
      );
    },
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

export const ZRetailerImageParams = zRetailerItemParams('imageId');
/** An image that belongs to no retailer (admin screens), or the target of a local upload. */
export const ZImageParams = z.object({ imageId: z.uuid({ message: MSG.notFound }) });
/** A stored image's file name under /uploads (local storage): its id and extension. */
export const ZImageFileParams = z.object({ file: z.string().max(64) });
