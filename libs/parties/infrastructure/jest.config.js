module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: 'parties-infrastructure',
  rootDir: __dirname,
};
