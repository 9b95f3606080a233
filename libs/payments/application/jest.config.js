module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: 'payments-application',
  rootDir: __dirname,
};
