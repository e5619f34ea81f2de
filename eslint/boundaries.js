import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The house's layers, as an ESLint rule (ARCHITECTURE.md, "Boundaries"): a module or feature is
 * used only through its front door, the engine does no I/O, the widget carries no zod, the
 * contract depends on nothing of ours, and production code never imports test support.
 * Written here rather than taken from a plugin because the rules are the house's own and short.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Areas whose folders are used only through their index.ts from outside. A console feature's
 * route list is a second entry, for the app's route table alone: it lazily imports the screens,
 * so keeping it out of the front door keeps screens that import other features' front doors
 * out of an import loop.
 */
const FRONT_DOORS = [
  { root: 'apps/server/src/modules', kind: 'module', entries: {} },
  {
    root: 'apps/console/src/features',
    kind: 'feature',
    entries: { routes: 'apps/console/src/app/' },
  },
];

/** What the engine may not import: it is pure, so anything that reaches the outside world. */
const IO_PACKAGES = [
  'pg',
  '@electric-sql/pglite',
  'drizzle-orm',
  'fastify',
  'nodemailer',
  'pino',
  'ioredis',
  'redis',
  'undici',
];
const BUILTINS = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

/** The contract's zod-free entry points, which the widget may import values from. */
const WIDGET_CONTRACT_ENTRIES = new Set([
  '@parley/contract/theme',
  '@parley/contract/bot-text',
  '@parley/contract/reactions',
  '@parley/contract/widget-routes',
]);

const isTestFile = (file) =>
  /\.test\.tsx?$/.test(file) || /(^|\/)(test|e2e|bench)\//.test(file) || file.includes('/test/');

const isTestSupport = (target) =>
  /(^|\/)test(\/|$)/.test(target) ||
  /(^|\/)test-support(\/|$)/.test(target) ||
  /(^|\/)(fake-[^/]*|testing|test-kit)$/.test(target);

const stripExtension = (file) => file.replace(/\.(tsx?|jsx?|mjs)$/, '');

/** The repository-relative path an import names, or null for a package import. */
function resolveRelative(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const absolute = path.resolve(path.dirname(fromFile), specifier);
  return stripExtension(path.relative(ROOT, absolute)).replace(/\/index$/, '');
}

/** `{ area, name, rest }` when `file` lies inside a front-door area. */
function placeIn(file) {
  for (const area of FRONT_DOORS) {
    const prefix = `${area.root}/`;
    if (!file.startsWith(prefix)) continue;
    const [name, ...rest] = file.slice(prefix.length).split('/');
    return { area, name, rest: rest.join('/') };
  }
  return null;
}

function frontDoorViolation(fromFile, target) {
  const to = placeIn(target);
  if (!to || to.rest === '') return null;
  const entryFor = to.area.entries[to.rest];
  if (entryFor && fromFile.startsWith(entryFor)) return null;
  const from = placeIn(fromFile);
  if (from && from.area === to.area && from.name === to.name) return null;
  // A test of one area may reach into another for its fixtures; production code may not.
  if (isTestFile(fromFile) || isTestSupport(stripExtension(fromFile))) return null;
  return `import ${to.area.kind} '${to.name}' through its index.ts, not '${to.rest}'`;
}

function packageViolation(fromFile, specifier, node) {
  if (fromFile.startsWith('packages/engine/src/') && !isTestFile(fromFile)) {
    const bare = specifier
      .split('/')
      .slice(0, specifier.startsWith('@') ? 2 : 1)
      .join('/');
    if (BUILTINS.has(specifier) || BUILTINS.has(bare) || IO_PACKAGES.includes(bare)) {
      return `the engine is pure: no '${specifier}'`;
    }
  }
  if (fromFile.startsWith('apps/widget/src/') && !isTestFile(fromFile)) {
    if (specifier === 'zod' || specifier.startsWith('zod/')) return 'the widget carries no zod';
    const typeOnly =
      node.importKind === 'type' ||
      (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type'));
    if (
      specifier.startsWith('@parley/contract') &&
      !WIDGET_CONTRACT_ENTRIES.has(specifier) &&
      !typeOnly
    ) {
      return `the widget imports only types from '${specifier}' (its values pull in zod); use a zod-free entry`;
    }
  }
  const consoleProduction =
    fromFile.startsWith('apps/console/src/') &&
    !isTestFile(fromFile) &&
    !isTestSupport(stripExtension(fromFile));
  if (consoleProduction) {
    // The console's chunks follow its routes (bench/console-size): the engine's barrel compiles
    // every lexicon when imported, and the contract's whole endpoint table would put every
    // domain's calls in the shell.
    if (specifier === '@parley/engine') {
      return "import the engine's narrow entries ('@parley/engine/zones', …), not its barrel";
    }
    const namesEndpoints = node.specifiers?.some((s) => s.imported?.name === 'endpoints');
    if (specifier === '@parley/contract' && namesEndpoints) {
      return "import a domain's table from '@parley/contract/endpoints/<domain>', not 'endpoints'";
    }
  }
  return null;
}

function layerViolation(fromFile, target) {
  if (fromFile.startsWith('packages/contract/') && /^(apps|packages\/engine)\//.test(target)) {
    return 'the contract depends on nothing of ours';
  }
  if (fromFile.startsWith('packages/engine/') && target.startsWith('apps/')) {
    return 'the engine does not import the apps';
  }
  if (!isTestFile(fromFile) && !isTestSupport(stripExtension(fromFile)) && isTestSupport(target)) {
    return 'production code does not import test support';
  }
  return null;
}

const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps the layers of ARCHITECTURE.md' },
    schema: [],
  },
  create(context) {
    const fromFile = path.relative(ROOT, context.filename);
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const specifier = source.value;
      const target = resolveRelative(context.filename, specifier);
      const message =
        target === null
          ? packageViolation(fromFile, specifier, node)
          : (frontDoorViolation(fromFile, target) ?? layerViolation(fromFile, target));
      if (message) context.report({ node: source, message });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export default { rules: { layers } };
