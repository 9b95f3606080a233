import { BootstrappedCompany } from '@backoffice/identity/application';
import { describeWithDatabase, startWebhookReceiver, WebhookReceiver } from '@backoffice/shared/testing';
import { DataSource } from 'typeorm';
import { newClient } from './support/documents';
import { card, CARDS, delivered, saveCard } from './support/gateway';
import { bearer, startTestApp, TestApp } from './support/test-app';

describeWithDatabase()('payment gateway: saved cards, charges, captures, voids, refunds and their events', () => {
  let t: TestApp;
  let acme: BootstrappedCompany;
  let other: BootstrappedCompany;
  let clientId: number;
  let receiver: WebhookReceiver;
  let secret: string;

  beforeAll(async () => {
    t = await startTestApp({
      TAX_AUTHORITY_LATENCY_MS: '0',
      WEBHOOKS_ALLOW_HTTP: 'true',
      ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_RETRY_DELAYS_MS: '100,200,300,400,500',
      WEBHOOK_RELAY_INTERVAL_MS: '50',
    });
    acme = await t.newCompany();
    other = await t.newCompany();
    clientId = await newClient(t, acme, 'Card Client Ltd');
    receiver = await startWebhookReceiver();
    const endpoint = await t.http
      .post('/webhooks')
      .set(bearer(acme.keys.owner))
      .send({ url: receiver.url, events: ['*'] });
    expect(endpoint.status).toBe(200);
    secret = endpoint.body.secret;
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  const manager = () => bearer(acme.keys.manager);
  const charge = (body: object, key?: string, company = acme) => {
    const req = t.http.post('/gateway/charges').set(bearer(company.keys.manager));
    if (key !== undefined) req.set('Idempotency-Key', key);
    return req.send(body);
  };
  const db = () => t.app.get(DataSource);
  const chargeRows = async (paymentMethodId: string) =>
    db().query(`SELECT c.public_id FROM charges c JOIN payment_methods m ON m.id = c.payment_method_id WHERE m.public_id = $1`, [paymentMethodId]);

  describe('saved cards (/gateway/tokens)', () => {
    it('saves a card: brand, last four and expiry only, payment_method.attached delivered and signed', async () => {
      const res = await t.http
        .post('/gateway/tokens')
        .set(manager())
        .send({ entityId: clientId, card: card(CARDS.visa) });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        id: expect.stringMatching(/^pm_[0-9a-f]{24}$/),
        entityId: clientId,
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: card(CARDS.visa).expYear,
        provider: 'sandbox',
        createdAt: expect.any(String),
      });
      const event = await delivered(receiver, secret, 'payment_method.attached', 'paymentMethod', res.body.id);
      expect(event.data).toEqual({
        paymentMethod: { id: res.body.id, entityId: clientId, brand: 'visa', last4: '4242', provider: 'sandbox', createdAt: res.body.createdAt, detachedAt: null },
      });
    });

    it('rejects a number that fails the Luhn check, an expired card and a short CVC with VALIDATION_ERROR, saving nothing', async () => {
      const before = await db().query('SELECT count(*)::int AS n FROM payment_methods');
      const bad = await t.http
        .post('/gateway/tokens')
        .set(manager())
        .send({ entityId: clientId, card: card('4242424242424241') });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ error: 'VALIDATION_ERROR', details: [{ field: 'card.number', problem: expect.any(String) }] });
      const expired = await t.http
        .post('/gateway/tokens')
        .set(manager())
        .send({ entityId: clientId, card: { ...card(CARDS.visa), expYear: 2020 } });
      expect(expired.status).toBe(400);
      expect(expired.body.details).toEqual([{ field: 'card.expMonth', problem: 'the card has expired' }]);
      const cvc = await t.http
        .post('/gateway/tokens')
        .set(manager())
        .send({ entityId: clientId, card: card(CARDS.visa, '12') });
      expect(cvc.status).toBe(400);
      const unknownField = await t.http
        .post('/gateway/tokens')
        .set(manager())
        .send({ entityId: clientId, card: { ...card(CARDS.visa), pin: '1234' } });
      expect(unknownField.status).toBe(400);
      expect(await db().query('SELECT count(*)::int AS n FROM payment_methods')).toEqual(before);
    });

    it('answers 404 ENTITY_NOT_FOUND for another company’s client and 403 for an employee key', async () => {
      const foreign = await t.http
        .post('/gateway/tokens')
        .set(bearer(other.keys.manager))
        .send({ entityId: clientId, card: card(CARDS.visa) });
      expect(foreign.status).toBe(404);
      expect(foreign.body.error).toBe('ENTITY_NOT_FOUND');
      const employee = await t.http
        .post('/gateway/tokens')
        .set(bearer(acme.keys.employee))
        .send({ entityId: clientId, card: card(CARDS.visa) });
      expect(employee.status).toBe(403);
      expect(employee.body.error).toBe('FORBIDDEN');
    });

    it('lists the attached cards as a whole set (page 2 serves page 1 again), filtered by client', async () => {
      const second = await newClient(t, acme, 'Second Client');
      const a = await saveCard(t, acme, second, CARDS.mastercard);
      const b = await saveCard(t, acme, second, CARDS.visa);
      const page1 = await t.http.get(`/gateway/tokens?entityId=${second}&limit=1`).set(bearer(acme.keys.employee));
      expect(page1.status).toBe(200);
      expect(page1.body.data.map((m: { id: string }) => m.id)).toEqual([a, b]);
      expect(page1.body.data[0]).toMatchObject({ brand: 'mastercard', last4: '4444' });
      expect(page1.body.pagination).toMatchObject({ total: 2, hasMore: false, page: 1 });
      const page2 = await t.http.get(`/gateway/tokens?entityId=${second}&page=2&limit=1`).set(bearer(acme.keys.employee));
      expect(page2.body).toEqual(page1.body);
      const foreign = await t.http.get(`/gateway/tokens`).set(bearer(other.keys.owner));
      expect(foreign.body.data).toEqual([]);
    });

    it('removes a card: payment_method.detached, gone from the list, no longer chargeable, a second removal is 404', async () => {
      const id = await saveCard(t, acme, clientId, CARDS.visa);
      const foreign = await t.http.delete(`/gateway/tokens/${id}`).set(bearer(other.keys.manager));
      expect(foreign.status).toBe(404);
      const res = await t.http.delete(`/gateway/tokens/${id}`).set(manager());
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, id });
      const event = await delivered(receiver, secret, 'payment_method.detached', 'paymentMethod', id);
      expect(event.data.paymentMethod).toMatchObject({ id, entityId: clientId, brand: 'visa', last4: '4242', detachedAt: expect.any(String) });
      const list = await t.http.get(`/gateway/tokens?entityId=${clientId}`).set(manager());
      expect(list.body.data.map((m: { id: string }) => m.id)).not.toContain(id);
      const charged = await charge({ paymentMethodId: id, amount: 10 });
      expect(charged.status).toBe(404);
      expect(charged.body.error).toBe('PAYMENT_METHOD_NOT_FOUND');
      const again = await t.http.delete(`/gateway/tokens/${id}`).set(manager());
      expect(again.status).toBe(404);
      expect(again.body.error).toBe('PAYMENT_METHOD_NOT_FOUND');
    });
  });

  it('lists the card processors as a whole set', async () => {
    const res = await t.http.get('/gateway/providers?page=2').set(bearer(acme.keys.employee));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([{ id: 'sandbox', name: 'Sandbox card processor', testMode: true, default: true, capabilities: expect.arrayContaining(['charge', 'refund']) }]);
    expect(res.body.pagination).toMatchObject({ total: 1, hasMore: false });
  });

  describe('each test card charged now', () => {
    it('approves 4242…: status succeeded, captured, charge.succeeded delivered with the client and the card’s brand and last four', async () => {
      const pm = await saveCard(t, acme, clientId, CARDS.visa);
      const res = await charge({ paymentMethodId: pm, amount: 120.5, currency: 'USD', description: 'Order 17' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        success: true,
        id: expect.stringMatching(/^ch_[0-9a-f]{24}$/),
        entityId: clientId,
        amount: 120.5,
        currency: 'USD',
        status: 'succeeded',
        captured: true,
        capturedAmount: 120.5,
        refundedAmount: 0,
        paymentMethod: { id: pm, brand: 'visa', last4: '4242' },
        failureCode: null,
        failureMessage: null,
        description: 'Order 17',
        receiptDocumentId: null,
      });
      const event = await delivered(receiver, secret, 'charge.succeeded', 'charge', res.body.id);
      const { success: _success, ...snapshot } = res.body;
      expect(event.data).toEqual({ charge: snapshot });
      const read = await t.http.get(`/gateway/charges/${res.body.id}`).set(bearer(acme.keys.employee));
      expect(read.status).toBe(200);
      expect(read.body).toEqual({ ...snapshot, refunds: [] });
    });

    it.each([
      ['declined', CARDS.declined, 'card_declined'],
      ['insufficient funds', CARDS.insufficientFunds, 'insufficient_funds'],
      ['processor error', CARDS.processorError, 'processing_error'],
    ])('%s: a failed charge with its failure code, charge.failed delivered, 200 with success false', async (_name, number, code) => {
      const pm = await saveCard(t, acme, clientId, number);
      const res = await charge({ paymentMethodId: pm, amount: 50 });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        success: false,
        status: 'failed',
        captured: false,
        capturedAmount: 0,
        failureCode: code,
        failureMessage: expect.any(String),
        entityId: clientId,
      });
      const event = await delivered(receiver, secret, 'charge.failed', 'charge', res.body.id);
      expect(event.data.charge).toMatchObject({ id: res.body.id, status: 'failed', failureCode: code, failureMessage: res.body.failureMessage, amount: 50, currency: 'ILS' });
      const refund = await t.http.post(`/gateway/charges/${res.body.id}/refunds`).set(manager()).send({});
      expect(refund.status).toBe(409);
      expect(refund.body.error).toBe('CHARGE_NOT_REFUNDABLE');
    });
  });

  it('declines a saved card that has expired since it was saved (expired_card), without asking the processor', async () => {
    const pm = await saveCard(t, acme, clientId, CARDS.visa);
    await db().query(`UPDATE payment_methods SET exp_year = 2001 WHERE public_id = $1`, [pm]);
    const res = await charge({ paymentMethodId: pm, amount: 12 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: false, status: 'failed', failureCode: 'expired_card', paymentMethod: { id: pm, last4: '4242' } });
    const [row] = await db().query(`SELECT processor_reference FROM charges WHERE public_id = $1`, [res.body.id]);
    expect(row.processor_reference).toBeNull();
    await delivered(receiver, secret, 'charge.failed', 'charge', res.body.id);
  });

  describe('authorise, then capture or void', () => {
    it('authorises (charge.succeeded, not captured), captures part of it (charge.captured); a second capture is 409', async () => {
      const pm = await saveCard(t, acme, clientId, CARDS.mastercard);
      const auth = await charge({ paymentMethodId: pm, amount: 200, capture: false });
      expect(auth.status).toBe(200);
      expect(auth.body).toMatchObject({ status: 'authorized', captured: false, capturedAmount: 0 });
      expect((await delivered(receiver, secret, 'charge.succeeded', 'charge', auth.body.id)).data.charge).toMatchObject({ status: 'authorized', captured: false });

      const tooMuch = await t.http.post(`/gateway/charges/${auth.body.id}/capture`).set(manager()).send({ amount: 200.01 });
      expect(tooMuch.status).toBe(400);
      const captured = await t.http.post(`/gateway/charges/${auth.body.id}/capture`).set(manager()).send({ amount: 150.25 });
      expect(captured.status).toBe(200);
      expect(captured.body).toMatchObject({ status: 'succeeded', captured: true, amount: 200, capturedAmount: 150.25 });
      const event = await delivered(receiver, secret, 'charge.captured', 'charge', auth.body.id);
      expect(event.data.charge).toMatchObject({ status: 'succeeded', capturedAmount: 150.25, paymentMethod: { id: pm, brand: 'mastercard', last4: '4444' } });

      const again = await t.http.post(`/gateway/charges/${auth.body.id}/capture`).set(manager()).send({});
      expect(again.status).toBe(409);
      expect(again.body.error).toBe('CHARGE_NOT_CAPTURABLE');
      const voided = await t.http.post(`/gateway/charges/${auth.body.id}/void`).set(manager()).send({});
      expect(voided.status).toBe(409);
      expect(voided.body.error).toBe('CHARGE_NOT_VOIDABLE');
    });

    it('voids an authorisation (charge.canceled); it can then be neither captured nor refunded', async () => {
      const pm = await saveCard(t, acme, clientId, CARDS.visa);
      const auth = await charge({ paymentMethodId: pm, amount: 75, capture: false });
      const foreign = await t.http.post(`/gateway/charges/${auth.body.id}/void`).set(bearer(other.keys.manager)).send({});
      expect(foreign.status).toBe(404);
      expect(foreign.body.error).toBe('CHARGE_NOT_FOUND');
      const voided = await t.http.post(`/gateway/charges/${auth.body.id}/void`).set(manager()).send({});
      expect(voided.status).toBe(200);
      expect(voided.body).toMatchObject({ success: true, status: 'canceled', captured: false, capturedAmount: 0 });
      const event = await delivered(receiver, secret, 'charge.canceled', 'charge', auth.body.id);
      expect(event.data.charge).toMatchObject({ id: auth.body.id, status: 'canceled', entityId: clientId });
      expect((await t.http.post(`/gateway/charges/${auth.body.id}/capture`).set(manager()).send({})).body.error).toBe('CHARGE_NOT_CAPTURABLE');
      expect((await t.http.post(`/gateway/charges/${auth.body.id}/refunds`).set(manager()).send({})).body.error).toBe('CHARGE_NOT_REFUNDABLE');
    });
  });

  it('refunds part, then the rest, each with refund.created; more than is left is 409 and changes nothing', async () => {
    const pm = await saveCard(t, acme, clientId, CARDS.visa);
    const paid = await charge({ paymentMethodId: pm, amount: 100 });
    const part = await t.http.post(`/gateway/charges/${paid.body.id}/refunds`).set(manager()).send({ amount: 30.1, reason: 'Damaged item' });
    expect(part.status).toBe(200);
    expect(part.body).toMatchObject({
      success: true,
      id: expect.stringMatching(/^re_[0-9a-f]{24}$/),
      chargeId: paid.body.id,
      entityId: clientId,
      amount: 30.1,
      currency: 'ILS',
      status: 'succeeded',
      reason: 'Damaged item',
      charge: { id: paid.body.id, refundedAmount: 30.1, refunded: false },
    });
    const event = await delivered(receiver, secret, 'refund.created', 'refund', part.body.id);
    expect(event.data).toEqual({
      refund: {
        id: part.body.id,
        chargeId: paid.body.id,
        entityId: clientId,
        amount: 30.1,
        currency: 'ILS',
        status: 'succeeded',
        reason: 'Damaged item',
        createdAt: part.body.createdAt,
      },
      charge: part.body.charge,
    });

    const tooMuch = await t.http.post(`/gateway/charges/${paid.body.id}/refunds`).set(manager()).send({ amount: 69.91 });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.error).toBe('REFUND_EXCEEDS_CHARGE');
    const rest = await t.http.post(`/gateway/charges/${paid.body.id}/refunds`).set(manager()).send({});
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ amount: 69.9, charge: { refundedAmount: 100, refunded: true } });
    await delivered(receiver, secret, 'refund.created', 'refund', rest.body.id);
    const none = await t.http.post(`/gateway/charges/${paid.body.id}/refunds`).set(manager()).send({ amount: 0.01 });
    expect(none.status).toBe(409);
    expect(none.body.error).toBe('CHARGE_ALREADY_REFUNDED');
    const read = await t.http.get(`/gateway/charges/${paid.body.id}`).set(manager());
    expect(read.body.refunds.map((r: { id: string; amount: number }) => [r.id, r.amount])).toEqual([
      [part.body.id, 30.1],
      [rest.body.id, 69.9],
    ]);
  });

  it('serialises concurrent refunds on the charge: never more refunded than captured', async () => {
    const pm = await saveCard(t, acme, clientId, CARDS.visa);
    const paid = await charge({ paymentMethodId: pm, amount: 100 });
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.http.post(`/gateway/charges/${paid.body.id}/refunds`).set(manager()).send({ amount: 30 })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 409, 409]);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.error === 'REFUND_EXCEEDS_CHARGE')).toBe(true);
    const read = await t.http.get(`/gateway/charges/${paid.body.id}`).set(manager());
    expect(read.body).toMatchObject({ refundedAmount: 90, refunds: [{ amount: 30 }, { amount: 30 }, { amount: 30 }] });
  });

  describe('a receipt document for the charge', () => {
    it('issues a receipt with the charge, in the same transaction, with document.created', async () => {
      const pm = await saveCard(t, acme, clientId, CARDS.visa);
      const res = await charge({ paymentMethodId: pm, amount: 236, issueReceipt: true });
      expect(res.status).toBe(200);
      expect(res.body.receiptDocumentId).toEqual(expect.any(Number));
      const doc = await t.http.get(`/documents/${res.body.receiptDocumentId}`).set(manager());
      expect(doc.status).toBe(200);
      expect(doc.body).toMatchObject({ type: 'receipt', entityId: clientId, externalId: res.body.id, totalWithTax: 236, payments: [{ method: 'creditCard', amount: 236 }] });
      const created = await delivered(receiver, secret, 'document.created', 'document', doc.body.visibleId);
      expect(created.data.document).toMatchObject({ type: 'receipt', externalId: res.body.id });
      // The charge's last write (linking the receipt) and the document come from one transaction.
      const [xids] = await db().query(`SELECT (SELECT xmin::text FROM charges WHERE public_id = $1) AS charge, (SELECT xmin::text FROM documents WHERE id = $2) AS document`, [
        res.body.id,
        res.body.receiptDocumentId,
      ]);
      expect(xids.document).toBe(xids.charge);
      const events = await db().query(`SELECT type FROM outbox_events WHERE envelope->'data'->'charge'->>'id' = $1 OR document_id = $2 ORDER BY id`, [
        res.body.id,
        res.body.receiptDocumentId,
      ]);
      expect(events.map((e: { type: string }) => e.type)).toEqual(['document.created', 'charge.succeeded']);
    });

    it('issues the receipt of an authorisation when it is captured, for the captured amount', async () => {
      const pm = await saveCard(t, acme, clientId, CARDS.visa);
      const auth = await charge({ paymentMethodId: pm, amount: 500, capture: false, issueReceipt: true });
      expect(auth.body.receiptDocumentId).toBeNull();
      const captured = await t.http.post(`/gateway/charges/${auth.body.id}/capture`).set(manager()).send({ amount: 400 });
      expect(captured.body.receiptDocumentId).toEqual(expect.any(Number));
      const doc = await t.http.get(`/documents/${captured.body.receiptDocumentId}`).set(manager());
      expect(doc.body).toMatchObject({ type: 'receipt', totalWithTax: 400, externalId: auth.body.id });
    });

    it('issues no receipt for a declined charge', async () => {
      const pm = await saveCard(t, acme, clientId, CARDS.declined);
      const res = await charge({ paymentMethodId: pm, amount: 10, issueReceipt: true });
      expect(res.body).toMatchObject({ status: 'failed', receiptDocumentId: null });
      expect(await db().query(`SELECT id FROM documents WHERE company_id = $1 AND external_id = $2`, [acme.companyId, res.body.id])).toEqual([]);
    });
  });

  describe('Idempotency-Key', () => {
    it('a retried charge with the same key and body replays the answer: one charge, one event', async () => {
      const pm = await saveCard(t, acme, clientId, CARDS.visa);
      const body = { paymentMethodId: pm, amount: 99.99, description: 'retry me' };
      const first = await charge(body, `charge-${pm}`);
      expect(first.status).toBe(200);
      expect(first.headers['idempotent-replay']).toBeUndefined();
      const retry = await charge({ description: 'retry me', amount: 99.99, paymentMethodId: pm }, `charge-${pm}`);
      expect(retry.status).toBe(200);
      expect(retry.headers['idempotent-replay']).toBe('true');
      expect(retry.body).toEqual(first.body);
      expect(await chargeRows(pm)).toHaveLength(1);
      const events = await db().query(`SELECT count(*)::int AS n FROM outbox_events WHERE type = 'charge.succeeded' AND envelope->'data'->'charge'->>'id' = $1`, [first.body.id]);
      expect(events[0].n).toBe(1);

      const changed = await charge({ ...body, amount: 100 }, `charge-${pm}`);
      expect(changed.status).toBe(409);
      expect(changed.body.error).toBe('IDEMPOTENCY_KEY_REUSED');
      const otherRoute = await t.http.post(`/gateway/charges/${first.body.id}/refunds`).set(manager()).set('Idempotency-Key', `charge-${pm}`).send({});
      expect(otherRoute.status).toBe(409);
      expect(otherRoute.body.error).toBe('IDEMPOTENCY_KEY_REUSED');
      expect(await chargeRows(pm)).toHaveLength(1);
    });

    it('concurrent retries with one key charge the card once; the others replay or answer REQUEST_IN_PROGRESS', async () => {
      const pm = await saveCard(t, acme, clientId, CARDS.visa);
      const body = { paymentMethodId: pm, amount: 42 };
      const answers = await Promise.all(Array.from({ length: 6 }, () => charge(body, `burst-${pm}`)));
      const ok = answers.filter((a) => a.status === 200);
      expect(ok.length).toBeGreaterThanOrEqual(1);
      expect(answers.every((a) => a.status === 200 || (a.status === 409 && a.body.error === 'REQUEST_IN_PROGRESS'))).toBe(true);
      expect(new Set(ok.map((a) => a.body.id)).size).toBe(1);
      expect(await chargeRows(pm)).toHaveLength(1);
      const late = await charge(body, `burst-${pm}`);
      expect(late.headers['idempotent-replay']).toBe('true');
      expect(late.body.id).toBe(ok[0].body.id);
    });

    it('a declined charge is stored under its key too: the retry replays the decline, the card is not asked again', async () => {
      const pm = await saveCard(t, acme, clientId, CARDS.insufficientFunds);
      const first = await charge({ paymentMethodId: pm, amount: 5 }, `declined-${pm}`);
      const retry = await charge({ paymentMethodId: pm, amount: 5 }, `declined-${pm}`);
      expect(retry.headers['idempotent-replay']).toBe('true');
      expect(retry.body).toEqual(first.body);
      expect(await chargeRows(pm)).toHaveLength(1);
    });

    it('a rejected request releases its key; malformed keys are 400 INVALID_IDEMPOTENCY_KEY', async () => {
      const pm = await saveCard(t, acme, clientId, CARDS.visa);
      const bad = await charge({ paymentMethodId: 'pm_unknown', amount: 5 }, `fix-${pm}`);
      expect(bad.status).toBe(404);
      const fixed = await charge({ paymentMethodId: pm, amount: 5 }, `fix-${pm}`);
      expect(fixed.status).toBe(200);
      expect(fixed.headers['idempotent-replay']).toBeUndefined();
      const malformed = await charge({ paymentMethodId: pm, amount: 5 }, 'x'.repeat(256));
      expect(malformed.status).toBe(400);
      expect(malformed.body.error).toBe('INVALID_IDEMPOTENCY_KEY');
      const latin1 = await charge({ paymentMethodId: pm, amount: 5 }, 'café-1');
      expect(latin1.status).toBe(400);
      expect(latin1.body.error).toBe('INVALID_IDEMPOTENCY_KEY');
      expect(await chargeRows(pm)).toHaveLength(1);
    });

    it('saving a card, capturing, voiding and refunding replay under their keys', async () => {
      const key = `save-${clientId}-${process.pid}-${Date.now()}`;
      const body = { entityId: clientId, card: card(CARDS.visa) };
      const a = await t.http.post('/gateway/tokens').set(manager()).set('Idempotency-Key', key).send(body);
      const b = await t.http.post('/gateway/tokens').set(manager()).set('Idempotency-Key', key).send(body);
      expect(b.headers['idempotent-replay']).toBe('true');
      expect(b.body.id).toBe(a.body.id);
      // The stored request hash is keyed: the card number cannot be recovered from it.
      const [stored] = await db().query('SELECT request_hash FROM idempotency_keys WHERE company_id = $1 AND key = $2', [acme.companyId, key]);
      expect(stored.request_hash).toMatch(/^[0-9a-f]{64}$/);

      const auth = await charge({ paymentMethodId: a.body.id, amount: 60, capture: false });
      const cap = (k: string) => t.http.post(`/gateway/charges/${auth.body.id}/capture`).set(manager()).set('Idempotency-Key', k).send({ amount: 60 });
      expect((await cap(`cap-${auth.body.id}`)).status).toBe(200);
      const capRetry = await cap(`cap-${auth.body.id}`);
      expect(capRetry.status).toBe(200);
      expect(capRetry.headers['idempotent-replay']).toBe('true');
      const refund = (k: string) => t.http.post(`/gateway/charges/${auth.body.id}/refunds`).set(manager()).set('Idempotency-Key', k).send({ amount: 10 });
      const r1 = await refund(`ref-${auth.body.id}`);
      const r2 = await refund(`ref-${auth.body.id}`);
      expect(r2.headers['idempotent-replay']).toBe('true');
      expect(r2.body.id).toBe(r1.body.id);
      expect((await t.http.get(`/gateway/charges/${auth.body.id}`).set(manager())).body.refunds).toHaveLength(1);

      const auth2 = await charge({ paymentMethodId: a.body.id, amount: 60, capture: false });
      const v = () => t.http.post(`/gateway/charges/${auth2.body.id}/void`).set(manager()).set('Idempotency-Key', `void-${auth2.body.id}`).send({});
      expect((await v()).status).toBe(200);
      const vRetry = await v();
      expect(vRetry.status).toBe(200);
      expect(vRetry.headers['idempotent-replay']).toBe('true');
    });
  });

  it('rejects bad charge bodies with VALIDATION_ERROR and writes nothing', async () => {
    const pm = await saveCard(t, acme, clientId, CARDS.visa);
    for (const body of [
      { paymentMethodId: pm, amount: 0 },
      { paymentMethodId: pm, amount: 1.001 },
      { paymentMethodId: pm, amount: '10' },
      { paymentMethodId: pm, amount: 10, currency: 'XXQ' },
      { paymentMethodId: pm, amount: 10, capture: 'yes' },
      { paymentMethodId: pm, amount: 10, cardNumber: CARDS.visa },
      { amount: 10 },
    ]) {
      const res = await charge(body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('VALIDATION_ERROR');
    }
    expect(await chargeRows(pm)).toHaveLength(0);
    const employee = await t.http.post('/gateway/charges').set(bearer(acme.keys.employee)).send({ paymentMethodId: pm, amount: 10 });
    expect(employee.status).toBe(403);
    const foreign = await charge({ paymentMethodId: pm, amount: 10 }, undefined, other);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('PAYMENT_METHOD_NOT_FOUND');
    expect((await t.http.get(`/gateway/charges/ch_000000000000000000000000`).set(manager())).status).toBe(404);
  });
});
