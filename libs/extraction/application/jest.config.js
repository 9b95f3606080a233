module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: 'extraction-application',
  rootDir: __dirname,
};
