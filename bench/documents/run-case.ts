/**
 * One document-creation case with autocannon, printed as one JSON line:
 *   node -r @swc-node/register bench/documents/run-case.ts <label> <baseUrl> <hot|spread> <connections> <seconds> <setup.json>
 * Every request carries a new Idempotency-Key; `hot` issues everything in one company (one
 * counter row), `spread` over the 100 companies.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { measure, run, summarise } from '../lib/autocannon';

async function main() {
  const [label, baseUrl, mode, connections, seconds, setupFile] = process.argv.slice(2);
  const { companies } = JSON.parse(readFileSync(setupFile, 'utf8')) as { companies: { key: string; clientId: number }[] };
  const pick = () => (mode === 'hot' ? companies[0] : companies[Math.floor(Math.random() * companies.length)]);
  const result = await measure({
    url: baseUrl,
    connections: Number(connections),
    duration: Number(seconds),
    requests: [
      {
        method: 'POST',
        path: '/documents/create/invoice',
        setupRequest: (r: object) => {
          const company = pick();
          return {
            ...r,
            headers: { authorization: `Bearer ${company.key}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
            body: JSON.stringify({ entityId: company.clientId, items: [{ description: 'Bench line', quantity: 1, unitPrice: 100 }] }),
          };
        },
      },
    ],
  });
  console.log(
    JSON.stringify({
      label,
      mode,
      connections: Number(connections),
      ...summarise(result),
    }),
  );
}

run(main);
