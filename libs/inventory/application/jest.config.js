module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: 'inventory-application',
  rootDir: __dirname,
};
