module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'generators',
  rootDir: __dirname,
  // The workspace spec generates a context in a copy of the workspace and runs its Nx targets.
  testTimeout: 240000,
};
