module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: 'parties-domain',
  rootDir: __dirname,
};
