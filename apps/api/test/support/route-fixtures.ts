import { randomBytes, randomUUID } from 'node:crypto';
import { BootstrappedCompany } from '@backoffice/identity/application';
import { eventually, textPdf } from '@backoffice/shared/testing';
import { bearer, TestApp } from './test-app';

/**
 * One real resource of a company for every route that takes a path id, keyed by
 * `METHOD /openapi/path/{param}`. The isolation test requests each with another company's key;
 * the fuzz test uses the same ids so malformed bodies also reach the code behind a real lookup.
 * A route with a path id and no entry here fails the isolation test, so a new route cannot ship
 * without its cross-company check.
 */
export interface RouteFixture {
  /** Path values naming the owning company's resource. */
  params: Record<string, string>;
  /** A valid body, so that only the id decides the answer. */
  body?: object;
  query?: Record<string, string>;
  /** Path values for an id that exists nowhere (the reference answer). */
  unknown: Record<string, string>;
  /** What an unknown id answers: 404 unless the spec says 200 `null`, or the route is not company-scoped. */
  expect?: 404 | 'null' | 403;
  /** Why the route answers something else than 404 for an unknown id. */
  because?: string;
  /** The owner's confirmation request differs from the cross-company one (a signed link). */
  ownerQuery?: Record<string, string>;
}

/** A path parameter that names no company resource (an enum in the path). */
export interface NotAnId {
  notAnId: string;
}

export type FixtureEntry = RouteFixture | NotAnId;

export const isNotAnId = (entry: FixtureEntry): entry is NotAnId => 'notAnId' in entry;

const PDF = textPdf(['Office Supplies Ltd', 'Tax id 514000007', 'Invoice 1001', 'Date 2026-03-04', 'Total 117.00 ILS', 'VAT 17.00']);
const UNKNOWN_NUMBER = '2147480000';

export interface FixtureContext {
  t: TestApp;
  company: BootstrappedCompany;
  /** A loopback receiver the app may deliver to (the test app runs with the test switches). */
  receiverUrl: string;
}

