module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'sdk',
  rootDir: __dirname,
};
