import { INestApplicationContext } from '@nestjs/common';
import { BootstrapCompany } from '@backoffice/identity/application';

export interface Command {
  /** Runs with the parsed flags; the returned object is printed as the one line of stdout. */
  run(app: INestApplicationContext, flags: Record<string, string>): Promise<unknown>;
  usage: string;
}

export const COMMANDS: Record<string, Command> = {
  bootstrap: {
    usage: 'bootstrap --company "Acme Ltd"   create a company with one API key per role',
    async run(app, flags) {
      if (!flags.company) throw new UsageError('bootstrap needs --company "<name>"');
      return app.get(BootstrapCompany).execute(flags.company);
    },
  },
};

export class UsageError extends Error {}

/** `--name value` and `--name=value` pairs; anything else is a usage error. */
export function parseFlags(args: string[]): Record<string, string> {
  const flags: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const match = /^--([a-z][a-z-]*)(?:=(.*))?$/.exec(arg);
    if (!match) throw new UsageError(`unexpected argument: ${arg}`);
    const value = match[2] ?? args[++i];
    if (value === undefined) throw new UsageError(`--${match[1]} needs a value`);
    flags[match[1]] = value;
  }
  return flags;
}
