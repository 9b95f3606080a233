// Generates the SDK's types from the committed OpenAPI document with openapi-typescript, so the
// SDK is exactly what /openapi.json describes: `npx nx run sdk:generate` (or `npm run sdk:generate`); an argument writes elsewhere (the drift test).
import { writeFileSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const document = JSON.parse(readFileSync(path.join(root, 'docs/openapi.json'), 'utf8'));
const outDir = path.resolve(process.argv[2] ?? path.join(root, 'libs/sdk/src/generated'));
const header = '// Generated from docs/openapi.json by openapi-typescript (libs/sdk/scripts/generate.mjs). Do not edit.\n';

const ast = await openapiTS(document, { silent: true });
writeFileSync(path.join(outDir, 'openapi.ts'), header + astToString(ast));

// Operations that take an Idempotency-Key: the SDK retries their writes after a network failure or
// a 503 with the same key; other writes are retried only when the API cannot have run them (429).
const keyed = [];
for (const [route, item] of Object.entries(document.paths)) {
  for (const [method, op] of Object.entries(item)) {
    if ((op.parameters ?? []).some((p) => p.in === 'header' && p.name === 'Idempotency-Key')) keyed.push(`${method.toUpperCase()} ${route}`);
  }
}
writeFileSync(
  path.join(outDir, 'idempotent-operations.ts'),
  `${header}\n/** \`METHOD /path/{param}\` of every operation that takes an Idempotency-Key. */\nexport const IDEMPOTENT_OPERATIONS: readonly string[] = ${JSON.stringify(keyed.sort(), null, 2)};\n`,
);
