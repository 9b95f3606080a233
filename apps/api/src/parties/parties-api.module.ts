import { Module } from '@nestjs/common';
import { PartiesInfrastructureModule } from '@backoffice/parties/infrastructure';

@Module({ imports: [PartiesInfrastructureModule], controllers: [] })
export class PartiesApiModule {}
