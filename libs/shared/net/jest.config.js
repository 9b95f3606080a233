module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: 'shared-net',
  rootDir: __dirname,
};
