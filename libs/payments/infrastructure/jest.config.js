module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: 'payments-infrastructure',
  rootDir: __dirname,
};
