module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: 'files-application',
  rootDir: __dirname,
};
