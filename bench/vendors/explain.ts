/**
 * Prints the EXPLAIN (ANALYZE, BUFFERS) plan of every GET /vendors filter and sort, with the
 * SQL the repository runs (vendorListSql), so a plan change shows up here first.
 *   DATABASE_URL=postgres://…/bo_parties_bench node -r @swc-node/register bench/vendors/explain.ts [companyId]
 */
import { Client } from 'pg';
import type { VendorFilter } from '../../libs/parties/application/src/parties.ports';
import { vendorListSql } from '../../libs/parties/infrastructure/src/vendor-list.sql';

const companyId = Number(process.argv[2] ?? 1);
const base: VendorFilter = { sortBy: 'id', sortOrder: 'asc' };
const cases: [string, Partial<VendorFilter>, number?][] = [
  ['default (id asc)', {}],
  ['sortBy=name desc', { sortBy: 'name', sortOrder: 'desc' }],
  ['sortBy=email', { sortBy: 'email' }],
  ['sortBy=taxId', { sortBy: 'taxId' }],
  ['sortBy=type', { sortBy: 'type' }],
  ['type=COMPANY&sortBy=name', { type: 'COMPANY', sortBy: 'name' }],
  ['email=orders777@vendor277.example', { email: 'orders777@vendor277.example' }],
  ['taxId=500012345', { taxId: '500012345' }],
  ['hasContacts=true', { hasContacts: true }],
  ['search=golf (common, 10%)', { search: 'golf' }],
  ['search=4a8a0 (rare)', { search: '4a8a0' }],
  ['search=vendor277 (email part)', { search: 'vendor277' }],
  ['search=golf&type=COMPANY&sortBy=name', { search: 'golf', type: 'COMPANY', sortBy: 'name' }],
  ['offset 50,000', {}, 50_000],
];

async function main() {
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  for (const [label, filter, offset] of cases) {
    const sql = vendorListSql(companyId, { ...base, ...filter }, { limit: 50, offset: offset ?? 0 });
    for (const [kind, text, params] of [
      ['rows', sql.rows, sql.params],
      ['count', sql.count, sql.countParams],
    ] as const) {
      const plan = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, params as unknown[]);
      const lines = plan.rows.map((r) => r['QUERY PLAN'] as string);
      const scans = lines
        .filter((l) => /Scan|Limit|Filter|Cond/.test(l) && !/addresses|entity_contacts|contacts c/.test(l))
        .map((l) =>
          l
            .trim()
            .replace(/\(cost=[^)]*\)\s*/, '')
            .replace(/\(actual time=([\d.]+)\.\.([\d.]+) rows=(\d+) loops=(\d+)\)/, '[$2 ms, $3 rows]'),
        );
      const total = lines.find((l) => l.startsWith('Execution Time'));
      console.log(`${label} — ${kind}: ${total}\n    ${scans.slice(0, 6).join('\n    ')}`);
    }
  }
  await client.end();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
