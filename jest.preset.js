// Shared Jest settings for every project: SWC transpilation (with decorator metadata, which
// NestJS injection and class-validator need) and the tsconfig path aliases.
const { compilerOptions } = require('./tsconfig.base.json');

const ESM_ONLY = ['content-disposition'];

const moduleNameMapper = {};
for (const [alias, [target]] of Object.entries(compilerOptions.paths)) {
  moduleNameMapper[`^${alias.replace(/[/.]/g, '\\$&')}$`] = require('path').join(__dirname, target);
}

module.exports = {
  testEnvironment: 'node',
  transform: {
    [`/node_modules/(${ESM_ONLY.join('|')})/.+\\.js$`]: ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }],
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
          keepClassNames: true,
        },
        module: { type: 'commonjs' },
        sourceMaps: 'inline',
      },
    ],
  },
  // ESM-only dependencies that Jest on Node 20 cannot require: compiled to CommonJS for tests.
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
  moduleFileExtensions: ['ts', 'js', 'json'],
  testMatch: ['**/*.spec.ts', '**/*.int-spec.ts', '**/*.e2e-spec.ts'],
  moduleNameMapper,
  // Paths in moduleNameMapper are resolved from the workspace root, whatever the project.
  roots: ['<rootDir>'],
  testTimeout: 30000,
  globalSetup: require('path').join(__dirname, 'jest.global-setup.js'),
  globalTeardown: require('path').join(__dirname, 'jest.global-teardown.js'),
};
