module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: 'shared-ratelimit',
  rootDir: __dirname,
};
