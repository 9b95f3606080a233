module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: 'expenses-infrastructure',
  rootDir: __dirname,
};
