module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: 'extraction-domain',
  rootDir: __dirname,
};
