module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: 'catalogue-domain',
  rootDir: __dirname,
};
