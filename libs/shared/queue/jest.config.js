module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: 'shared-queue',
  rootDir: __dirname,
};
