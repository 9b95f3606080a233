module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'api',
  rootDir: __dirname,
  setupFilesAfterEnv: ['<rootDir>/test/support/contract-setup.ts'],
};
