import { AppMetrics } from './app-metrics';

describe('AppMetrics', () => {
  it('labels HTTP answers by route pattern and status class, and names unmatched routes as such', async () => {
    const metrics = new AppMetrics();
    metrics.observeHttp('GET', '/documents/:visibleId', 200, 0.02);
    metrics.observeHttp('GET', '/documents/:visibleId', 204, 0.2);
    metrics.observeHttp('GET', undefined, 404, 0.001);
    const text = await metrics.render();
    expect(text).toContain('backoffice_http_request_duration_seconds_count{method="GET",route="/documents/:visibleId",status_class="2xx"} 2');
    expect(text).toContain('backoffice_http_request_duration_seconds_bucket{le="0.025",method="GET",route="/documents/:visibleId",status_class="2xx"} 1');
    expect(text).toContain('backoffice_http_request_duration_seconds_count{method="GET",route="unmatched",status_class="4xx"} 1');
    expect(metrics.contentType()).toMatch(/^text\/plain/);
  });

  it('keeps each instance in its own registry', async () => {
    const [a, b] = [new AppMetrics(), new AppMetrics()];
    a.rateLimited.inc();
    expect(await a.render()).toContain('backoffice_rate_limited_requests_total 1');
    expect(await b.render()).toContain('backoffice_rate_limited_requests_total 0');
  });
});
