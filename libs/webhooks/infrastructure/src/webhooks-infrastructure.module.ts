import { DynamicModule, Inject, Injectable, Module, ModuleMetadata, OnApplicationBootstrap, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, AppConfig, SECRETS_KEY, SecretsKey } from '@backoffice/shared/config';
import { CLOCK, JOB_HANDLER_REGISTRY, JobHandlerRegistry, PeriodicTask, systemClock } from '@backoffice/shared/kernel';
import { LOGGER, Logger } from '@backoffice/shared/observability';
import {
  AttemptDelivery,
  DELIVER_WEBHOOK_JOB,
  DELIVERY_SCHEDULER,
  DELIVERY_STORE,
  EVENT_CURSOR_CODEC,
  EVENT_LOG,
  EventCursorCodec,
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
import { DnsTargetGuard } from './dns-target-guard';
import { HttpWebhookSender } from './http-webhook-sender';
import { PgDeliveryStore, PgEventLog } from './pg-delivery.store';
import { PgWebhookEndpointRepository } from './pg-webhook-endpoint.repository';

/**
 * Runs the relay on a timer in every process: outbox → deliveries, and lost jobs enqueued again.
 * A timer rather than a repeatable job, so it keeps running when Redis is flushed.
 */
@Injectable()
export class WebhookRelayTimer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly task: PeriodicTask;

  constructor(relay: RelayOutbox, @Inject(APP_CONFIG) config: AppConfig, @Inject(LOGGER) logger: Logger) {
    this.task = new PeriodicTask(
      () => relay.execute(config.webhookDelivery.requeueAfterMs),
      config.webhookDelivery.relayIntervalMs,
      (error) => logger.warn({ err: error }, 'webhook relay pass failed; retrying on the next tick'),
    );
  }

  onApplicationBootstrap(): void {
    this.task.start();
  }

  /** One pass now (also what the timer does); concurrent calls share the pass under way. */
  tick(): Promise<void> {
    return this.task.tick();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.task.stop();
  }
}

const useCases = [ManageWebhookEndpoints, WebhookDeliveries, ListEvents, AttemptDelivery, RelayOutbox];

const providers = [
  ...useCases,
  { provide: WEBHOOK_ENDPOINT_REPOSITORY, useClass: PgWebhookEndpointRepository },
  { provide: DELIVERY_STORE, useClass: PgDeliveryStore },
  { provide: EVENT_LOG, useClass: PgEventLog },
  { provide: DELIVERY_SCHEDULER, useClass: QueueDeliveryScheduler },
  { provide: SECRET_CIPHER, inject: [SECRETS_KEY], useFactory: (key: SecretsKey) => new AesGcmSecretCipher(key.derive('webhook-endpoint-secrets')) },
  { provide: EVENT_CURSOR_CODEC, inject: [SECRETS_KEY], useFactory: (key: SecretsKey) => new EventCursorCodec(key.derive('events-cursor')) },
  { provide: TARGET_GUARD, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new DnsTargetGuard(config.allowPrivateTargets) },
  {
    provide: WEBHOOK_SENDER,
    inject: [APP_CONFIG],
    useFactory: (config: AppConfig) =>
      new HttpWebhookSender({ timeoutMs: config.webhooks.timeoutMs, policy: { allowPrivate: config.allowPrivateTargets }, maxSocketsPerHost: config.webhookDelivery.endpointConcurrency }),
  },
  {
    provide: WEBHOOK_SETTINGS,
    inject: [APP_CONFIG],
    useFactory: (config: AppConfig) => ({
      allowHttp: config.webhooks.allowHttp,
      retryDelaysMs: config.webhooks.retryDelaysMs,
      timeoutMs: config.webhooks.timeoutMs,
      secretOverlapHours: config.webhookDelivery.secretOverlapHours,
    }),
  },
  { provide: CLOCK, useValue: systemClock },
  DeliveryDispatcher,
  WebhookRelayTimer,
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
    this.sender.close();
  }
}
