import { DynamicModule, Inject, Module, ModuleMetadata, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import {
  AllocateReceipt,
  APPROVAL_SETTINGS,
  AwaitApprovalNumber,
  CancelDocument,
  CloseDocument,
  DOCUMENT_PARTIES,
  DOCUMENT_REPOSITORY,
  DOCUMENT_SETTINGS,
  EVENT_OUTBOX,
  FEED_CURSOR_CODEC,
  GetDocument,
  IDEMPOTENCY_RETENTION,
  IDEMPOTENCY_STORE,
  IssueDocument,
  ListDocuments,
  PURGE_IDEMPOTENCY_KEYS_JOB,
  PreviewDocument,
  PurgeIdempotencyKeys,
  RecoverPendingApprovals,
  REQUEST_APPROVAL_NUMBER_JOB,
  ReadDocumentFeed,
  RecordSettlement,
  RequestApprovalNumber,
  SettleRelated,
  TAX_AUTHORITY,
} from '@backoffice/documents/application';
import { APP_CONFIG, AppConfig, SECRETS_KEY, SecretsKey } from '@backoffice/shared/config';
import { jobRecoveryTimer } from '@backoffice/shared/lifecycle';
import { CLOCK, JOB_HANDLER_REGISTRY, JOB_QUEUE, JobHandlerRegistry, JobQueue, SignedCursorCodec, systemClock } from '@backoffice/shared/kernel';
import { PgEventOutbox, PgIdempotencyStore } from '@backoffice/shared/persistence';
import { DocumentPartiesAdapter, DocumentSettingsAdapter } from './documents-neighbours.adapters';
import { PgDocumentRepository } from './pg-document.repository';
import { SimulatedTaxAuthority } from './simulated-tax-authority';

const useCases = [
  IssueDocument,
  AllocateReceipt,
  AwaitApprovalNumber,
  SettleRelated,
  RecordSettlement,
  GetDocument,
  ListDocuments,
  ReadDocumentFeed,
  RequestApprovalNumber,
  RecoverPendingApprovals,
  PurgeIdempotencyKeys,
  CloseDocument,
  CancelDocument,
  PreviewDocument,
];
const HOUR = 3_600_000;

const providers = [
  ...useCases,
  // Every process running the background tasks, every JOB_RECOVERY_INTERVAL_MS: allocation-number jobs of PENDING documents put back when missing.
  jobRecoveryTimer('PendingApprovalRecoveryTimer', RecoverPendingApprovals, 'allocation-number'),
  { provide: DOCUMENT_REPOSITORY, useClass: PgDocumentRepository },
  { provide: IDEMPOTENCY_STORE, useClass: PgIdempotencyStore },
  { provide: EVENT_OUTBOX, useClass: PgEventOutbox },
  { provide: DOCUMENT_PARTIES, useClass: DocumentPartiesAdapter },
  { provide: DOCUMENT_SETTINGS, useClass: DocumentSettingsAdapter },
  { provide: TAX_AUTHORITY, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new SimulatedTaxAuthority(config.taxAuthority) },
  { provide: APPROVAL_SETTINGS, inject: [APP_CONFIG], useFactory: (config: AppConfig) => ({ waitInRequestMs: config.documents.approvalWaitMs }) },
  { provide: IDEMPOTENCY_RETENTION, inject: [APP_CONFIG], useFactory: (config: AppConfig) => ({ hours: config.documents.idempotencyRetentionHours }) },
  { provide: FEED_CURSOR_CODEC, inject: [SECRETS_KEY], useFactory: (key: SecretsKey) => new SignedCursorCodec(key.derive('document-feed-cursor'), 22) },
  { provide: CLOCK, useValue: systemClock },
];

/**
 * Documents: issuing, settlement, allocation numbers, the change feed and the event outbox. Its
 * adapters call the parties (`DescribeEntities`) and identity (`GetCompanySettings`) application
 * libs; the app passes in the modules that provide them.
 */
@Module({})
export class DocumentsInfrastructureModule implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    @Inject(JOB_HANDLER_REGISTRY) private readonly registry: JobHandlerRegistry,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    private readonly requestApprovalNumber: RequestApprovalNumber,
    private readonly purge: PurgeIdempotencyKeys,
  ) {}

  static register(options: { imports: NonNullable<ModuleMetadata['imports']> }): DynamicModule {
    return { module: DocumentsInfrastructureModule, imports: options.imports, providers, exports: useCases };
  }

  onModuleInit(): void {
    this.registry.register(REQUEST_APPROVAL_NUMBER_JOB, async (payload) => {
      await this.requestApprovalNumber.execute(payload);
    });
    this.registry.register(PURGE_IDEMPOTENCY_KEYS_JOB, async () => {
      await this.purge.execute();
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.repeat(PURGE_IDEMPOTENCY_KEYS_JOB, {}, HOUR);
  }
}
