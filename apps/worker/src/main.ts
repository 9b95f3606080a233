import 'reflect-metadata';
import { ConfigError, loadConfig } from '@backoffice/shared/config';
import { createLogger } from '@backoffice/shared/observability';
import { createWorker } from './create-worker';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  const logger = createLogger({ level: config.logLevel, name: 'worker' });
  await createWorker(config, logger);
  logger.info('worker started');
}

main().catch((error: unknown) => {
  process.stderr.write(`worker failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
