module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: 'webhooks-infrastructure',
  rootDir: __dirname,
};
