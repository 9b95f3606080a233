import { Module } from '@nestjs/common';

/** The parties context's adapters and use cases. */
@Module({})
export class PartiesInfrastructureModule {}
