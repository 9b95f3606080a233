import { randomUUID } from 'node:crypto';
import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, AppConfig, runsBackgroundTasks } from '@backoffice/shared/config';
import { CoalescedRun } from '@backoffice/shared/kernel';
import { LOGGER, Logger } from '@backoffice/shared/observability';
import { OutboxCommits } from '@backoffice/shared/persistence';
import { RelayOutbox } from '@backoffice/webhooks/application';
import IORedis from 'ioredis';

/**
 * Relays an event as soon as its transaction commits instead of at the relay's next tick
 * (WEBHOOK_RELAY_INTERVAL_MS, a second by default): the tick stays, as the safety net for a signal
 * that is lost, and this is the fast path.
 *
 * In a process that runs the background tasks the commit wakes the relay directly. With REDIS_URL
 * every process also publishes the commit on `<QUEUE_PREFIX>:outbox-committed`, and every process
 * that runs the background tasks (the workers) listens there, so an API process that leaves the
 * relay to the workers still gets its events relayed at once. Publishes are folded: a burst of
 * commits sends one message per turn of the event loop. Nothing here is needed for correctness;
 * a Redis that is down only brings back the tick's latency.
 */
@Injectable()
export class RelayWakeUp implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly run: CoalescedRun;
  private readonly origin = randomUUID();
  private readonly channel: string;
  private unsubscribe?: () => void;
  private publisher?: IORedis;
  private subscriber?: IORedis;
  private publishQueued = false;

  constructor(
    relay: RelayOutbox,
    private readonly commits: OutboxCommits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.run = new CoalescedRun(
      () => relay.relayNew(),
      (error) => logger.warn({ err: error }, 'webhook relay on commit failed; the next tick relays'),
    );
    this.channel = `${config.queuePrefix}:outbox-committed`;
  }

  onApplicationBootstrap(): void {
    const relaysHere = runsBackgroundTasks(this.config);
    this.unsubscribe = this.commits.subscribe(() => {
      if (relaysHere) this.run.request();
      if (this.publisher) this.publishSoon();
    });
    if (!this.config.redisUrl) return;
    const options = { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectionName: 'backoffice:outbox-wake' };
    this.publisher = new IORedis(this.config.redisUrl, options);
    this.publisher.on('error', () => undefined); // ioredis reconnects; the tick covers meanwhile
    if (!relaysHere) return;
    this.subscriber = new IORedis(this.config.redisUrl, { ...options, enableOfflineQueue: true, maxRetriesPerRequest: null });
    this.subscriber.on('error', () => undefined);
    this.subscriber.on('message', (_channel: string, origin: string) => {
      if (origin !== this.origin) this.run.request(); // this process's own commits woke it already
    });
    this.subscriber.subscribe(this.channel).catch((error: unknown) => this.logger.warn({ err: error }, 'not listening for outbox commits; the relay tick covers'));
  }

  async onApplicationShutdown(): Promise<void> {
    this.unsubscribe?.();
    await this.run.stop();
    for (const connection of [this.publisher, this.subscriber]) connection?.disconnect();
  }

  private publishSoon(): void {
    if (this.publishQueued) return;
    this.publishQueued = true;
    setImmediate(() => {
      this.publishQueued = false;
      this.publisher?.publish(this.channel, this.origin).catch(() => undefined);
    });
  }
}
