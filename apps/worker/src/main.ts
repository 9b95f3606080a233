import 'reflect-metadata';
import { loadConfigOrExit } from '@backoffice/shared/config';
import { createLogger } from '@backoffice/shared/observability';
import { createWorker } from './create-worker';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createLogger({ level: config.logLevel, name: 'worker' });
  await createWorker(config, logger);
  logger.info('worker started');
}

main().catch((error: unknown) => {
  process.stderr.write(`worker failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
