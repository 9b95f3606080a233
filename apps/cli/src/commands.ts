import { readFile } from 'node:fs/promises';
import { INestApplicationContext } from '@nestjs/common';
import { ImportExchangeRates } from '@backoffice/expenses/application';
import { BootstrapCompany } from '@backoffice/identity/application';
import { migrationStatus, runMigrations } from '@backoffice/shared/persistence';
import { DataSource } from 'typeorm';

/** What a command may use; each is opened on first use and closed by main.ts. */
export interface CommandContext {
  /** The Nest application context of the admin module (runs pending migrations unless MIGRATIONS_RUN=false). */
  app(): Promise<INestApplicationContext>;
  /** A bare connection with the migration timeline and nothing run at open. */
  database(): Promise<DataSource>;
}

export interface CommandInput {
  flags: Record<string, string | boolean | undefined>;
  positionals: string[];
}

export interface Command {
  /** One line for the command list. */
  summary: string;
  /** What follows the command's name in its synopsis. */
  synopsis: string;
  /** The flags it takes, each with a line of help; `help` is added to every command. */
  flags: Record<string, { type: 'string' | 'boolean'; help: string; value?: string }>;
  /** Positional arguments: how many it takes. */
  positionals: { min: number; max: number };
  /** Further lines of `<command> --help`. */
  details?: string;
  /** Checks the input before anything starts; throws UsageError. */
  check?(input: CommandInput): void;
  /** Runs; the returned object is printed as the one line of stdout. */
  run(input: CommandInput, context: CommandContext): Promise<unknown>;
}

export class UsageError extends Error {}

export const COMMANDS: Record<string, Command> = {
  bootstrap: {
    summary: 'create a company with one API key per role (the way to a first key)',
    synopsis: '--company NAME',
    flags: { company: { type: 'string', value: 'NAME', help: "the company's name" } },
    positionals: { min: 0, max: 0 },
    details: 'Prints {"companyId":…,"keys":{"owner":"sk_…","manager":…,"accountant":…,"employee":…}}. Keys are shown once.',
    check({ flags }) {
      if (typeof flags.company !== 'string' || flags.company.trim() === '') throw new UsageError('bootstrap needs --company "<name>"');
    },
    async run({ flags }, context) {
      return (await context.app()).get(BootstrapCompany).execute(flags.company as string);
    },
  },
  'rates:import': {
    summary: 'import Bank of Israel representative rates (SDMX CSV or currency.xml)',
    synopsis: 'FILE',
    flags: {},
    positionals: { min: 1, max: 1 },
    details:
      'Prints {"file","imported","currencies","from","to","converted"}: rates stored, their currencies and dates, and\nexpenses and supplier invoices that were waiting for one of these rates and now have totalInILS.',
    async run({ positionals: [file] }, context) {
      let content: string;
      try {
        content = await readFile(file, 'utf8');
      } catch (error) {
        throw new UsageError(`cannot read ${file}: ${(error as Error).message}`);
      }
      return { file, ...(await (await context.app()).get(ImportExchangeRates).execute(content)) };
    },
  },
  migrate: {
    summary: 'apply pending database migrations (for deployments that start with MIGRATIONS_RUN=false)',
    synopsis: '',
    flags: {},
    positionals: { min: 0, max: 0 },
    details:
      'Runs under the same advisory lock as a starting process, so it is safe beside running instances.\n' +
      'Prints {"ran":[…],"applied":[…],"pending":[]}: what this call ran, then the full status.',
    async run(_input, context) {
      const database = await context.database();
      const ran = await runMigrations(database);
      return { ran, ...(await migrationStatus(database)) };
    },
  },
  'migrate:status': {
    summary: 'list applied and pending migrations; changes nothing',
    synopsis: '',
    flags: {},
    positionals: { min: 0, max: 0 },
    details:
      'Prints {"applied":[…],"pending":[…],"unknown":[…]}. "unknown" lists migrations this database has that this\n' +
      'build does not know (a newer version migrated it). Exit code 0 either way.',
    async run(_input, context) {
      return migrationStatus(await context.database());
    },
  },
};
