import type { Multipart } from '@fastify/multipart';
import { IMAGE_MAX_BYTES, IMAGE_UPLOAD_FILE_FIELD, MSG } from '@parley/contract';
import { BadRequestError, PayloadTooLargeError } from '../../errors';

/** The parser's caps for an upload form: one file, a few short fields. */
export const UPLOAD_FORM_LIMITS = {
  files: 1,
  fileSize: IMAGE_MAX_BYTES,
  fields: 8,
  fieldSize: 1024,
  fieldNameSize: 100,
  parts: 10,
  headerPairs: 20,
};

const invalid = () => new BadRequestError(MSG.imageUploadInvalid);

/**
 * The parser's own refusals (limits, 4xx) keep their status; anything else it throws is a body
 * it could not read, which is the sender's fault, not a 500.
 */
function readingFailed(error: unknown): never {
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  if (code === 'FST_REQ_FILE_TOO_LARGE') throw new PayloadTooLargeError(MSG.imageTooLarge);
  // Not multipart at all (the parser says 406): as wrong as a form without its file.
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw invalid();
  if (typeof statusCode === 'number' && statusCode < 500) throw error;
  throw invalid();
}

/**
 * Reads an upload form laid out as for S3: text fields, then the file under `file`, nothing
 * after it. `authorise` sees the fields before a byte of the file is read, so an upload without
 * authority is refused unread; its own errors pass through untouched.
 */
export async function readUploadForm<T>(
  parts: AsyncIterable<Multipart>,
  authorise: (fields: Record<string, string>) => Promise<T>,
): Promise<{ authorised: T; file: Buffer }> {
  const iterator = parts[Symbol.asyncIterator]();
  const fields: Record<string, string> = {};
  let upload: { authorised: T; file: Buffer } | undefined;
  for (;;) {
    const next = await iterator.next().catch(readingFailed);
    if (next.done) break;
    const part = next.value;
    if (upload) throw invalid();
    if (part.type === 'file') {
      if (part.fieldname !== IMAGE_UPLOAD_FILE_FIELD) throw invalid();
      const authorised = await authorise(fields).catch((refusal: unknown) => {
        // Let the parser skip the file so that the refusal reaches the browser.
        part.file.resume();
        throw refusal;
      });
      upload = { authorised, file: await part.toBuffer().catch(readingFailed) };
      continue;
    }
    if (Object.hasOwn(fields, part.fieldname) || part.valueTruncated) throw invalid();
    if (typeof part.value !== 'string') throw invalid();
    fields[part.fieldname] = part.value;
  }
  if (!upload) throw invalid();
  return upload;
}
