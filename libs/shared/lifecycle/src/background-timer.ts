import { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig, runsBackgroundTasks } from '@backoffice/shared/config';
import { PeriodicTask } from '@backoffice/shared/kernel';
import { Logger } from '@backoffice/shared/observability';

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
