/**
 * Writes a brotli (`.br`, maximum quality) and a gzip (`.gz`, level 9) copy beside every text
 * file of a build folder, for the server to send as they are (@fastify/static's preCompressed,
 * the widget's own route) instead of compressing the same bytes on every request at a low
 * level. Run by the console's and the widget's builds: `tsx ../../scripts/precompress.ts dist`.
 * A copy that would not be smaller is not written: the file then goes out as it is.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map|xml|webmanifest)$/;
/** Below this a copy saves less than its headers cost. */
const MIN_BYTES = 512;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function* filesIn(folder: string): AsyncGenerator<string> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* filesIn(path);
    else if (entry.isFile() && COMPRESSIBLE.test(entry.name)) yield path;
  }
}

async function precompress(path: string) {
  const bytes = await readFile(path);
  if (bytes.length < MIN_BYTES) return { raw: bytes.length, br: 0, gz: 0 };
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([
    br.length < bytes.length ? writeFile(`${path}.br`, br) : null,
    gz.length < bytes.length ? writeFile(`${path}.gz`, gz) : null,
  ]);
  return { raw: bytes.length, br: br.length, gz: gz.length };
}

async function main() {
  const folder = resolve(process.argv[2] ?? 'dist');
  if (!(await stat(folder).catch(() => null))?.isDirectory()) {
    process.stderr.write(`precompress: no folder ${folder}\n`);
    process.exit(1);
  }
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  const paths: string[] = [];
  for await (const path of filesIn(folder)) paths.push(path);
  const sizes = await Promise.all(paths.map(precompress));
  for (const size of sizes) {
    totals.files += 1;
    totals.raw += size.raw;
    totals.br += size.br || size.raw;
    totals.gz += size.gz || size.raw;
  }
  const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  process.stdout.write(
    `precompress: ${totals.files} files in ${folder}: ${kB(totals.raw)}, brotli ${kB(totals.br)}, gzip ${kB(totals.gz)}\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`precompress: ${String(error)}\n`);
  process.exit(1);
});
