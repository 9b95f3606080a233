module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: 'catalogue-application',
  rootDir: __dirname,
};
