import fc from 'fast-check';

/**
 * Hostile values and how they are sent. A value JSON cannot carry (-0 as typed, 1e400, 2^53+1
 * exactly) is a `raw` marker, written into the JSON text as is.
 */

const RAW_OPEN = '\u0001raw:';
const RAW_CLOSE = '\u0001';
/** A number written verbatim into the JSON text. */
export const raw = (text: string) => `${RAW_OPEN}${text}${RAW_CLOSE}`;
/** The JSON text of a value, with raw markers written verbatim. */
export const toJsonText = (value: unknown) =>
  JSON.stringify(value).replace(/"\\u0001raw:([^"\\]*)\\u0001"/g, '$1');

export const VERY_LONG = 'x'.repeat(100_000);

/** Scalars no schema should let through unchecked: each one has broken a server somewhere. */
export const HOSTILE_SCALARS: readonly unknown[] = [
  1e10,
  1e308,
  -1e308,
  2 ** 53 + 2,
  -(2 ** 31) - 1,
  2 ** 63,
  0,
  -1,
  0.1,
  Number.MIN_VALUE,
  raw('-0'),
  raw('1e400'),
  raw('-1e400'),
  raw('9007199254740993'),
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '2026-02-30',
  '2026-13-01',
  '2026-02-30T00:00:00Z',
  '2026-13-01T25:61:61Z',
  '0000-00-00',
  '275760-09-13T00:00:00.001Z',
  '\ud800',
  'a\udc00b',
  '\u0000',
  'x\u0000y',
  VERY_LONG,
  '',
  ' ',
  null,
  true,
  false,
  "' or '1'='1' --",
  '"; drop table users; --',
  '../../etc/passwd',
  '%00',
  '<script>alert(1)</script>',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '__proto__',
  'constructor',
];

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_SCALARS) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>([], {}, [null], [VERY_LONG], { '': null }, [[[[]]]]),
  },
  {
    weight: 1,
    arbitrary: fc.array(fc.constant('Clear stock'), { minLength: 1000, maxLength: 1000 }),
  },
);

/** The same value as another JSON type. */
export function wrongType(value: unknown): unknown {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value === '' ? 0 : [value];
  if (typeof value === 'boolean') return value ? 'true' : 1;
  if (Array.isArray(value)) return { 0: (value as unknown[])[0] ?? null };
  if (value === null) return {};
  return [value];
}

/** Path segments no route expects, already percent-encoded where they need to be. */
export const ODD_PATH_IDS: readonly string[] = [
  '..',
  '%2e%2e',
  '%2F',
  '..%2F..%2Fetc%2Fpasswd',
  'not-a-uuid',
  '-1',
  '0',
  '%00',
  '%ED%A0%80',
  '%',
  'null',
  '__proto__',
  'x'.repeat(5000),
  '00000000-0000-0000-0000-000000000000',
  '12345678-1234-1234-1234-1234567890ab%20',
  '12345678-1234-4234-8234-1234567890ab;x',
];

/** Query values sent as they are (already encoded): broken escapes, NUL, the very long. */
export const ODD_QUERY_VALUES: readonly string[] = [
  '%ED%A0%80',
  '%00',
  '%',
  '%zz',
  'x'.repeat(10_000),
  '2026-02-30',
  '2026-13-01',
  '1e308',
  '9'.repeat(400),
  'NaN',
  '-0',
  '-1',
  '',
  '%27%20or%201%3D1--',
  '%5B%5D',
];

/** How a body travels: JSON as it should, or as the server should refuse it. */
export const ENCODINGS = [
  'json',
  'form',
  'text',
  'multipart',
  'none',
  'brokenJson',
  'utf16Json',
  'protoJson',
] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** The payload and content type for a body sent with the encoding. */
export function encodeBody(body: unknown, encoding: Encoding) {
  const json = toJsonText(body ?? {});
  switch (encoding) {
    case 'json':
      return { payload: json, contentType: 'application/json' };
    case 'form':
      return { payload: formOf(body), contentType: 'application/x-www-form-urlencoded' };
    case 'text':
      return { payload: json, contentType: 'text/plain' };
    case 'multipart':
      return {
        payload: `--zz\r\ncontent-disposition: form-data; name="body"\r\n\r\n${json}\r\n--zz--\r\n`,
        contentType: 'multipart/form-data; boundary=zz',
      };
    case 'none':
      return { payload: json, contentType: undefined };
    case 'brokenJson':
      return {
        payload: json.slice(0, Math.max(1, json.length - 1)),
        contentType: 'application/json',
      };
    case 'utf16Json':
      return { payload: json, contentType: 'application/json; charset=utf-16' };
    case 'protoJson':
      return {
        payload: json.startsWith('{')
          ? `{"__proto__":{"isAdmin":true,"retailerId":null},${json.slice(1)}`.replace(',}', '}')
          : json,
        contentType: 'application/json',
      };
  }
}

function formOf(body: unknown) {
  if (typeof body !== 'object' || body === null) return String(body);
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return form.toString();
}
