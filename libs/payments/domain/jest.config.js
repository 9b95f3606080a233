module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: 'payments-domain',
  rootDir: __dirname,
};
