/**
 * Companies for a run: the company row and an owner key written directly (as the other
 * benchmarks do), everything else through the public API so it is created the way clients do.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { call, json } from './http';

export interface SeededCompany {
  companyId: number;
  key: string;
  clientId: number;
  vendorId: number;
  fileId: number;
  warehouseIds: number[];
  inventoryIds: number[];
  endpointIds: string[];
}

async function ok<T>(what: string, answer: Promise<{ status: number; text: string }>): Promise<T> {
  const a = await answer;
  if (a.status !== 200) throw new Error(`seed ${what}: ${a.status} ${a.text.slice(0, 300)}`);
  return JSON.parse(a.text) as T;
}

export async function seedCompany(
  db: Client,
  baseUrl: string,
  index: number,
  options: { receiverBaseUrl?: string; endpoints?: number; startingStock?: number } = {},
): Promise<SeededCompany> {
  const {
    rows: [company],
  } = await db.query(`INSERT INTO companies (name) VALUES ($1) RETURNING id`, [`Reliability ${index + 1} ${Date.now()}`]);
  const key = `sk_${randomBytes(30).toString('base64url').replace(/[-_]/g, 'x').slice(0, 40)}`;
  await db.query(`INSERT INTO api_keys (company_id, name, role, key_hash, key_prefix) VALUES ($1, 'reliability', 'owner', $2, $3)`, [
    company.id,
    createHash('sha256').update(key).digest('hex'),
    key.slice(0, 7),
  ]);
  const post = <T>(what: string, path: string, body: unknown) => ok<T>(what, call(baseUrl, 'POST', path, { key, body }));
  const { clientId } = await post<{ clientId: number }>('client', '/clients/create', { name: `Client ${index + 1}` });
  const { vendorId } = await post<{ vendorId: number }>('vendor', '/vendors/create', {
    taxId: `5${String(company.id).padStart(8, '0')}`,
    name: `Vendor ${index + 1}`,
    type: 'COMPANY',
  });
  const form = new FormData();
  form.append('file', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' }), 'receipt.pdf');
  const upload = await fetch(`${baseUrl}/files/upload`, { method: 'POST', headers: { authorization: `Bearer ${key}` }, body: form });
  if (upload.status !== 200) throw new Error(`seed upload: ${upload.status} ${await upload.text()}`);
  const { fileId } = (await upload.json()) as { fileId: number };
  const warehouseIds: number[] = [];
  for (const name of ['Main', 'Annex']) warehouseIds.push((await post<{ warehouseId: number }>('warehouse', '/warehouses/create', { name })).warehouseId);
  const inventoryIds: number[] = [];
  for (let p = 0; p < 3; p++) {
    const { productId } = await post<{ productId: number }>('product', '/products/create', { name: `Product ${p + 1}`, buyingPrice: 10, price: 20 });
    for (const warehouseId of warehouseIds) {
      const { inventoryId } = await post<{ inventoryId: number }>('stock record', '/inventory/create', { productId, warehouseId });
      inventoryIds.push(inventoryId);
      await post('starting stock', '/inventory/movements/create', { inventoryId, movementType: 'ADD', quantity: options.startingStock ?? 1000 });
    }
  }
  const endpointIds: string[] = [];
  for (let e = 0; e < (options.endpoints ?? 0); e++) {
    const url = `${options.receiverBaseUrl}/hook/${company.id}/${e}`;
    endpointIds.push((await post<{ id: string }>('webhook endpoint', '/webhooks', { url, events: ['*'] })).id);
  }
  return { companyId: company.id, key, clientId, vendorId, fileId, warehouseIds, inventoryIds, endpointIds };
}

export { json };
