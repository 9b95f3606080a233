module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: 'extraction-infrastructure',
  rootDir: __dirname,
};
