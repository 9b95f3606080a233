module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: 'shared-kernel',
  rootDir: __dirname,
};
