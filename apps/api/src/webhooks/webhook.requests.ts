import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { DELIVERY_STATUSES, DeliveryStatus } from '@backoffice/webhooks/application';
import { EVENT_TYPES } from '@backoffice/webhooks/domain';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsInt, IsISO8601, IsOptional, IsString, IsUUID, Max, MaxLength, Min, registerDecorator, ValidateIf } from 'class-validator';
import { Text } from '../http/request-validators';
import { LimitParam, PaginationParams } from '../http/query';

const MAX_METADATA_KEYS = 20;

/** Up to 20 string values under keys of at most 64 characters, each value at most 500. */
function IsStringMap(): PropertyDecorator {
  return (target, property) =>
    registerDecorator({
      name: 'isStringMap',
      target: target.constructor,
      propertyName: String(property),
      options: { message: `$property must be an object of at most ${MAX_METADATA_KEYS} string values (keys up to 64 characters, values up to 500)` },
      validator: {
        validate: (value: unknown) =>
          typeof value === 'object' &&
          value !== null &&
          !Array.isArray(value) &&
          Object.keys(value).length <= MAX_METADATA_KEYS &&
          Object.entries(value).every(([k, v]) => k.length >= 1 && k.length <= 64 && typeof v === 'string' && v.length <= 500 && !v.includes('\u0000')),
      },
    });
}

/** What creation and an update share; on an update every field is optional and null clears description and rateLimitPerSecond. */
class WebhookEndpointSettings {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500, example: 'Order sync (production)' })
  @IsOptional()
  @Text(0, 500)
  description?: string | null;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string', maxLength: 500 },
    maxProperties: MAX_METADATA_KEYS,
    example: { team: 'integrations' },
    description: 'Your own labels; replaced whole on an update',
  })
  @IsOptional()
  @IsStringMap()
  metadata?: Record<string, string>;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: 1,
    maximum: 1000,
    description: 'At most this many attempts per second to this endpoint (per worker process); the rest wait their turn',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(1000)
  rateLimitPerSecond?: number | null;
}

const EVENTS_DESCRIPTION = `Event types (${EVENT_TYPES.join(', ')}) or ["*"] for every type, later ones too`;

export class CreateWebhookRequest extends WebhookEndpointSettings {
  @ApiProperty({ example: 'https://example.com/hooks/backoffice', maxLength: 2048, description: 'https:// only; must resolve to a public address' })
  @Text(1, 2048)
  url: string;

  @ApiProperty({ example: ['document.created'], description: EVENTS_DESCRIPTION })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(EVENT_TYPES.length)
  @IsString({ each: true })
  @MaxLength(64, { each: true })
  events: string[];
}

/** `PUT /webhooks/:id`: the fields sent change, with the checks of creation. */
export class UpdateWebhookRequest extends WebhookEndpointSettings {
  @ApiPropertyOptional({ example: 'https://example.com/hooks/backoffice', maxLength: 2048 })
  @ValidateIf((_, v) => v !== undefined)
  @Text(1, 2048)
  url?: string;

  @ApiPropertyOptional({ example: ['*'], description: EVENTS_DESCRIPTION })
  @ValidateIf((_, v) => v !== undefined)
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(EVENT_TYPES.length)
  @IsString({ each: true })
  @MaxLength(64, { each: true })
  events?: string[];
}

export class RecoverRequest {
  @ApiProperty({ example: '2026-11-21T00:00:00Z', description: 'Redeliver every dropped delivery created since then; retrying ones are sent now' })
  @IsISO8601({ strict: true })
  since: string;
}

export class ListDeliveriesQuery extends PaginationParams {
  @ApiPropertyOptional({ description: 'Event id (the envelope id)' }) @IsOptional() @IsUUID() eventId?: string;
  @ApiPropertyOptional({ enum: DELIVERY_STATUSES }) @IsOptional() @IsIn(DELIVERY_STATUSES) status?: DeliveryStatus;
}

export class ListEventsQuery extends LimitParam {
  @ApiPropertyOptional({ description: 'nextCursor of the previous page, verbatim; absent: from the first event' })
  @IsOptional()
  @IsString()
  @MaxLength(512)
  after?: string;
  @ApiPropertyOptional({ description: 'Comma-separated event types' }) @IsOptional() @IsString() @MaxLength(1000) types?: string;
}
