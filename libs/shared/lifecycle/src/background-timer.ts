import { OnApplicationBootstrap, OnApplicationShutdown, Provider, Type } from '@nestjs/common';
import { APP_CONFIG, AppConfig, runsBackgroundTasks } from '@backoffice/shared/config';
import { PeriodicTask } from '@backoffice/shared/kernel';
import { LOGGER, Logger } from '@backoffice/shared/observability';

/**
 * Background work on a timer (the outbox relay, the job recovery passes): one pass at a time,
 * every `everyMs`, in each process that runs the background tasks (BACKGROUND_TASKS, and always
 * without REDIS_URL), stopped with the app after the pass under way. A timer rather than a
 * repeatable queue job, so it keeps running when the queue lost its jobs. A failed pass is logged
 * as `<what> failed; retrying on the next tick`.
 */
export abstract class BackgroundTimer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly task: PeriodicTask;

  protected constructor(
    private readonly config: AppConfig,
    logger: Logger,
    timer: { what: string; everyMs: number; pass: () => Promise<unknown> },
  ) {
    this.task = new PeriodicTask(timer.pass, timer.everyMs, (error) => logger.warn({ err: error }, `${timer.what} failed; retrying on the next tick`));
  }

  onApplicationBootstrap(): void {
    if (runsBackgroundTasks(this.config)) this.task.start();
  }

  /** One pass now (also what the timer does); concurrent calls share the pass under way. */
  tick(): Promise<void> {
    return this.task.tick();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.task.stop();
  }
}

/** A pass that puts back lost jobs (a `LostJobRecovery`): answers how many it enqueued. */
export interface JobRecoveryPass {
  execute(): Promise<number>;
}

/** A recovery pass on the background timer. */
export class JobRecoveryTimer extends BackgroundTimer {
  constructor(recovery: JobRecoveryPass, what: string, config: AppConfig, logger: Logger) {
    super(config, logger, {
      what: `${what} recovery`,
      everyMs: config.jobRecoveryIntervalMs,
      pass: async () => {
        const requeued = await recovery.execute();
        // Records whose job still exists count too (the queue drops the duplicate), so this is debug.
        if (requeued > 0) logger.debug({ requeued }, `${what} jobs put back where missing`);
      },
    });
  }
}

/**
 * The provider of a context's recovery timer: every process that runs the background tasks runs
 * `recovery` every JOB_RECOVERY_INTERVAL_MS. `token` names it, for tests that tick it by hand.
 */
export function jobRecoveryTimer(token: string, recovery: Type<JobRecoveryPass>, what: string): Provider {
  return {
    provide: token,
    inject: [recovery, APP_CONFIG, LOGGER],
    useFactory: (pass: JobRecoveryPass, config: AppConfig, logger: Logger) => new JobRecoveryTimer(pass, what, config, logger),
  };
}
