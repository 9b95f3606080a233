import { createBackofficeClient, documentChanges, fileCursorStore, paginate, unwrap, verifyWebhook } from '@backoffice/sdk';

const api = createBackofficeClient({ baseUrl: 'https://backoffice.example.com', apiKey: process.env.BACKOFFICE_KEY ?? '' });

export async function integrate(): Promise<void> {
  // Every path, parameter, body and answer is typed; unwrap returns the data or throws BackofficeApiError.
  const { vendorId } = unwrap(await api.POST('/vendors/create', { body: { name: 'Acme Ltd', taxId: '514123454', type: 'COMPANY' } }));

  // Any paged list, page after page.
  for await (const vendor of paginate((page) => api.GET('/vendors', { params: { query: { ...page, search: 'Acme' } } }))) console.log(vendor.id, vendor.name);

  // The SDK sends an Idempotency-Key and, after a dropped connection or a 503, retries with the
  // same key: the document is issued once, whatever happens on the way.
  const { clientId } = unwrap(await api.POST('/clients/create', { body: { name: 'Client Ltd' } }));
  const invoice = unwrap(
    await api.POST('/documents/create/{type}', {
      params: { path: { type: 'invoice' } },
      body: { entityId: clientId, items: [{ description: 'Consulting', quantity: 2, unitPrice: 150 }] },
    }),
  );
  console.log(invoice.number, invoice.totalWithTax, vendorId);

  // Every document change; the cursor is kept in a file, so the next run resumes there.
  for await (const document of documentChanges(api, { store: fileCursorStore('.state/documents.cursor') })) console.log(document.visibleId, document.status);
}

// In a webhook receiver: the raw body, the Service-Signature header and the endpoint's secret.
export function onWebhook(rawBody: string, signature: string): void {
  const event = verifyWebhook<{ type: string; data: unknown }>(rawBody, signature, process.env.WEBHOOK_SECRET ?? '');
  console.log(event.type);
}
