module.exports = async function globalTeardown() {
  const db = globalThis.__EMBEDDED_TEST_DB__;
  if (db) {
    globalThis.__EMBEDDED_TEST_DB__ = undefined;
    await db.stop();
  }
};
