module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: 'catalogue-infrastructure',
  rootDir: __dirname,
};
