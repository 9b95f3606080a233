module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: 'documents-domain',
  rootDir: __dirname,
};
