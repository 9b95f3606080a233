import { readFile } from 'node:fs/promises';
import { INestApplicationContext } from '@nestjs/common';
import { ImportExchangeRates } from '@backoffice/expenses/application';
import { BootstrapCompany } from '@backoffice/identity/application';

export interface Command {
  /** Checks the flags before anything starts; throws UsageError. */
  check(flags: Record<string, string>): void;
  /** Runs with the parsed flags; the returned object is printed as the one line of stdout. */
  run(app: INestApplicationContext, flags: Record<string, string>): Promise<unknown>;
  usage: string;
}

export const COMMANDS: Record<string, Command> = {
  bootstrap: {
    usage: 'bootstrap --company "Acme Ltd"   create a company with one API key per role',
    check(flags) {
      if (!flags.company) throw new UsageError('bootstrap needs --company "<name>"');
      if (flags[POSITIONAL]) throw new UsageError(`unexpected argument: ${flags[POSITIONAL]}`);
    },
    async run(app, flags) {
      return app.get(BootstrapCompany).execute(flags.company);
    },
  },
  'rates:import': {
    usage: 'rates:import FILE                 import Bank of Israel representative rates (SDMX CSV or currency.xml)',
    check(flags) {
      const file = flags[POSITIONAL];
      if (!file || file.includes('\n')) throw new UsageError('rates:import needs one FILE');
    },
    async run(app, flags) {
      const file = flags[POSITIONAL];
      let content: string;
      try {
        content = await readFile(file, 'utf8');
      } catch (error) {
        throw new UsageError(`cannot read ${file}: ${(error as Error).message}`);
      }
      return { file, ...(await app.get(ImportExchangeRates).execute(content)) };
    },
  },
};

/** Key under which parseFlags collects positional arguments (newline-separated); no flag can be named so. */
export const POSITIONAL = '_';

export class UsageError extends Error {}

/**
 * `--name value` and `--name=value` pairs, and positional arguments (such as the FILE of
 * `rates:import`) under POSITIONAL; a command that takes none refuses them.
 */
export function parseFlags(args: string[]): Record<string, string> {
  const flags: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const match = /^--([a-z][a-z-]*)(?:=(.*))?$/.exec(arg);
    if (!match && arg.startsWith('-')) throw new UsageError(`unexpected argument: ${arg}`);
    if (!match) {
      flags[POSITIONAL] = flags[POSITIONAL] === undefined ? arg : `${flags[POSITIONAL]}\n${arg}`;
      continue;
    }
    const value = match[2] ?? args[++i];
    if (value === undefined) throw new UsageError(`--${match[1]} needs a value`);
    flags[match[1]] = value;
  }
  return flags;
}
