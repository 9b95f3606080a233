import 'reflect-metadata';
import { loadConfigOrExit } from '@backoffice/shared/config';
import { exitGracefullyOnSignals } from '@backoffice/shared/lifecycle';
import { createLogger } from '@backoffice/shared/observability';
import { createWorker, stopWorker } from './create-worker';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createLogger({ level: config.logLevel, name: 'worker' });
  const app = await createWorker(config, logger);
  exitGracefullyOnSignals({ logger, timeoutMs: config.shutdown.timeoutMs, stop: (deadline) => stopWorker(app, config, deadline) });
  logger.info('worker started');
}

main().catch((error: unknown) => {
  process.stderr.write(`worker failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
