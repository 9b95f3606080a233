import 'reflect-metadata';
import { loadConfigOrExit, runsBackgroundTasks } from '@backoffice/shared/config';
import { exitGracefullyOnSignals } from '@backoffice/shared/lifecycle';
import { createLogger } from '@backoffice/shared/observability';
import { createWorker, stopWorker } from './create-worker';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createLogger({ level: config.logLevel, name: 'worker' });
  // Signals are handled from before the consumers start: a SIGTERM during start-up still drains.
  const starting = createWorker(config, logger);
  const signals = exitGracefullyOnSignals({ logger, timeoutMs: config.shutdown.timeoutMs, stop: async (deadline) => stopWorker(await starting, config, deadline) });
  await starting;
  signals.claimSignals();
  logger.info({ httpPort: config.worker.httpPort, backgroundTasks: runsBackgroundTasks(config) }, 'worker started');
}

main().catch((error: unknown) => {
  process.stderr.write(`worker failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
