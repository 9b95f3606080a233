module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: 'platform-composition',
  rootDir: __dirname,
};
