export * from './bullmq-job-queue';
export * from './in-process-job-queue';
export * from './job-registry';
export * from './job-runner';
export * from './queue.module';
