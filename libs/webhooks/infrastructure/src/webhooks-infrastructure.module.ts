import { DynamicModule, Inject, Injectable, Module, ModuleMetadata, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, AppConfig, SECRETS_KEY, SecretsKey } from '@backoffice/shared/config';
import { BackgroundTimer } from '@backoffice/shared/lifecycle';
import { CLOCK, EVENT_OUTBOX, JOB_HANDLER_REGISTRY, JobHandlerRegistry, OUTBOX_FIGURES, SignedCursorCodec, systemClock } from '@backoffice/shared/kernel';
import { PgEventOutbox } from '@backoffice/shared/persistence';
import { LOGGER, Logger } from '@backoffice/shared/observability';
import { InProcessRateLimiter, RedisRateLimiter } from '@backoffice/shared/ratelimit';
import IORedis from 'ioredis';
import {
  AttemptDelivery,
  DELIVER_WEBHOOK_JOB,
  DELIVERY_SCHEDULER,
  DELIVERY_STORE,
  EndpointHealth,
  EVENT_CURSOR_CODEC,
  EVENT_LOG,
  ListEvents,
  ManageWebhookEndpoints,
  RelayOutbox,
  SECRET_CIPHER,
  TARGET_GUARD,
  WEBHOOK_ENDPOINT_REPOSITORY,
  WEBHOOK_SENDER,
  WEBHOOK_SETTINGS,
  WebhookDeliveries,
} from '@backoffice/webhooks/application';
import { AesGcmSecretCipher } from './aes-gcm-secret-cipher';
import { DeliveryDispatcher, QueueDeliveryScheduler } from './delivery-dispatcher';
import { DeliveryPacer } from './delivery-pacer';
import { DnsTargetGuard } from './dns-target-guard';
import { HttpWebhookSender } from './http-webhook-sender';
import { PgDeliveryStore, PgEventLog } from './pg-delivery.store';
import { PgWebhookEndpointRepository } from './pg-webhook-endpoint.repository';
import { PgOutboxFigures } from './pg-outbox-figures';
import { RelayWakeUp } from './relay-wake-up';

/** The outbox relay's timer: outbox → deliveries, and lost jobs enqueued again (commits also wake it: RelayWakeUp). */
@Injectable()
export class WebhookRelayTimer extends BackgroundTimer {
  constructor(relay: RelayOutbox, @Inject(APP_CONFIG) config: AppConfig, @Inject(LOGGER) logger: Logger) {
    super(config, logger, {
      what: 'webhook relay pass',
      everyMs: config.webhookDelivery.relayIntervalMs,
      pass: () => relay.execute(config.webhookDelivery.requeueAfterMs),
    });
  }
}

const useCases = [ManageWebhookEndpoints, WebhookDeliveries, ListEvents, AttemptDelivery, RelayOutbox, EndpointHealth];

const providers = [
  ...useCases,
  { provide: WEBHOOK_ENDPOINT_REPOSITORY, useClass: PgWebhookEndpointRepository },
  { provide: DELIVERY_STORE, useClass: PgDeliveryStore },
  { provide: EVENT_LOG, useClass: PgEventLog },
  { provide: DELIVERY_SCHEDULER, useClass: QueueDeliveryScheduler },
  { provide: SECRET_CIPHER, inject: [SECRETS_KEY], useFactory: (key: SecretsKey) => new AesGcmSecretCipher(key.derive('webhook-endpoint-secrets')) },
  { provide: EVENT_CURSOR_CODEC, inject: [SECRETS_KEY], useFactory: (key: SecretsKey) => new SignedCursorCodec(key.derive('events-cursor'), 43) },
  { provide: TARGET_GUARD, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new DnsTargetGuard(config.allowPrivateTargets) },
  {
    provide: WEBHOOK_SENDER,
    inject: [APP_CONFIG],
    useFactory: (config: AppConfig) =>
      new HttpWebhookSender({
        timeoutMs: config.webhooks.timeoutMs,
        policy: { allowPrivate: config.allowPrivateTargets },
        maxSocketsPerHost: config.webhookDelivery.endpointConcurrency,
      }),
  },
  {
    provide: WEBHOOK_SETTINGS,
    inject: [APP_CONFIG],
    useFactory: (config: AppConfig) => ({
      allowHttp: config.webhooks.allowHttp,
      retryDelaysMs: config.webhooks.retryDelaysMs,
      timeoutMs: config.webhooks.timeoutMs,
      secretOverlapHours: config.webhookDelivery.secretOverlapHours,
      health: { disableAfterMs: config.webhookDelivery.disableAfterMs, minFailedAttempts: config.webhookDelivery.disableMinAttempts },
      catchUpWindowMs: config.webhookDelivery.catchUpWindowMs,
      catchUpPerSecond: config.webhookDelivery.catchUpPerSecond,
    }),
  },
  { provide: CLOCK, useValue: systemClock },
  { provide: EVENT_OUTBOX, useClass: PgEventOutbox },
  { provide: OUTBOX_FIGURES, useClass: PgOutboxFigures },
  DeliveryDispatcher,
  {
    provide: DeliveryPacer,
    inject: [APP_CONFIG, LOGGER],
    useFactory: (config: AppConfig, logger: Logger) => {
      const local = new InProcessRateLimiter({ perMinute: 60, burst: 1 });
      if (!config.redisUrl) return new DeliveryPacer(null, local, logger);
      // Its own connection that fails fast, so a Redis outage turns into per-process pacing at once.
      const redis = new IORedis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, commandTimeout: 500, connectionName: 'backoffice:webhook-pace' });
      redis.on('error', () => undefined);
      return new DeliveryPacer(new RedisRateLimiter(redis, config.queuePrefix, { perMinute: 60, burst: 1 }), local, logger);
    },
  },
  WebhookRelayTimer,
  RelayWakeUp,
];

/**
 * The webhooks context's adapters and use cases. The app passes in the modules of the other
 * contexts whose application libs its adapters call.
 */
@Module({})
export class WebhooksInfrastructureModule implements OnModuleInit, OnApplicationShutdown {
  constructor(
    @Inject(JOB_HANDLER_REGISTRY) private readonly registry: JobHandlerRegistry,
    private readonly dispatcher: DeliveryDispatcher,
    private readonly pacer: DeliveryPacer,
    @Inject(WEBHOOK_SENDER) private readonly sender: HttpWebhookSender,
  ) {}

  static register(options: { imports: NonNullable<ModuleMetadata['imports']> }): DynamicModule {
    return { module: WebhooksInfrastructureModule, imports: options.imports, providers, exports: [...useCases, WebhookRelayTimer, DeliveryDispatcher] };
  }

  onModuleInit(): void {
    this.registry.register(DELIVER_WEBHOOK_JOB, (payload) => this.dispatcher.accept(payload));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.dispatcher.close();
    await this.pacer.close();
    this.sender.close();
  }
}
