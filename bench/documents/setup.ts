/**
 * Prepares the documents benchmark database: 100 companies with an owner key and a client each,
 * and 1,000,000 documents in the first company for the feed drain. Prints the keys as JSON.
 *   DATABASE_URL=… node -r @swc-node/register bench/documents/setup.ts > /tmp/bench-documents.json
 * The schema must exist (start the API once against the database, or run it with migrations).
 */
import { createHash, randomBytes } from 'node:crypto';
import { Client } from 'pg';

const COMPANIES = 100;
const FEED_DOCUMENTS = Number(process.env.FEED_DOCUMENTS ?? 1_000_000);

async function main() {
  const db = new Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  const companies: { companyId: number; key: string; clientId: number }[] = [];
  for (let i = 0; i < COMPANIES; i++) {
    const {
      rows: [company],
    } = await db.query(`INSERT INTO companies (name) VALUES ($1) RETURNING id`, [`Bench company ${i + 1}`]);
    const key = `sk_${randomBytes(30).toString('base64url').replace(/[-_]/g, 'x').slice(0, 40)}`;
    await db.query(`INSERT INTO api_keys (company_id, name, role, key_hash, key_prefix) VALUES ($1, 'bench', 'owner', $2, $3)`, [
      company.id,
      createHash('sha256').update(key).digest('hex'),
      key.slice(0, 7),
    ]);
    const {
      rows: [client],
    } = await db.query(`INSERT INTO entities (company_id, is_client, name) VALUES ($1, true, $2) RETURNING id`, [company.id, `Client of ${i + 1}`]);
    companies.push({ companyId: company.id, key, clientId: client.id });
  }
  const first = companies[0];
  // The feed's documents, in batches so no single transaction holds back the feed for long.
  for (let start = 1; start <= FEED_DOCUMENTS; start += 100_000) {
    const end = Math.min(FEED_DOCUMENTS, start + 99_999);
    await db.query(
      `INSERT INTO documents (company_id, type, number, entity_id, client_name, issue_date, currency, vat_rate, amount, tax, total_with_tax, status)
       SELECT $1, 'quotation', n, $2, 'Client of 1', DATE '2024-01-01' + (n % 700), 'ILS', 18, 100, 18, 118, 'OPEN' FROM generate_series($3::int, $4::int) n`,
      [first.companyId, first.clientId, start, end],
    );
  }
  await db.query(`INSERT INTO document_counters (company_id, type, last_number) VALUES ($1, 'quotation', $2)`, [first.companyId, FEED_DOCUMENTS]);
  await db.query('ANALYZE');
  await db.end();
  process.stdout.write(JSON.stringify({ companies }) + '\n');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
