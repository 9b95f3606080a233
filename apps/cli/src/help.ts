import { Command, COMMANDS } from './commands';

const INVOCATION = 'npm run --silent cli --';

/** `cli --help`: every command with its synopsis and summary. */
export function overallHelp(): string {
  const lines = Object.entries(COMMANDS).map(([name, c]) => [`${name} ${c.synopsis}`.trim(), c.summary] as const);
  const width = Math.max(...lines.map(([left]) => left.length));
  return [
    `usage: ${INVOCATION} <command> [flags]`,
    '',
    'Admin commands of the back-office API. The answer is one JSON object on stdout; logs go to stderr.',
    'They use the same configuration as the service (environment, or .env in the working directory).',
    '',
    'commands:',
    ...lines.map(([left, summary]) => `  ${left.padEnd(width)}   ${summary}`),
    '',
    `Run \`${INVOCATION} <command> --help\` for a command's flags.`,
    'Exit codes: 0 done, 1 failed, 64 usage error, 78 invalid configuration.',
    '',
  ].join('\n');
}

/** `cli <command> --help`. */
export function commandHelp(name: string, command: Command): string {
  const flags = Object.entries(command.flags).map(([flag, f]) => [`--${flag}${f.type === 'string' ? ` ${f.value ?? 'VALUE'}` : ''}`, f.help] as const);
  flags.push(['--help, -h', 'show this help']);
  const width = Math.max(...flags.map(([left]) => left.length));
  return [
    `usage: ${INVOCATION} ${name} ${command.synopsis}`.trimEnd(),
    '',
    `${command.summary[0].toUpperCase()}${command.summary.slice(1)}.`,
    ...(command.details ? ['', command.details] : []),
    '',
    'flags:',
    ...flags.map(([left, help]) => `  ${left.padEnd(width)}   ${help}`),
    '',
  ].join('\n');
}
