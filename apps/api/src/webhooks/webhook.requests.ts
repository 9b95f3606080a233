import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { DELIVERY_STATUSES, DeliveryStatus } from '@backoffice/webhooks/application';
import { EVENT_TYPES } from '@backoffice/webhooks/domain';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsISO8601, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { Text } from '../http/request-validators';

export class CreateWebhookRequest {
  @ApiProperty({ example: 'https://example.com/hooks/backoffice', maxLength: 2048, description: 'https:// only; must resolve to a public address' })
  @Text(1, 2048)
  url: string;

  @ApiProperty({ example: ['document.created'], description: `Event types (${EVENT_TYPES.join(', ')}) or ["*"] for every type, later ones too` })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(EVENT_TYPES.length)
  @IsString({ each: true })
  @MaxLength(64, { each: true })
  events: string[];
}

export class RecoverRequest {
  @ApiProperty({ example: '2026-11-21T00:00:00Z', description: 'Redeliver every dropped delivery created since then; retrying ones are sent now' })
  @IsISO8601({ strict: true })
  since: string;
}

export class ListDeliveriesQuery {
  @ApiPropertyOptional({ description: 'Event id (the envelope id)' }) @IsOptional() @IsUUID() eventId?: string;
  @ApiPropertyOptional({ enum: DELIVERY_STATUSES }) @IsOptional() @IsIn(DELIVERY_STATUSES) status?: DeliveryStatus;
  @ApiPropertyOptional() @IsOptional() limit?: string;
  @ApiPropertyOptional() @IsOptional() offset?: string;
  @ApiPropertyOptional() @IsOptional() page?: string;
  @ApiPropertyOptional() @IsOptional() pageSize?: string;
}

export class ListEventsQuery {
  @ApiPropertyOptional({ description: 'nextCursor of the previous page, verbatim; absent: from the first event' })
  @IsOptional()
  @IsString()
  @MaxLength(512)
  after?: string;
  @ApiPropertyOptional({ description: 'Comma-separated event types' }) @IsOptional() @IsString() @MaxLength(1000) types?: string;
  @ApiPropertyOptional() @IsOptional() limit?: string;
  @ApiPropertyOptional() @IsOptional() offset?: string;
  @ApiPropertyOptional() @IsOptional() page?: string;
  @ApiPropertyOptional() @IsOptional() pageSize?: string;
}
