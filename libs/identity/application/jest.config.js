module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: 'identity-application',
  rootDir: __dirname,
};
