import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * The checks of the fake S3 in fake-s3.ts, written from S3's documentation rather than taken from
 * the server's signing code, so that the two are tested against each other.
 */

export interface BucketKeys {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const denied = (message: string) => new S3Error(403, 'AccessDenied', message);
const hmac = (key: Buffer | string, data: string) =>
  createHmac('sha256', key).update(data).digest();
const sameHex = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const signatureMismatch = () =>
  new S3Error(403, 'SignatureDoesNotMatch', 'The request signature does not match.');

function signingKey(keys: BucketKeys, day: string) {
  const dayKey = hmac(`AWS4${keys.secretAccessKey}`, day);
  return hmac(hmac(hmac(dayKey, keys.region), 's3'), 'aws4_request');
}

/** Credential = key id/day/region/s3/aws4_request, its day that of x-amz-date. */
function checkCredential(keys: BucketKeys, credential: string, date: string) {
  const [id, day, region, service, terminal] = credential.split('/');
  if (id !== keys.accessKeyId) throw new S3Error(403, 'InvalidAccessKeyId', 'Unknown key.');
  const scopeOk = region === keys.region && service === 's3' && terminal === 'aws4_request';
  if (!scopeOk || !day || !date.startsWith(day)) {
    throw new S3Error(400, 'AuthorizationQueryParametersError', 'Bad credential scope.');
  }
  return day;
}

export interface FormPart {
  name: string;
  filename: string | null;
  body: Buffer;
}

export function parseMultipart(body: Buffer, contentType: string): FormPart[] {
  const boundary = /^multipart\/form-data;.*boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  if (!boundary) throw new S3Error(412, 'PreconditionFailed', 'Not multipart/form-data.');
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const parts: FormPart[] = [];
  for (let at = body.indexOf(delimiter); at !== -1;) {
    const from = at + delimiter.length;
    if (body.subarray(from, from + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, from);
    const part = body.subarray(from + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    const disposition = /name="([^"]*)"(?:; filename="([^"]*)")?/.exec(
      part.subarray(0, split).toString(),
    );
    if (next === -1 || split === -1 || !disposition) {
      throw new S3Error(400, 'MalformedPOSTRequest', 'The body is not well-formed.');
    }
    parts.push({
      name: disposition[1]!,
      filename: disposition[2] ?? null,
      body: part.subarray(split + 4),
    });
    at = next;
  }
  return parts;
}

/** `{"name": value}` or `["eq" | "starts-with", "$name", value]`; names are case-insensitive. */
function conditionOf(condition: unknown) {
  if (Array.isArray(condition)) {
    const [op = '', name = '', value = ''] = condition.map(String);
    return { op, name: name.replace(/^\$/, '').toLowerCase(), value };
  }
  const [name, value] = Object.entries(condition as Record<string, unknown>)[0] ?? ['', ''];
  return { op: 'eq', name: name.toLowerCase(), value: String(value) };
}

/** Never listed in a policy. */
const UNCHECKED_FIELDS = new Set(['policy', 'x-amz-signature', 'file']);

/**
 * A browser POST as S3 checks it: the signature over the base64 policy, its expiry, every
 * condition, and no form field that no condition names. `fields` have lower-case names.
 */
export function checkPostPolicy(
  keys: BucketKeys,
  fields: Map<string, string>,
  fileSize: number,
  now: Date,
) {
  const required = ['policy', 'x-amz-algorithm', 'x-amz-credential', 'x-amz-date'];
  for (const name of [...required, 'x-amz-signature', 'key']) {
    if (!fields.has(name)) throw new S3Error(400, 'InvalidArgument', `No field ${name}.`);
  }
  if (fields.get('x-amz-algorithm') !== 'AWS4-HMAC-SHA256') {
    throw new S3Error(400, 'InvalidArgument', 'Unsupported algorithm.');
  }
  const day = checkCredential(keys, fields.get('x-amz-credential')!, fields.get('x-amz-date')!);
  const policyBase64 = fields.get('policy')!;
  const expected = hmac(signingKey(keys, day), policyBase64).toString('hex');
  if (!sameHex(expected, fields.get('x-amz-signature')!)) throw signatureMismatch();

  const policy = JSON.parse(Buffer.from(policyBase64, 'base64').toString()) as {
    expiration: string;
    conditions: unknown[];
  };
  if (!(Date.parse(policy.expiration) > now.getTime())) {
    throw denied('Invalid according to Policy: Policy expired.');
  }
  const checked = new Set<string>();
  for (const condition of policy.conditions) {
    if (Array.isArray(condition) && condition[0] === 'content-length-range') {
      const [, min, max] = condition as [string, number, number];
      if (fileSize < min) throw new S3Error(400, 'EntityTooSmall', 'Below the allowed size.');
      if (fileSize > max) throw new S3Error(400, 'EntityTooLarge', 'Above the allowed size.');
      continue;
    }
    const { op, name, value } = conditionOf(condition);
    checked.add(name);
    const actual = name === 'bucket' ? keys.bucket : fields.get(name);
    const ok = op === 'eq' ? actual === value : op === 'starts-with' && !!actual?.startsWith(value);
    if (!ok) throw denied(`Invalid according to Policy: Policy Condition failed: ${name}`);
  }
  for (const name of fields.keys()) {
    if (!UNCHECKED_FIELDS.has(name) && !name.startsWith('x-ignore-') && !checked.has(name)) {
      throw denied(`Invalid according to Policy: Extra input fields: ${name}`);
    }
  }
}

/** `20130524T000000Z` as a time. */
const timeOf = (date: string) =>
  Date.parse(date.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));

/**
 * A request's Authorization header as S3 checks it: the canonical request rebuilt from what
 * arrived (the raw path, the signed headers' values), within 15 minutes of the bucket's clock.
 */
export function checkAuthorization(keys: BucketKeys, request: IncomingMessage, now: Date) {
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      request.headers.authorization ?? '',
    );
  const date = request.headers['x-amz-date'];
  const payloadHash = request.headers['x-amz-content-sha256'];
  if (!match || typeof date !== 'string' || typeof payloadHash !== 'string') {
    throw denied('Access Denied');
  }
  const [, credential, signedHeaders, signature] = match;
  const day = checkCredential(keys, credential!, date);
  const names = signedHeaders!.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date')) throw denied('Unsigned headers.');
  if (!(Math.abs(timeOf(date) - now.getTime()) <= 15 * 60_000)) {
    throw new S3Error(403, 'RequestTimeTooSkewed', 'The request time is too far off.');
  }
  const [path = '/', search = ''] = (request.url ?? '/').split('?');
  const query = [...new URLSearchParams(search)]
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .sort()
    .join('&');
  const headerLines = names.map(
    (name) =>
      `${name}:${String(request.headers[name] ?? '')
        .trim()
        .replace(/\s+/g, ' ')}`,
  );
  const canonical = [request.method, path, query, ...headerLines, '', signedHeaders, payloadHash];
  const toSign = [
    'AWS4-HMAC-SHA256',
    date,
    `${day}/${keys.region}/s3/aws4_request`,
    createHash('sha256').update(canonical.join('\n')).digest('hex'),
  ].join('\n');
  if (!sameHex(hmac(signingKey(keys, day), toSign).toString('hex'), signature!)) {
    throw signatureMismatch();
  }
}
