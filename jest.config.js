// Every project's tests in one run: `npm test`.
const fs = require('fs');
const path = require('path');

function projectDirs(dir, depth) {
  if (!fs.existsSync(dir)) return [];
  if (fs.existsSync(path.join(dir, 'jest.config.js')) && dir !== __dirname) return [dir];
  if (depth === 0) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
    .flatMap((entry) => projectDirs(path.join(dir, entry.name), depth - 1));
}

module.exports = {
  // A global option: ignored when set per project.
  testTimeout: 30000,
  projects: [...projectDirs(path.join(__dirname, 'apps'), 1), ...projectDirs(path.join(__dirname, 'libs'), 2), ...projectDirs(path.join(__dirname, 'tools'), 1)],
};
