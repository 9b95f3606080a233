import { BootstrappedCompany } from '@backoffice/identity/application';
import { describeWithDatabase, startWebhookReceiver, WebhookReceiver } from '@backoffice/shared/testing';
import { ApiRoute, loadRoutes } from './support/openapi-routes';
import { buildRouteFixtures, FixtureEntry, fillPath, isNotAnId, RouteFixture } from './support/route-fixtures';
import { bearer, startTestApp, TestApp } from './support/test-app';

/**
 * Tenant isolation on every route with a path id, generated from the running app's OpenAPI
 * document: another company's id must answer exactly what an id that exists nowhere answers
 * (contract: "Another company's id behaves exactly like an id that does not exist").
 */
describeWithDatabase()('isolation: another company’s ids on every route with a path id', () => {
  let t: TestApp;
  let a: BootstrappedCompany;
  let b: BootstrappedCompany;
  let receiver: WebhookReceiver;
  let routes: ApiRoute[];
  let fixtures: Record<string, FixtureEntry>;

  beforeAll(async () => {
    t = await startTestApp({
      TAX_AUTHORITY_LATENCY_MS: '0',
      WEBHOOKS_ALLOW_HTTP: 'true',
      ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_RELAY_INTERVAL_MS: '50',
    });
    receiver = await startWebhookReceiver();
    a = await t.newCompany();
    b = await t.newCompany();
    routes = (await loadRoutes(t)).routes.filter((r) => r.pathParams.length > 0);
    fixtures = (await buildRouteFixtures({ t, company: a, receiverUrl: receiver.url })).routes;
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  const call = (route: ApiRoute, key: string | undefined, params: Record<string, string>, fixture: RouteFixture, query = fixture.query) => {
    let req = t.http[route.method](fillPath(route.path, params));
    if (key) req = req.set(bearer(key));
    if (query) req = req.query(query);
    return fixture.body === undefined ? req : req.send(fixture.body);
  };

  /** The answer with the ids themselves blanked out, so two ids' messages compare equal. */
  const normalise = (res: { status: number; text: string }, fixture: RouteFixture) => {
    let text = res.text;
    for (const value of [...Object.values(fixture.params), ...Object.values(fixture.unknown)]) text = text.split(value).join('<id>');
    return { status: res.status, text };
  };

  it('has an isolation fixture for every route with a path id (add new routes to apps/api/test/support/route-fixtures.ts)', () => {
    expect(routes.length).toBeGreaterThan(20);
    const missing = routes.filter((r) => !fixtures[r.key]).map((r) => `${r.key}: no fixture; add one to buildRouteFixtures in apps/api/test/support/route-fixtures.ts`);
    expect(missing).toEqual([]);
  });

  it('answers another company’s id exactly like an unknown id, and leaves the owner’s resource intact', async () => {
    const problems: string[] = [];
    let checked = 0;
    for (const route of routes) {
      const fixture = fixtures[route.key];
      if (!fixture || isNotAnId(fixture)) continue;
      const key = route.isPublic ? undefined : b.keys.owner;
      const cross = await call(route, key, fixture.params, fixture);
      const unknown = await call(route, key, fixture.unknown, fixture);
      const expected = fixture.expect ?? 404;
      if (JSON.stringify(normalise(cross, fixture)) !== JSON.stringify(normalise(unknown, fixture))) {
        problems.push(
          `${route.key}: another company's id answered ${cross.status} ${cross.text.slice(0, 200)}; an unknown id answered ${unknown.status} ${unknown.text.slice(0, 200)}`,
        );
      }
      const expectedOk =
        expected === 'null' ? cross.status === 200 && cross.text === 'null' && /application\/json/.test(String(cross.headers['content-type'])) : cross.status === expected;
      if (!expectedOk) problems.push(`${route.key}: expected ${expected === 'null' ? '200 null' : expected}, got ${cross.status} ${cross.text.slice(0, 200)}`);
      // The fixture names a real resource, and the other company's call changed nothing: the owner's own call still succeeds.
      const own = await call(route, route.isPublic ? undefined : a.keys.owner, fixture.params, fixture, fixture.ownerQuery ?? fixture.query);
      if (own.status < 200 || own.status > 299 || own.text === 'null') problems.push(`${route.key}: the owner's own request answered ${own.status} ${own.text.slice(0, 200)}`);
      checked++;
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(20);
  }, 60_000);

  it('does not let a company reach another company’s webhook delivery through its own endpoint', async () => {
    const own = await t.http
      .post('/webhooks')
      .set(bearer(b.keys.owner))
      .send({ url: receiver.url, events: ['*'] });
    expect(own.status).toBe(200);
    const fixture = fixtures['POST /webhooks/{id}/deliveries/{deliveryId}/redeliver'] as RouteFixture;
    const res = await t.http.post(`/webhooks/${own.body.id}/deliveries/${fixture.params.deliveryId}/redeliver`).set(bearer(b.keys.owner));
    const unknown = await t.http.post(`/webhooks/${own.body.id}/deliveries/${fixture.unknown.deliveryId}/redeliver`).set(bearer(b.keys.owner));
    expect(res.status).toBe(404);
    expect(res.body).toEqual(unknown.body);
  });
});
