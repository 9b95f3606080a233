module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: 'shared-config',
  rootDir: __dirname,
};
