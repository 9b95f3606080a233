import { Inject, Module, OnModuleInit } from '@nestjs/common';
import {
  DescribeFiles,
  FILE_LINK_SETTINGS,
  FILE_REPOSITORY,
  FILE_STORAGE,
  FILE_URL_SIGNER,
  FileLinks,
  INSPECT_FILE_JOB,
  InspectFile,
  ListFiles,
  ReadSignedFile,
  RecoverFileInspections,
  UploadFile,
} from '@backoffice/files/application';
import { APP_CONFIG, AppConfig, SECRETS_KEY, SecretsKey } from '@backoffice/shared/config';
import { jobRecoveryTimer } from '@backoffice/shared/lifecycle';
import { CLOCK, JOB_HANDLER_REGISTRY, JobHandlerRegistry, systemClock } from '@backoffice/shared/kernel';
import { HmacFileUrlSigner } from './hmac-file-url.signer';
import { LocalDiskFileStorage } from './local-disk-file.storage';
import { PgFileRepository } from './pg-file.repository';

const useCases = [FileLinks, UploadFile, ListFiles, ReadSignedFile, InspectFile, DescribeFiles, RecoverFileInspections];

/** Uploaded files: records, bytes on disk, signed links, and the inspection job's handler. */
@Module({
  providers: [
    ...useCases,
    // Every process running the background tasks, every JOB_RECOVERY_INTERVAL_MS: inspection jobs put back when missing.
    jobRecoveryTimer('FileInspectionRecoveryTimer', RecoverFileInspections, 'file inspection'),
    { provide: FILE_REPOSITORY, useClass: PgFileRepository },
    { provide: FILE_STORAGE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new LocalDiskFileStorage(config.files.dir) },
    { provide: FILE_URL_SIGNER, inject: [SECRETS_KEY], useFactory: (key: SecretsKey) => new HmacFileUrlSigner(key.derive('file-urls')) },
    {
      provide: FILE_LINK_SETTINGS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ publicBaseUrl: config.publicBaseUrl, urlTtlSeconds: config.files.urlTtlSeconds, maxBytes: config.files.maxBytes }),
    },
    { provide: CLOCK, useValue: systemClock },
  ],
  exports: useCases,
})
export class FilesInfrastructureModule implements OnModuleInit {
  constructor(
    @Inject(JOB_HANDLER_REGISTRY) private readonly jobs: JobHandlerRegistry,
    private readonly inspectFile: InspectFile,
  ) {}

  onModuleInit(): void {
    this.jobs.register(INSPECT_FILE_JOB, (payload) => this.inspectFile.execute(payload));
  }
}
