module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: 'shared-persistence',
  rootDir: __dirname,
};
