import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { ConfigError, loadConfig } from '@backoffice/shared/config';
import { DomainError } from '@backoffice/shared/kernel';
import { PinoNestLogger, createLogger } from '@backoffice/shared/observability';
import { CliModule } from './cli.module';
import { COMMANDS, UsageError, parseFlags } from './commands';

/**
 * Admin commands: `npm run --silent cli -- <command> [--flag value]`. Stdout carries exactly one
 * JSON object (the answer); logs go to stderr.
 */
async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  const command = name ? COMMANDS[name] : undefined;
  if (!command) {
    process.stderr.write(`usage: cli <command>\n${Object.values(COMMANDS).map((c) => `  ${c.usage}`).join('\n')}\n`);
    return 64;
  }
  const config = loadConfig();
  const logger = createLogger({ level: config.logLevel === 'info' ? 'warn' : config.logLevel, name: 'cli', destination: 2 });
  const flags = parseFlags(rest);
  command.check(flags);
  const app = await NestFactory.createApplicationContext(CliModule.forRoot(config, logger), { logger: new PinoNestLogger(logger) });
  app.enableShutdownHooks();
  try {
    const answer = await command.run(app, flags);
    process.stdout.write(`${JSON.stringify(answer)}\n`);
    return 0;
  } finally {
    await app.close();
    logger.flush();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof UsageError || error instanceof ConfigError || error instanceof DomainError;
    process.stderr.write(`${known ? (error as Error).message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(error instanceof UsageError ? 64 : error instanceof ConfigError ? 78 : 1);
  },
);
