import { AppMetrics, countWebhookAttempt } from './app-metrics';

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

describe('AppMetrics: jobs and webhook attempts', () => {
  it('times and counts each job run by queue, name and outcome, and tracks the jobs running', async () => {
    const metrics = new AppMetrics();
    const job = { queue: 'documents', name: 'documents.request-approval-number' };
    metrics.jobStarted(job);
    metrics.jobStarted(job);
    let text = await metrics.render();
    expect(text).toContain('backoffice_jobs_active{queue="documents",job="documents.request-approval-number"} 2');
    metrics.jobFinished(job, 'completed', 0.02);
    metrics.jobFinished(job, 'retrying', 3);
    text = await metrics.render();
    expect(text).toContain('backoffice_jobs_active{queue="documents",job="documents.request-approval-number"} 0');
    expect(text).toContain('backoffice_jobs_total{queue="documents",job="documents.request-approval-number",outcome="completed"} 1');
    expect(text).toContain('backoffice_jobs_total{queue="documents",job="documents.request-approval-number",outcome="retrying"} 1');
    expect(text).toContain('backoffice_job_duration_seconds_bucket{le="0.025",queue="documents",job="documents.request-approval-number",outcome="completed"} 1');
    expect(text).toContain('backoffice_job_duration_seconds_bucket{le="2.5",queue="documents",job="documents.request-approval-number",outcome="retrying"} 0');
  });

  it('counts webhook attempts once per process, shown by every registry of the process, incremented rather than recomputed', async () => {
    const [a, b] = [new AppMetrics(), new AppMetrics()];
    const read = async (m: AppMetrics, labels: string) => Number(new RegExp(`^backoffice_webhook_attempts_total\\{${labels}\\} (\\d+)$`, 'm').exec(await m.render())?.[1] ?? 0);
    const before = await read(a, 'outcome="failed",reason="timeout"');
    countWebhookAttempt('failed', 'timeout');
    countWebhookAttempt('failed', 'timeout');
    countWebhookAttempt('delivered', null);
    expect(await read(a, 'outcome="failed",reason="timeout"')).toBe(before + 2);
    expect(await read(b, 'outcome="failed",reason="timeout"')).toBe(before + 2);
    expect(await read(b, 'outcome="delivered",reason="none"')).toBeGreaterThanOrEqual(1);
  });
});
