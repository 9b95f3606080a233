module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: 'shared-lifecycle',
  rootDir: __dirname,
};
