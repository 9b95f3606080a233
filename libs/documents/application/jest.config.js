module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: 'documents-application',
  rootDir: __dirname,
};
