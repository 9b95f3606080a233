// Lint rules for the whole workspace. The layer rules (domain imports no framework and no
// adapter; contexts talk to each other only through application libs, from infrastructure)
// are enforced by @nx/enforce-module-boundaries on the project tags in each project.json.
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';

const contexts = ['identity', 'files', 'parties', 'vendors', 'catalogue', 'inventory', 'expenses', 'documents', 'webhooks', 'payments', 'extraction'];

const frameworkImports = ['@nestjs/*', 'typeorm', '@nestjs/typeorm', 'bullmq', 'ioredis', 'pg', 'fastify', '@fastify/*', 'express', 'class-validator', 'class-transformer', 'pino'];

/**
 * Tests may also use the shared testing lib, and an app's e2e tests may start the other app
 * (a job enqueued by the API must be run by the worker) through its factory.
 */
function boundaries({ forTests }) {
  const testing = forTests ? ['type:testing'] : [];
  const only = (tags) => [...tags, ...testing];
  return {
    enforceBuildableLibDependency: false,
    allow: forTests ? ['../../api/src/create-api-app', '../../../worker/src/create-worker'] : [],
    depConstraints: [
      { sourceTag: 'type:domain', onlyDependOnLibsWithTags: only(['type:domain', 'type:util']), bannedExternalImports: frameworkImports },
      {
        sourceTag: 'type:application',
        onlyDependOnLibsWithTags: only(['type:domain', 'type:util']),
        bannedExternalImports: ['typeorm', '@nestjs/typeorm', 'bullmq', 'ioredis', 'pg', 'fastify', '@fastify/*', 'express', 'pino'],
      },
      { sourceTag: 'type:infrastructure', onlyDependOnLibsWithTags: only(['type:infrastructure', 'type:application', 'type:domain', 'type:util']) },
      { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:composition', 'type:infrastructure', 'type:application', 'type:domain', 'type:util', 'type:testing', 'type:sdk'] },
      // The composition root: wires every context's infrastructure; only apps import it.
      { sourceTag: 'type:composition', onlyDependOnLibsWithTags: only(['type:infrastructure', 'type:application', 'type:domain', 'type:util']) },
      { sourceTag: 'type:util', onlyDependOnLibsWithTags: only(['type:util']), bannedExternalImports: forTests ? [] : frameworkImports },
      { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:testing', 'type:infrastructure', 'type:application', 'type:domain', 'type:util'] },
      { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
      // The SDK is for integrators: generated types, its own helpers, and the webhook verifier.
      { sourceTag: 'type:sdk', onlyDependOnLibsWithTags: ['type:domain'] },
      { sourceTag: 'scope:sdk', onlyDependOnLibsWithTags: ['scope:webhooks'] },
      ...contexts.map((ctx) => ({ sourceTag: `scope:${ctx}`, onlyDependOnLibsWithTags: [`scope:${ctx}`, 'scope:shared', 'type:application'] })),
    ],
  };
}

const testFiles = ['**/*.spec.ts', '**/*.int-spec.ts', '**/*.e2e-spec.ts', 'apps/*/test/**/*.ts'];

export default [
  { ignores: ['**/node_modules', '**/dist', '**/.data', '**/coverage', '.nx', 'tmp'] },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  {
    files: ['**/*.ts'],
    rules: {
      '@nx/enforce-module-boundaries': ['error', boundaries({ forTests: false })],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: testFiles,
    rules: { '@nx/enforce-module-boundaries': ['error', boundaries({ forTests: true })] },
  },
  {
    // Only the config lib reads the environment; everything else receives a typed AppConfig.
    files: ['**/*.ts'],
    // A lib's `src/testing.ts` is its builders for tests (`@backoffice/<lib>/testing`): test code.
    ignores: ['libs/shared/config/**', '**/*.spec.ts', '**/*.int-spec.ts', '**/*.e2e-spec.ts', 'libs/shared/testing/**', 'libs/*/*/src/testing.ts', 'bench/**', 'apps/*/test/**'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through AppConfig (libs/shared/config).' }],
      'no-restricted-imports': ['error', { patterns: [{ group: ['@backoffice/*/testing', '@backoffice/*/*/testing'], message: 'Test helpers are imported from tests only.' }] }],
      'no-console': 'error',
    },
  },
];
