module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: 'parties-application',
  rootDir: __dirname,
};
