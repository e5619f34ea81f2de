/**
 * Compiles the server for production: src/main.ts and everything it imports from this repository
 * (the workspace packages too, which are TypeScript) into dist/main.js, which Node runs without a
 * compiler at run time. Packages from npm stay imports, resolved from node_modules when it runs.
 * dist/main.js sits one folder below apps/server as src/paths.ts does, so the files the server
 * finds from there (migrations, the console's build, the widget) are found alike.
 */
import { build } from 'esbuild';

const WORKSPACE_PACKAGE = /^@parley\//;

await build({
  entryPoints: [new URL('../src/main.ts', import.meta.url).pathname],
  outfile: new URL('../dist/main.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [
    {
      name: 'npm-packages-external',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
          WORKSPACE_PACKAGE.test(args.path) ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
