import { MSG } from '@parley/contract';
import { describe, expect, it } from 'vitest';
import { checkImageFile, ImageFileError } from './image-file';

const file = (type: string, size = 10) => new File([new Uint8Array(size)], 'picture', { type });

describe('checkImageFile', () => {
  it('takes JPEG and PNG for banners, and WebP only for a theme logo', () => {
    expect(checkImageFile(file('image/png'), 'email_banner')).toBe('image/png');
    expect(checkImageFile(file('image/jpeg'), 'addon_banner')).toBe('image/jpeg');
    expect(checkImageFile(file('image/webp'), 'theme_logo')).toBe('image/webp');
    expect(() => checkImageFile(file('image/webp'), 'email_banner')).toThrow(
      new ImageFileError(MSG.imageFileType),
    );
    expect(() => checkImageFile(file('image/gif'), 'theme_logo')).toThrow(
      new ImageFileError(MSG.logoFileType),
    );
  });

  it('refuses a file over 5 MB whatever its type', () => {
    expect(() => checkImageFile(file('image/png', 5 * 1024 * 1024 + 1), 'theme_logo')).toThrow(
      new ImageFileError(MSG.imageTooLarge),
    );
  });
});