async function ok<T = Record<string, unknown>>(what: string, res: { status: number; body: unknown }): Promise<T> {
  if (res.status < 200 || res.status > 299) throw new Error(`fixture ${what} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as T;
}

export interface RouteFixtures {
  routes: Record<string, FixtureEntry>;
  /** Real ids of the company by body field name (`vendorId`, `fileId`, …), for bodies that should pass the lookups. */
  ids: Record<string, number>;
}

/** Creates the company's resources through the public API and returns the table. */
export async function buildRouteFixtures({ t, company, receiverUrl }: FixtureContext): Promise<RouteFixtures> {
  const owner = bearer(company.keys.owner);
  const post = (path: string, body: object) => t.http.post(path).set(owner).send(body);
  const tag = `${process.pid}${Date.now() % 1_000_000}`;

  const apiKey = await ok<{ id: number }>('api key', await post('/api-keys', { name: 'isolation', role: 'employee' }));
  const upload = await ok<{ fileId: number; remoteUrl: string }>(
    'upload',
    await t.http.post('/files/upload').set(owner).attach('file', PDF, { filename: 'receipt.pdf', contentType: 'application/pdf' }),
  );
  const product = await ok<{ productId: number }>('product', await post('/products/create', { name: `Widget ${tag}`, sku: `W-${tag}`, buyingPrice: 10, price: 20 }));
  const vendor = await ok<{ vendorId: number }>('vendor', await post('/vendors/create', { taxId: `51${tag}`.slice(0, 9), name: `Vendor ${tag}`, type: 'COMPANY' }));
  const vendors = await ok<{ data: { id: number; visibleId: string }[] }>('vendor list', await t.http.get(`/vendors?taxId=${`51${tag}`.slice(0, 9)}`).set(owner));
  const vendorVisibleId = vendors.data.find((v) => v.id === vendor.vendorId)?.visibleId;
  if (!vendorVisibleId) throw new Error('fixture vendor not listed');
  const pricelist = { entries: [{ productId: product.productId, pricingMode: 'fixed', buyingPrice: 9 }] };
  await ok('pricelist', await t.http.put(`/vendors/id/${vendorVisibleId}/pricelist`).set(owner).send(pricelist));
  const client = await ok<{ clientId: number }>('client', await post('/clients/create', { name: `Client ${tag}` }));
  const invoiceBody = (externalId?: string) => ({
    entityId: client.clientId,
    items: [{ description: 'Line', quantity: 1, unitPrice: 100 }],
    ...(externalId ? { externalId } : {}),
  });
  const externalId = `iso-${tag}`;
  const invoice = await ok<{ id: number; visibleId: string }>('invoice', await post('/documents/create/invoice', invoiceBody(externalId)));
  const toClose = await ok<{ visibleId: string }>('invoice to close', await post('/documents/create/invoice', invoiceBody()));
  const receipt = await ok<{ visibleId: string }>('receipt', await post('/documents/create/receipt', { entityId: client.clientId, payments: [{ method: 'cash', amount: 10 }] }));
  const expenseBody = { vendorId: vendor.vendorId, fileId: upload.fileId, date: '2026-03-04', total: 117, tax: 17, deductableTax: 17 };
  const expense = await ok<{ expenseId: number }>('expense', await post('/expenses/create', expenseBody));
  const expenseToDelete = await ok<{ expenseId: number }>('expense to delete', await post('/expenses/create', expenseBody));
  const purchaseBody = { vendorId: vendor.vendorId, date: '2026-03-04', total: 118, tax: 18 };
  const purchase = await ok<{ visibleId: string }>('supplier invoice', await post('/purchase/create/supplierInvoice', purchaseBody));
  const purchaseToCancel = await ok<{ visibleId: string }>('supplier invoice to cancel', await post('/purchase/create/supplierInvoice', purchaseBody));
  const webhook = async () => (await ok<{ id: string }>('webhook', await post('/webhooks', { url: receiverUrl, events: ['*'] }))).id;
  const endpoint = await webhook();
  const [endpointToDelete, gatewayEndpointToDelete] = [await webhook(), await webhook()];
  // Disabled by the owner's own call; the other endpoints stay enabled for the routes that need it.
  const [endpointToDisable, gatewayEndpointToDisable] = [await webhook(), await webhook()];
  // One delivery to the endpoint: the document issued after registration fans out to it.
  await post('/documents/create/invoice', invoiceBody());
  const deliveryId = await eventually(async () => {
    const res = await t.http.get(`/webhooks/${endpoint}/deliveries`).set(owner);
    return (res.body?.data?.[0]?.id as number | string | undefined) ?? undefined;
  }, 20_000);

  // Payment gateway: saved cards and charges (the sandbox processor approves its test Visa).
  const card = { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' };
  const saveCard = async () => (await ok<{ id: string }>('saved card', await post('/gateway/tokens', { entityId: client.clientId, card }))).id;
  const paymentMethodId = await saveCard();
  const cardToDelete = await saveCard();
  const charge = async (capture: boolean) => (await ok<{ id: string }>('charge', await post('/gateway/charges', { paymentMethodId, amount: 50, capture }))).id;
  const captured = await charge(true);
  const [toCapture, toVoid] = [await charge(false), await charge(false)];
  const unknownCharge = `ch_${randomBytes(12).toString('hex')}`;

  const signed = new URL(upload.remoteUrl);
  const unknownUuid = randomUUID();
  const unknownWebhook = `we_${randomBytes(12).toString('base64url')}`;
  const since = { since: '2020-01-01T00:00:00Z' };

  const webhookRoutes = (prefix: string, toDelete: string, toDisable: string): Record<string, FixtureEntry> => ({
    [`GET ${prefix}/{id}`]: { params: { id: endpoint }, unknown: { id: unknownWebhook } },
    [`DELETE ${prefix}/{id}`]: { params: { id: toDelete }, unknown: { id: unknownWebhook } },
    [`POST ${prefix}/{id}/rotate-secret`]: { params: { id: endpoint }, unknown: { id: unknownWebhook } },
    [`GET ${prefix}/{id}/deliveries`]: { params: { id: endpoint }, unknown: { id: unknownWebhook } },
    [`POST ${prefix}/{id}/deliveries/{deliveryId}/redeliver`]: {
      params: { id: endpoint, deliveryId: String(deliveryId) },
      unknown: { id: unknownWebhook, deliveryId: UNKNOWN_NUMBER },
    },
    [`POST ${prefix}/{id}/recover`]: { params: { id: endpoint }, body: since, unknown: { id: unknownWebhook } },
    [`PUT ${prefix}/{id}`]: { params: { id: endpoint }, body: { description: 'Isolation check' }, unknown: { id: unknownWebhook } },
    [`POST ${prefix}/{id}/disable`]: { params: { id: toDisable }, unknown: { id: unknownWebhook } },
    [`POST ${prefix}/{id}/enable`]: { params: { id: endpoint }, unknown: { id: unknownWebhook } },
    [`POST ${prefix}/{id}/test`]: { params: { id: endpoint }, unknown: { id: unknownWebhook } },
  });

  const warehouse = await ok<{ warehouseId: number }>('warehouse', await post('/warehouses/create', { name: `Store ${tag}` }));
  const stock = await ok<{ inventoryId: number }>('stock record', await post('/inventory/create', { productId: product.productId, warehouseId: warehouse.warehouseId }));
  const ids = {
    vendorId: vendor.vendorId,
    entityId: client.clientId,
    fileId: upload.fileId,
    productId: product.productId,
    warehouseId: warehouse.warehouseId,
    inventoryId: stock.inventoryId,
    documentId: invoice.id,
    relatedDocumentId: invoice.id,
  };
  const routes: Record<string, FixtureEntry> = {
    'DELETE /api-keys/{id}': { params: { id: String(apiKey.id) }, unknown: { id: UNKNOWN_NUMBER } },
    'GET /files/content/{id}': {
      // The signed link is the credential, not the API key: another file's signature is refused
      // exactly as for a file that does not exist.
      params: { id: String(upload.fileId) },
      query: { expires: signed.searchParams.get('expires') ?? '', signature: 'f'.repeat(64) },
      ownerQuery: Object.fromEntries(signed.searchParams),
      unknown: { id: UNKNOWN_NUMBER },
      expect: 403,
      because: 'signed links are checked before any lookup, so every wrong signature is 403 INVALID_SIGNATURE',
    },
    'PUT /products/edit/{id}': { params: { id: String(product.productId) }, body: { name: 'Renamed' }, unknown: { id: UNKNOWN_NUMBER } },
    'GET /products/id/{id}': { params: { id: String(product.productId) }, unknown: { id: UNKNOWN_NUMBER } },
    'GET /vendors/id/{visibleId}': { params: { visibleId: vendorVisibleId }, unknown: { visibleId: unknownUuid }, expect: 'null' },
    'PUT /vendors/edit/{visibleId}': { params: { visibleId: vendorVisibleId }, body: { name: 'Renamed vendor' }, unknown: { visibleId: unknownUuid } },
    'GET /vendors/id/{visibleId}/pricelist': { params: { visibleId: vendorVisibleId }, unknown: { visibleId: unknownUuid } },
    'PUT /vendors/id/{visibleId}/pricelist': { params: { visibleId: vendorVisibleId }, body: pricelist, unknown: { visibleId: unknownUuid } },
    'GET /vendors/id/{visibleId}/pricelist/quote': {
      params: { visibleId: vendorVisibleId },
      query: { productId: String(product.productId), quantity: '1' },
      unknown: { visibleId: unknownUuid },
    },
    'POST /documents/{visibleId}/close': { params: { visibleId: toClose.visibleId }, unknown: { visibleId: unknownUuid } },
    'POST /documents/{visibleId}/cancel': { params: { visibleId: receipt.visibleId }, body: { reason: 'isolation' }, unknown: { visibleId: unknownUuid } },
    'POST /documents/create/{type}': { notAnId: 'the document type, an enum' },
    'GET /documents/id/{visibleId}': { params: { visibleId: invoice.visibleId }, unknown: { visibleId: unknownUuid } },
    'GET /documents/by-external-id/{externalId}': { params: { externalId }, unknown: { externalId: `unknown-${tag}` } },
    'GET /documents/{id}': { params: { id: String(invoice.id) }, unknown: { id: UNKNOWN_NUMBER } },
    'GET /expenses/id/{id}': { params: { id: String(expense.expenseId) }, unknown: { id: UNKNOWN_NUMBER }, expect: 'null' },
    'PUT /expenses/edit/{id}': { params: { id: String(expense.expenseId) }, body: { title: 'Renamed' }, unknown: { id: UNKNOWN_NUMBER } },
    'DELETE /expenses/delete/{id}': { params: { id: String(expenseToDelete.expenseId) }, unknown: { id: UNKNOWN_NUMBER } },
    'GET /expenses/extract-from-file/{fileId}': { params: { fileId: String(upload.fileId) }, unknown: { fileId: UNKNOWN_NUMBER } },
    'GET /purchase/id/{visibleId}': { params: { visibleId: purchase.visibleId }, unknown: { visibleId: unknownUuid } },
    'POST /purchase/cancel/{visibleId}': { params: { visibleId: purchaseToCancel.visibleId }, unknown: { visibleId: unknownUuid } },
    'DELETE /gateway/tokens/{id}': { params: { id: cardToDelete }, unknown: { id: `pm_${randomBytes(12).toString('hex')}` } },
    'GET /gateway/charges/{id}': { params: { id: captured }, unknown: { id: unknownCharge } },
    'POST /gateway/charges/{id}/capture': { params: { id: toCapture }, body: {}, unknown: { id: unknownCharge } },
    'POST /gateway/charges/{id}/void': { params: { id: toVoid }, unknown: { id: unknownCharge } },
    'POST /gateway/charges/{id}/refunds': { params: { id: captured }, body: { amount: 1 }, unknown: { id: unknownCharge } },
    ...webhookRoutes('/webhooks', endpointToDelete, endpointToDisable),
    ...webhookRoutes('/gateway/webhooks', gatewayEndpointToDelete, gatewayEndpointToDisable),
  };
  return { routes, ids };
}

/** `/a/{id}/b` with the values filled in (URL-encoded). */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`no value for {${name}} in ${path}`);
    return encodeURIComponent(params[name]);
  });
}
