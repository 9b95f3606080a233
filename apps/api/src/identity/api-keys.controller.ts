import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiProperty, ApiTags } from '@nestjs/swagger';
import { IssueApiKey, ListApiKeys, RevokeApiKey } from '@backoffice/identity/application';
import { Actor, ROLES, Role, wholeSet } from '@backoffice/shared/kernel';
import { IsIn, IsString, Length } from 'class-validator';
import { CurrentActor } from '../http/auth';
import { IdPipe } from '../http/id.pipe';
import { Operation } from '../http/openapi/operation';
import { Static } from '../http/openapi/schemas';
import { DoneSchema } from '../catalogue/products.schemas';
import { ApiKeyCreatedSchema, ApiKeyPageSchema } from './identity.schemas';

export class CreateApiKeyRequest {
  @ApiProperty({ example: 'Shop integration', maxLength: 100 })
  @IsString()
  @Length(1, 100)
  name: string;

  @ApiProperty({ enum: ROLES })
  @IsIn(ROLES)
  role: Role;
}

/** API keys of the caller's company; owner keys only. */
@ApiTags('api-keys')
@Controller('api-keys')
export class ApiKeysController {
  constructor(
    private readonly issueKey: IssueApiKey,
    private readonly listKeys: ListApiKeys,
    private readonly revokeKey: RevokeApiKey,
  ) {}

  @Post()
  @HttpCode(200)
  @Operation({
    id: 'apiKeys.create',
    idempotent: true,
    sealAnswer: true,
    summary: 'Issue a new API key; the secret is in this answer only',
    response: ApiKeyCreatedSchema,
    jsonBody: true,
    example: { name: 'Online shop (WooCommerce)', role: 'manager' } satisfies CreateApiKeyRequest,
    permission: 'manage_api_keys',
  })
  async create(@CurrentActor() actor: Actor, @Body() body: CreateApiKeyRequest): Promise<Static<typeof ApiKeyCreatedSchema>> {
    const { key, secret } = await this.issueKey.execute(actor, { name: body.name, role: body.role });
    return { success: true, id: key.id, key: secret, role: key.role };
  }

  @Get()
  @Operation({ id: 'apiKeys.list', summary: "The company's API keys, revoked ones included (the whole set)", response: ApiKeyPageSchema, permission: 'manage_api_keys' })
  async list(@CurrentActor() actor: Actor): Promise<Static<typeof ApiKeyPageSchema>> {
    const keys = await this.listKeys.execute(actor);
    return wholeSet(
      keys.map(({ id, name, role, prefix, createdAt, revokedAt }) => ({ id, name, role, prefix, createdAt: createdAt.toISOString(), revokedAt: revokedAt?.toISOString() ?? null })),
    );
  }

  @Delete(':id')
  @Operation({
    id: 'apiKeys.revoke',
    idempotent: true,
    summary: 'Revoke a key; it stops working at once',
    response: DoneSchema,
    permission: 'manage_api_keys',
    errors: { 404: ['API_KEY_NOT_FOUND'] },
  })
  async revoke(@CurrentActor() actor: Actor, @Param('id', IdPipe) id: number): Promise<Static<typeof DoneSchema>> {
    await this.revokeKey.execute(actor, id);
    return { success: true };
  }
}
