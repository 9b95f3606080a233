module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: 'files-domain',
  rootDir: __dirname,
};
