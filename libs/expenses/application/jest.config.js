module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: 'expenses-application',
  rootDir: __dirname,
};
