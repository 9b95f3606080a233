import { INestApplicationContext } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { BootstrapCompany } from '@backoffice/identity/application';
import { describeWithDatabase, describeWithRedis, eventually, testConfig, testLogger } from '@backoffice/shared/testing';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApiApp } from '../../api/src/create-api-app';
import { createWorker } from '../src/create-worker';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

describeWithDatabase()('worker app', () => {
  describeWithRedis()('with REDIS_URL', () => {
    const config = testConfig();
    const logger = testLogger(config);
    let api: NestFastifyApplication;
    let worker: INestApplicationContext | undefined;

    beforeAll(async () => {
      api = await createApiApp(config, logger);
      await api.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => {
      await worker?.close();
      await api.close();
    });

    it('runs a BullMQ job that the API enqueued, once the worker is up', async () => {
      const ready = await request(api.getHttpServer()).get('/health/ready');
      expect(ready.body.checks.queueMode).toBe('bullmq');

      const company = await api.get(BootstrapCompany).execute(`Worker test ${Date.now()}`);
      const uploaded = await request(api.getHttpServer())
        .post('/files/upload')
        .set('Authorization', `Bearer ${company.keys.owner}`)
        .attach('file', PNG, { filename: 'scan.bin', contentType: 'application/octet-stream' });
      expect(uploaded.status).toBe(200);

      const db = api.get(DataSource);
      const detectedType = async () => (await db.query('SELECT detected_type FROM files WHERE id = $1', [uploaded.body.fileId]))[0].detected_type;

      // The API process does not run jobs when Redis is configured: the job waits in Redis.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await detectedType()).toBeNull();

      worker = await createWorker(config, logger);
      expect(await eventually(detectedType, 15_000)).toBe('png');
    });
  });

  it('refuses to start without REDIS_URL, naming it', async () => {
    const config = testConfig({ REDIS_URL: undefined });
    await expect(createWorker({ ...config, redisUrl: undefined }, testLogger(config))).rejects.toThrow(/REDIS_URL/);
  });
});
