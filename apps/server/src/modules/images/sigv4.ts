import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 for S3, the two forms this module needs: a browser POST policy and a
 * signed request header. Checked against the worked examples in AWS's S3 API reference.
 */

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

const ALGORITHM = 'AWS4-HMAC-SHA256';
/** The hash of an empty body: GET and DELETE send none. */
export const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

const hmac = (key: Buffer | string, data: string) =>
  createHmac('sha256', key).update(data).digest();
const sha256Hex = (data: string) => createHash('sha256').update(data).digest('hex');

/** 20151229T000000Z: ISO 8601 basic format, whole seconds. */
export const amzDate = (at: Date) => at.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');

/** Encodes all but RFC 3986's unreserved characters, as S3 expects in a path segment. */
export const encodeSegment = (segment: string) =>
  encodeURIComponent(segment).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

function scope(credentials: S3Credentials, at: Date) {
  const day = amzDate(at).slice(0, 8);
  return {
    day,
    path: `${day}/${credentials.region}/s3/aws4_request`,
    key: hmac(
      hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region), 's3'),
      'aws4_request',
    ),
  };
}

/** The x-amz-* fields of a POST form, to be listed in its policy's conditions as they are. */
export function postCredentialFields(credentials: S3Credentials, at: Date) {
  return {
    'x-amz-algorithm': ALGORITHM,
    'x-amz-credential': `${credentials.accessKeyId}/${scope(credentials, at).path}`,
    'x-amz-date': amzDate(at),
  };
}

/** Signs a base64 POST policy: for a POST, the policy itself is the string to sign. */
export function signPostPolicy(policyBase64: string, credentials: S3Credentials, at: Date) {
  return hmac(scope(credentials, at).key, policyBase64).toString('hex');
}

export interface SignableRequest {
  method: string;
  url: URL;
  /** Extra headers to sign (lower-case names), such as `range`. */
  headers?: Record<string, string>;
  /** The body, for a PUT: its hash is signed. */
  body?: Buffer;
}

/**
 * The headers that authorise a request: host, the given ones, x-amz-date and x-amz-content-sha256
 * (the body's hash), signed together. The URL's path must already be encoded segment by
 * segment (S3 signs it as sent, without encoding it twice).
 */
export function signRequest(
  request: SignableRequest,
  credentials: S3Credentials,
  at: Date,
): Record<string, string> {
  const payloadHash = request.body
    ? createHash('sha256').update(request.body).digest('hex')
    : EMPTY_SHA256;
  // fetch sets Host from the URL itself; it is signed all the same.
  const sent: Record<string, string> = {
    ...request.headers,
    'x-amz-content-sha256': payloadHash,
    'x-amz-date': amzDate(at),
  };
  const headers: Record<string, string> = { ...sent, host: request.url.host };
  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(';');
  const query = [...request.url.searchParams]
    .map(([name, value]) => `${encodeSegment(name)}=${encodeSegment(value)}`)
    .sort()
    .join('&');
  const canonicalRequest = [
    request.method,
    request.url.pathname,
    query,
    ...names.map((name) => `${name}:${headers[name]!.trim()}`),
    '',
    signedHeaders,
    payloadHash,
  ].join('\n');
  const { path, key } = scope(credentials, at);
  const stringToSign = [ALGORITHM, amzDate(at), path, sha256Hex(canonicalRequest)].join('\n');
  const signature = hmac(key, stringToSign).toString('hex');
  return {
    ...sent,
    authorization: `${ALGORITHM} Credential=${credentials.accessKeyId}/${path},SignedHeaders=${signedHeaders},Signature=${signature}`,
  };
}
