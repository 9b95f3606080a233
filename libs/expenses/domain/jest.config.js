module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: 'expenses-domain',
  rootDir: __dirname,
};
