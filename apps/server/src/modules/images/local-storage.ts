import { createHmac, randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { API_BASE_PATH, type TImageUpload } from '@parley/contract';
import { constantTimeEqual } from '../../lib/secrets';

/** The URL path local images are served under, outside the API. */
export const LOCAL_IMAGES_PATH = '/uploads';

/**
 * A stored file's name: the image id and the extension of its (verified) type, or of the widget's
 * WebP rendition of it.
 */
const FILE_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp|display\.webp)$/;

export interface LocalStoreOptions {
  /** The folder of the files, `${DATA_DIR}/uploads`; made on the first upload. */
  dir: string;
  /** This server's public address, for image URLs that work in e-mails and on shops. */
  publicUrl: string;
  /** Signs upload tokens. */
  secret: string;
}

/** A file written under a temporary name, not yet in place. */
export interface StagedFile {
  path: string;
}

/** Where a local image is shown from: this server's public address, for e-mails and shops. */
export const localPublicUrl = (publicUrl: string, key: string) =>
  `${publicUrl}${LOCAL_IMAGES_PATH}/${key}`;

export type LocalImageStore = ReturnType<typeof localImageStore>;

/**
 * Images kept under DATA_DIR and uploaded to this server. The browser posts the file as a plain
 * form, without the console's bearer token, so the upload target carries its own authority: a
 * token that signs the image id and an expiry with a server secret.
 */
export function localImageStore(options: LocalStoreOptions) {
  const sign = (imageId: string, expires: number) =>
    createHmac('sha256', options.secret)
      .update(`image-upload\n${imageId.toLowerCase()}\n${expires}`)
      .digest('base64url');

  return {
    publicUrl: (key: string) => localPublicUrl(options.publicUrl, key),

    /** A relative URL: the console posts to its own origin, also behind a dev proxy. */
    uploadTarget(imageId: string, expiresAt: Date): TImageUpload {
      const expires = Math.floor(expiresAt.getTime() / 1000);
      return {
        url: `${API_BASE_PATH}/uploads/${imageId}`,
        fields: { token: `${expires}.${sign(imageId, expires)}` },
      };
    },

    /** True when the token was made for this image by this server and has not expired. */
    checkToken(imageId: string, token: string, now: Date): boolean {
      const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return false;
      const expires = Number(match[1]);
      return expires * 1000 > now.getTime() && constantTimeEqual(match[2]!, sign(imageId, expires));
    },

    /** Writes the bytes under a temporary name in the same folder, so placing them is atomic. */
    async stage(bytes: Buffer): Promise<StagedFile> {
      await mkdir(options.dir, { recursive: true });
      const path = join(options.dir, `.${randomUUID()}.part`);
      await writeFile(path, bytes, { flag: 'wx', mode: 0o640 });
      return { path };
    },

    /** Moves a staged file to its final name: readers never see a half-written image. */
    async place(staged: StagedFile, key: string) {
      await rename(staged.path, join(options.dir, key));
    },

    /** Removes a staged file that was not placed (nothing happens if it was). */
    async discard(staged: StagedFile) {
      await rm(staged.path, { force: true });
    },

    /** Opens a stored image by its file name; null for any other name or a missing file. */
    async openFile(name: string) {
      if (!FILE_NAME.test(name)) return null;
      const handle = await open(join(options.dir, name), 'r').catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      });
      if (!handle) return null;
      try {
        const { size } = await handle.stat();
        return { size, stream: handle.createReadStream() };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
  };
}
