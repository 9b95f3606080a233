// With no DATABASE_URL, start one embedded PostgreSQL for the whole run, so `npm test` needs
// nothing installed. CI sets DATABASE_URL (and REQUIRE_SERVICES=1) and this does nothing.
const path = require('path');
const { mkdirSync } = require('fs');

module.exports = async function globalSetup() {
  if (process.env.DATABASE_URL || globalThis.__EMBEDDED_TEST_DB__) return;
  if (process.env.REQUIRE_SERVICES === '1') throw new Error('REQUIRE_SERVICES=1 but DATABASE_URL is not set');
  require('@swc-node/register');
  const { startEmbeddedDatabase } = require('./libs/shared/persistence/src/embedded-database.ts');
  const pino = require('pino');
  const dataDir = path.join(__dirname, '.data', 'test');
  mkdirSync(dataDir, { recursive: true });
  const db = await startEmbeddedDatabase({ dataDir, port: Number(process.env.TEST_EMBEDDED_PG_PORT || 54339), logger: pino({ level: 'warn' }) });
  globalThis.__EMBEDDED_TEST_DB__ = db;
  process.env.DATABASE_URL = db.url;
};
