module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: 'identity-infrastructure',
  rootDir: __dirname,
};
