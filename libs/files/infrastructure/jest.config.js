module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: 'files-infrastructure',
  rootDir: __dirname,
};
