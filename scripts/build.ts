/**
 * Builds what `npm start` serves: the console, the shopper widget and the compiled server. With
 * `--if-changed` (as `npm start` runs it) a part whose sources have not changed since its last
 * build is not built again: a restart then costs seconds, not the minute a console build takes on
 * a busy machine. A part's sources are its own folder and the workspace packages it may import;
 * they count as changed when a file is added, removed, resized or touched.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SHARED = ['packages/contract/src', 'packages/engine/src', 'packages/simulator/src'];
const SKIPPED = new Set(['node_modules', 'dist', 'test-results', '.vite', 'coverage']);

/** Each part, and the file its build makes that serving it needs. */
const PARTS = [
  { workspace: '@parley/console', folder: 'apps/console', output: 'apps/console/dist/index.html' },
  {
    workspace: '@parley/widget',
    folder: 'apps/widget',
    output: 'apps/widget/dist/parley-widget.js',
  },
  { workspace: '@parley/server', folder: 'apps/server', output: 'apps/server/dist/main.js' },
];
/** The fingerprints of the last builds: outside the built folders, which are served. */
const STAMPS = join(root, 'node_modules/.cache/parley-build');

function* files(folder: string): Generator<string> {
  if (!existsSync(folder)) return;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/** Every source file's path, size and time of change, and the lock file: one hash. */
function fingerprint(folders: string[]) {
  const hash = createHash('sha256');
  for (const folder of folders) {
    for (const file of [...files(join(root, folder))].sort()) {
      const { size, mtimeMs } = statSync(file);
      hash.update(`${relative(root, file)}\0${size}\0${mtimeMs}\n`);
    }
  }
  hash.update(readFileSync(join(root, 'package-lock.json')));
  return hash.digest('hex');
}

const onlyIfChanged = process.argv.includes('--if-changed');
for (const part of PARTS) {
  const stamp = join(STAMPS, part.workspace.replace('/', '+'));
  const current = fingerprint([part.folder, ...SHARED]);
  const built =
    existsSync(join(root, part.output)) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === current;
  if (onlyIfChanged && built) {
    process.stdout.write(`${part.workspace}: unchanged since its last build\n`);
    continue;
  }
  const run = spawnSync('npm', ['run', 'build', '-w', part.workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
  mkdirSync(STAMPS, { recursive: true });
  writeFileSync(stamp, current);
}
