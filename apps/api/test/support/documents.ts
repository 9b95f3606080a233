import { BootstrappedCompany } from '@backoffice/identity/application';
import { DataSource } from 'typeorm';
import { bearer, TestApp } from './test-app';

export const item = (unitPrice: number, quantity = 1, description = 'Consulting') => ({ description, quantity, unitPrice });

/** A client entity of the company, through the public API. */
export async function newClient(t: TestApp, company: BootstrappedCompany, name: string, taxId?: string): Promise<number> {
  const res = await t.http
    .post('/clients/create')
    .set(bearer(company.keys.owner))
    .send(taxId ? { name, taxId } : { name });
  if (res.status !== 200) throw new Error(`client creation failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.clientId;
}

export function createDocument(t: TestApp, company: BootstrappedCompany, type: string, body: object, key?: string) {
  const req = t.http.post(`/documents/create/${type}`).set(bearer(company.keys.employee));
  if (key !== undefined) req.set('Idempotency-Key', key);
  return req.send(body);
}

export interface OutboxEvent {
  type: string;
  envelope: { id: string; type: string; created: number; data: Record<string, unknown> & { document: Record<string, unknown> } };
}

/** The company's outbox, oldest first. */
export async function outboxOf(t: TestApp, companyId: number): Promise<OutboxEvent[]> {
  return t.app.get(DataSource).query('SELECT type, envelope FROM outbox_events WHERE company_id = $1 ORDER BY id', [companyId]);
}
