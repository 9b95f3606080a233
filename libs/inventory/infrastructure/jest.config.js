module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: 'inventory-infrastructure',
  rootDir: __dirname,
};
