import type { Config } from '../../config';
import type { Deps } from '../../deps';
import { randomToken } from '../../lib/secrets';
import { ensureSetting } from '../../infra/settings';
import { localImageStore, type LocalImageStore } from './local-storage';
import { s3ImageStore, s3Origins, type S3ImageStore } from './s3-storage';

/**
 * How long an upload target stays good. The console posts the file at once, with a 60-second
 * time-out (part 2 §9); the rest is room for a slow link and clock skew. Reading the image again
 * answers a fresh target.
 */
export const UPLOAD_TTL_SECONDS = 300;

export interface ImageStores {
  /** Where new images go: S3 when a bucket is set. */
  current: 'local' | 's3';
  /** Always there: images uploaded before a move to S3 are still served from disk. */
  local: LocalImageStore;
  s3: S3ImageStore | null;
}

/** The shared dependencies and the image stores: what every image service takes. */
export interface ImageDeps extends Deps {
  images: ImageStores;
}

/** The S3 store of an image kept there. */
export function s3Of(deps: ImageDeps) {
  if (!deps.images.s3) throw new Error('an image is stored in S3, but S3_BUCKET is not set');
  return deps.images.s3;
}

export async function imageDeps(deps: Deps): Promise<ImageDeps> {
  const { dir, s3 } = deps.config.imageStorage;
  // Kept in the database like the JWT key, so tokens survive a restart and work on every
  // instance that shares it.
  const secret = await ensureSetting(deps.db, 'image_upload_secret', randomToken(48));
  return {
    ...deps,
    images: {
      current: s3 ? 's3' : 'local',
      local: localImageStore({ dir, publicUrl: deps.config.publicUrl, secret }),
      s3: s3 ? s3ImageStore(s3, deps.log) : null,
    },
  };
}

/** Origins the console's CSP must allow for uploads and images: none when they are local. */
export const imageStorageOrigins = (config: Config) =>
  config.imageStorage.s3 ? s3Origins(config.imageStorage.s3) : [];
