module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: 'documents-infrastructure',
  rootDir: __dirname,
};
