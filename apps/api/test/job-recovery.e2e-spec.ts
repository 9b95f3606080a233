import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { describeWithRedis, eventually } from '@backoffice/shared/testing';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { createDocument, item, newClient } from './support/documents';
import { bearer, startTestApp } from './support/test-app';

/**
 * Redis holds the jobs of two kinds of work the database alone does not trigger: asking the tax
 * authority again for a PENDING document's allocation number, and inspecting an uploaded file.
 * Each process puts back missing jobs from PostgreSQL on a timer. "Redis lost" here is a second
 * app on a fresh queue prefix: an empty Redis, as after a flush or a failover without persistence.
 */
describeWithRedis()('jobs lost with Redis are rebuilt from PostgreSQL', () => {
  it('asks again for a PENDING allocation number and inspects a file whose jobs were lost', async () => {
    // First life: the authority is unreachable, so the invoice stays PENDING with a job backing off.
    // Both lives share the data directory, where the uploaded bytes are.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'backoffice-recovery-'));
    const first = await startTestApp({ DATA_DIR: dataDir, TAX_AUTHORITY_LATENCY_MS: '0', TAX_AUTHORITY_FAILURE_RATE: '1', JOB_RECOVERY_INTERVAL_MS: '86400000' });
    let companyKey: string;
    let documentId: number;
    let fileId: number;
    try {
      const company = await first.newCompany();
      companyKey = company.keys.owner;
      const client = await newClient(first, company, 'Recovered Ltd', '514000007');
      const res = await createDocument(first, company, 'invoice', { entityId: client, items: [item(8000)] });
      expect(res.body).toMatchObject({ approvalNumberStatus: 'PENDING' });
      documentId = res.body.id;
      const upload = await first.http.post('/files/upload').set(bearer(companyKey)).attach('file', Buffer.from('%PDF-1.4\n%recovered\n'), 'receipt.pdf');
      expect(upload.status).toBe(200);
      fileId = upload.body.fileId;
    } finally {
      await first.close();
    }
    // As if the inspection had never run, and both rows were past the grace of their requests.
    const db = new Client({ connectionString: first.config.database.url });
    await db.connect();
    try {
      await db.query(`UPDATE files SET inspected_at = NULL, detected_type = NULL, created_at = now() - interval '5 minutes' WHERE id = $1`, [fileId]);
      await db.query(`UPDATE documents SET updated_at = now() - interval '5 minutes' WHERE id = $1`, [documentId]);
    } finally {
      await db.end();
    }

    // Second life, on an empty queue: the recovery pass finds both and their jobs run.
    const second = await startTestApp({ DATA_DIR: dataDir, TAX_AUTHORITY_LATENCY_MS: '0', JOB_RECOVERY_INTERVAL_MS: '200' });
    try {
      const dataSource = second.app.get(DataSource);
      const approved = await eventually(
        async () => {
          const read = await second.http.get(`/documents/${documentId}`).set(bearer(companyKey));
          return read.body.approvalNumberStatus === 'APPROVED' ? read.body : null;
        },
        20_000,
        200,
      );
      expect(approved.taxAuthorityApprovalNumber).toMatch(/^\d{9}$/);
      const events = await dataSource.query(`SELECT type FROM outbox_events WHERE document_id = $1 ORDER BY id`, [documentId]);
      expect(events.map((e: { type: string }) => e.type)).toContain('document.approval_number.assigned');
      const inspected = await eventually(
        async () => {
          const [row] = await dataSource.query(`SELECT detected_type FROM files WHERE id = $1 AND inspected_at IS NOT NULL`, [fileId]);
          return row;
        },
        20_000,
        200,
      );
      expect(inspected.detected_type).toBe('pdf');
    } finally {
      await second.close();
    }
  }, 60_000);
});
