import { describe, expect, it } from 'vitest';
import { parseAnswer } from './http-answer';

const bytes = (text: string) => Buffer.from(text, 'utf8');

/** Every proper prefix of `whole` must wait for more bytes: none is a complete answer. */
function expectIncompleteUntilWhole(whole: Buffer) {
  for (let cut = 0; cut < whole.length; cut++) {
    expect(parseAnswer(whole.subarray(0, cut), false), `cut at ${cut}`).toBeNull();
  }
}

describe('parseAnswer', () => {
  it('reads a Content-Length answer only once all of it has arrived, with its Keep-Alive hint', () => {
    const whole = bytes(
      'HTTP/1.1 200 OK\r\nContent-Length: 7\r\nKeep-Alive: timeout=72\r\n\r\n{"a":1}',
    );
    expect(parseAnswer(whole, false)).toEqual({
      status: 200,
      text: '{"a":1}',
      length: whole.length,
      keepAlive: true,
      keepAliveMs: 72_000,
    });
    expectIncompleteUntilWhole(whole);
  });

  it('joins a chunked body across extensions and trailers, decoding UTF-8 split between chunks', () => {
    const accent = bytes('é'); // Two bytes: the chunks below split it.
    const whole = Buffer.concat([
      bytes('HTTP/1.1 201 Created\r\ntransfer-encoding: chunked\r\nconnection: keep-alive\r\n\r\n'),
      bytes('3;x=y\r\nab'),
      accent.subarray(0, 1),
      bytes('\r\n1\r\n'),
      accent.subarray(1),
      bytes('\r\n0\r\nX-T: 1\r\n\r\n'),
    ]);
    expect(parseAnswer(whole, false)).toEqual({
      status: 201,
      text: 'abé',
      length: whole.length,
      keepAlive: true,
      keepAliveMs: null,
    });
    expectIncompleteUntilWhole(whole);
  });

  it('frames by chunked over Content-Length, and keeps HTTP/1.0 only when told to', () => {
    const both = parseAnswer(
      bytes(
        'HTTP/1.1 200 OK\r\nContent-Length: 99\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n2\r\nhi\r\n0\r\n\r\n',
      ),
      false,
    );
    expect(both).toMatchObject({ text: 'hi', keepAlive: false });
    // Chunked last in a coding list, here spread over two fields, frames the body too.
    const coded = parseAnswer(
      bytes(
        'HTTP/1.1 200 OK\r\ntransfer-encoding: gzip\r\ntransfer-encoding: chunked\r\n\r\n2\r\nhi\r\n0\r\n\r\n',
      ),
      false,
    );
    expect(coded).toMatchObject({ text: 'hi', keepAlive: true });
    expect(
      parseAnswer(bytes('HTTP/1.0 200 OK\r\nContent-Length: 2\r\n\r\nhi'), false),
    ).toMatchObject({ keepAlive: false });
    expect(
      parseAnswer(
        bytes('HTTP/1.0 200 OK\r\nContent-Length: 2\r\nConnection: Keep-Alive\r\n\r\nhi'),
        false,
      ),
    ).toMatchObject({ keepAlive: true });
  });

  it('waits for the close on an unframed body, and frames 204, 1xx and extra bytes', () => {
    // A proxy's error page: no length, so it ends only when the server closes.
    const untilClose = bytes('HTTP/1.1 502 Bad Gateway\r\nServer: x\r\n\r\n<html>bad</html>');
    expect(parseAnswer(untilClose, false)).toBeNull();
    expect(parseAnswer(untilClose, true)).toEqual({
      status: 502,
      text: '<html>bad</html>',
      length: untilClose.length,
      keepAlive: false,
      keepAliveMs: null,
    });
    // A 204 has no body though it gives no length, so the connection stays usable.
    expect(parseAnswer(bytes('HTTP/1.1 204 No Content\r\n\r\n'), false)).toMatchObject({
      status: 204,
      text: '',
      keepAlive: true,
    });
    const afterContinue = parseAnswer(
      bytes('HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\ncontent-length: 1\r\n\r\nx'),
      false,
    );
    expect(afterContinue).toMatchObject({ status: 200, text: 'x' });
    // Bytes past the answer are not its own: the caller sees them by `length`.
    const extra = bytes('HTTP/1.1 200 OK\r\ncontent-length: 1\r\n\r\nxyz');
    expect(parseAnswer(extra, false)).toMatchObject({ text: 'x', length: extra.length - 2 });
  });

  it('throws on a bad status line, length, chunk size or chunk end', () => {
    const malformed = [
      'HTTX/1.1 200 OK\r\n\r\n',
      'HTTP/1.1 200 OK\r\ncontent-length: x\r\n\r\n',
      'HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\nzz\r\n',
      'HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n2\r\nhiXX0\r\n\r\n',
    ];
    for (const answer of malformed) {
      expect(() => parseAnswer(bytes(answer), false), answer).toThrow(/Parse Error/);
    }
  });

  it('matches header names in any case and reads connection tokens and repeated lengths', () => {
    const shouted = bytes(
      'HTTP/1.1 200 OK\r\nCONTENT-LENGTH: 2\r\nConnection: Upgrade\r\nKEEP-ALIVE: max=5, timeout=3\r\n\r\nhi',
    );
    expect(parseAnswer(shouted, false)).toEqual({
      status: 200,
      text: 'hi',
      length: shouted.length,
      keepAlive: true,
      keepAliveMs: 3000,
    });
    const sameTwice = 'HTTP/1.1 200 OK\r\ncontent-length: 2\r\ncontent-length: 2\r\n\r\nhi';
    expect(parseAnswer(bytes(sameTwice), false)).toMatchObject({ text: 'hi' });
    const differing = 'HTTP/1.1 200 OK\r\ncontent-length: 2\r\ncontent-length: 3\r\n\r\nhi';
    expect(() => parseAnswer(bytes(differing), false)).toThrow(/Parse Error/);
    // A coding not ending in chunked has no length: the body runs to the close.
    const gzip = 'HTTP/1.1 200 OK\r\ntransfer-encoding: gzip\r\n\r\nxx';
    expect(parseAnswer(bytes(gzip), false)).toBeNull();
    expect(parseAnswer(bytes(gzip), true)).toMatchObject({ text: 'xx', keepAlive: false });
    const closeListed =
      'HTTP/1.1 200 OK\r\nConnection: keep-alive, close\r\ncontent-length: 0\r\n\r\n';
    expect(parseAnswer(bytes(closeListed), false)).toMatchObject({ keepAlive: false });
  });
});
