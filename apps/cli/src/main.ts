import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppConfig, ConfigError, loadConfig, loadDotEnv } from '@backoffice/shared/config';
import { DomainError } from '@backoffice/shared/kernel';
import { Logger, PinoNestLogger, createLogger } from '@backoffice/shared/observability';
import { closeDataSource, openDataSource } from '@backoffice/shared/persistence';
import { DataSource } from 'typeorm';
import { CliModule } from './cli.module';
import { Command, COMMANDS, CommandContext, CommandInput, UsageError } from './commands';
import { commandHelp, overallHelp } from './help';

/** Exit codes of sysexits.h, which operators' scripts already know. */
const EXIT = { ok: 0, failure: 1, usage: 64, config: 78 } as const;

/**
 * Admin commands: `npm run --silent cli -- <command> [flags]`. Stdout carries exactly one JSON
 * object (the answer) or, with --help, the help text; logs and errors go to stderr.
 */
async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(overallHelp());
    return EXIT.ok;
  }
  if (name === undefined) throw new UsageError(`a command is needed\n\n${overallHelp()}`);
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command) throw new UsageError(`unknown command: ${name}\n\n${overallHelp()}`);
  const input = parseInput(name, command, rest);
  if (input.flags.help) {
    process.stdout.write(commandHelp(name, command));
    return EXIT.ok;
  }
  command.check?.(input);

  loadDotEnv();
  const config = loadConfig();
  const logger = createLogger({ level: config.logLevel === 'info' ? 'warn' : config.logLevel, name: 'cli', destination: 2 });
  const context = new LazyContext(config, logger);
  try {
    const answer = await command.run(input, context);
    process.stdout.write(`${JSON.stringify(answer)}\n`);
    return EXIT.ok;
  } finally {
    await context.close();
    logger.flush();
  }
}

/** The command's flags and positionals by `node:util` parseArgs, strictly: anything unknown is a usage error. */
function parseInput(name: string, command: Command, args: string[]): CommandInput {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: { ...Object.fromEntries(Object.entries(command.flags).map(([flag, f]) => [flag, { type: f.type }])), help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new UsageError(`${name}: ${(error as Error).message}\nRun \`cli ${name} --help\` for its flags.`);
  }
  const { values, positionals } = parsed;
  if (!values.help && (positionals.length < command.positionals.min || positionals.length > command.positionals.max)) {
    const expected = command.synopsis ? `cli ${name} ${command.synopsis}` : `cli ${name} (no arguments)`;
    throw new UsageError(`${name}: expected ${expected}, got ${positionals.length ? positionals.map((p) => JSON.stringify(p)).join(' ') : 'no argument'}`);
  }
  return { flags: values, positionals };
}

/** Opens the Nest context or the bare connection on first use, so each command pays for what it uses. */
class LazyContext implements CommandContext {
  private nest?: Promise<INestApplicationContext>;
  private dataSource?: Promise<DataSource>;

  constructor(
    private readonly config: AppConfig,
    private readonly logger: Logger,
  ) {}

  app(): Promise<INestApplicationContext> {
    this.nest ??= NestFactory.createApplicationContext(CliModule.forRoot(this.config, this.logger), { logger: new PinoNestLogger(this.logger) });
    return this.nest;
  }

  database(): Promise<DataSource> {
    this.dataSource ??= openDataSource(this.config, this.logger);
    return this.dataSource;
  }

  async close(): Promise<void> {
    const [nest, dataSource] = await Promise.all([this.nest?.catch(() => undefined), this.dataSource?.catch(() => undefined)]);
    await nest?.close();
    if (dataSource) await closeDataSource(dataSource);
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof UsageError || error instanceof ConfigError || error instanceof DomainError;
    process.stderr.write(`${known ? (error as Error).message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(error instanceof UsageError ? EXIT.usage : error instanceof ConfigError ? EXIT.config : EXIT.failure);
  },
);
