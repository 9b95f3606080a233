import { Inject, Injectable, OnApplicationShutdown, Optional } from '@nestjs/common';
import { LOGGER, Logger } from '@backoffice/shared/observability';
import { Client } from 'pg';
import { DataSource } from 'typeorm';

/** What a subscriber of a channel is told. */
export interface ChangeSubscriber {
  /** A row changed; `payload` is what the trigger sent (an id). */
  changed(payload: string): void;
  /** Notifications may have been missed (the listening connection was lost): forget everything. */
  reset(): void;
}

const RETRY_MIN_MS = 100;
const RETRY_MAX_MS = 5_000;

/**
 * PostgreSQL `LISTEN` on one dedicated connection per process, for the channels that triggers
 * notify at commit (migration 1764000012000). `listening` is true only while every subscribed
 * channel is being listened to: a cache must not answer from memory otherwise, since a change
 * made meanwhile would go unheard. When the connection is lost, every subscriber is reset and the
 * connection is made again (backing off to 5 s); nothing is started until the first subscription,
 * so processes that cache nothing (the CLI) hold no extra connection.
 */
@Injectable()
export class ChangeNotifications implements OnApplicationShutdown {
  private readonly subscribers = new Map<string, ChangeSubscriber[]>();
  private client: Client | undefined;
  private connecting: Promise<void> | undefined;
  private retryMs = RETRY_MIN_MS;
  private retryTimer: NodeJS.Timeout | undefined;
  private closed = false;
  private ready = false;

  constructor(
    private readonly dataSource: DataSource,
    @Optional() @Inject(LOGGER) private readonly logger?: Logger,
  ) {}

  /** True while changes on every subscribed channel are being heard. */
  get listening(): boolean {
    return this.ready;
  }

  subscribe(channel: string, subscriber: ChangeSubscriber): void {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
    const list = this.subscribers.get(channel);
    if (list) {
      list.push(subscriber);
      return;
    }
    this.subscribers.set(channel, [subscriber]);
    if (this.closed) return;
    if (this.client && this.ready) {
      // A channel added to a live connection: not "listening" for it until LISTEN has run.
      this.ready = false;
      this.client.query(`LISTEN ${channel}`).then(
        () => (this.ready = this.client !== undefined),
        (error: unknown) => this.lost(error),
      );
    } else {
      this.connect();
    }
  }

  /** Resolves once listening (or at once when closed); for tests and start-up ordering. */
  async whenListening(timeoutMs = 5_000): Promise<boolean> {
    const until = Date.now() + timeoutMs;
    while (!this.ready && !this.closed && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
    return this.ready;
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    this.ready = false;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    await this.connecting?.catch(() => undefined);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private connect(): void {
    if (this.connecting || this.client || this.closed) return;
    this.connecting = this.open().finally(() => (this.connecting = undefined));
  }

  private async open(): Promise<void> {
    const options = this.dataSource.options as { url?: string; host?: string; port?: number; username?: string; password?: string; database?: string };
    const client = new Client({
      connectionString: options.url,
      host: options.host,
      port: options.port,
      user: options.username,
      password: options.password,
      database: options.database,
      application_name: 'backoffice-listener',
      keepAlive: true,
    });
    client.on('notification', (message) => {
      for (const subscriber of this.subscribers.get(message.channel) ?? []) subscriber.changed(message.payload ?? '');
    });
    client.on('error', (error) => this.lost(error, client));
    client.on('end', () => this.lost(new Error('the listening connection ended'), client));
    try {
      await client.connect();
      this.client = client;
      for (const channel of this.subscribers.keys()) await client.query(`LISTEN ${channel}`);
      if (this.closed) {
        await client.end();
        return;
      }
      this.retryMs = RETRY_MIN_MS;
      this.ready = true;
    } catch (error) {
      this.lost(error, client);
    }
  }

  private lost(error: unknown, client = this.client): void {
    if (client !== this.client && this.client !== undefined) return; // an old connection's last words
    const wasReady = this.ready;
    this.ready = false;
    this.client = undefined;
    // A lost connection speaks once: its later 'error' and 'end' are swallowed, not handled again.
    client?.removeAllListeners();
    client?.on('error', () => undefined);
    client?.end().catch(() => undefined);
    for (const list of this.subscribers.values()) for (const subscriber of list) subscriber.reset();
    if (this.closed) return;
    if (wasReady) this.logger?.warn({ err: error }, 'change notifications lost; in-memory copies are bypassed until listening again');
    if (this.retryTimer) return;
    const delay = this.retryMs;
    this.retryMs = Math.min(RETRY_MAX_MS, this.retryMs * 2);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.connect();
    }, delay);
    this.retryTimer.unref();
  }
}
