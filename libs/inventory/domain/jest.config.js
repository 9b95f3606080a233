module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: 'inventory-domain',
  rootDir: __dirname,
};
