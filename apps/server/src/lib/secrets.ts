import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A URL-safe random token of `bytes` random bytes (32 bytes = 256 bits). */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** Tokens are stored only as their SHA-256, so a leaked table grants nothing. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const base64UrlSha256 = (value: string) =>
  createHash('sha256').update(value).digest('base64url');

export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
