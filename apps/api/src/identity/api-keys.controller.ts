import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IssueApiKey, ListApiKeys, RevokeApiKey } from '@backoffice/identity/application';
import { Actor, ROLES, Role, wholeSet } from '@backoffice/shared/kernel';
import { IsIn, IsString, Length } from 'class-validator';
import { CurrentActor } from '../http/auth';
import { IdPipe } from '../http/id.pipe';

export class CreateApiKeyRequest {
  @ApiProperty({ example: 'Shop integration', maxLength: 100 })
  @IsString()
  @Length(1, 100)
  name: string;

  @ApiProperty({ enum: ROLES })
  @IsIn(ROLES)
  role: Role;
}

export class ApiKeyCreatedResponse {
  @ApiProperty() success: boolean;
  @ApiProperty() id: number;
  @ApiProperty({ description: 'The secret; shown once, stored only as a hash' }) key: string;
  @ApiProperty({ enum: ROLES }) role: Role;
}

/** API keys of the caller's company; owner keys only. */
@ApiTags('api-keys')
@ApiBearerAuth()
@Controller('api-keys')
export class ApiKeysController {
  constructor(
    private readonly issueKey: IssueApiKey,
    private readonly listKeys: ListApiKeys,
    private readonly revokeKey: RevokeApiKey,
  ) {}

  @Post()
  @HttpCode(200)
  async create(@CurrentActor() actor: Actor, @Body() body: CreateApiKeyRequest): Promise<ApiKeyCreatedResponse> {
    const { key, secret } = await this.issueKey.execute(actor, { name: body.name, role: body.role });
    return { success: true, id: key.id, key: secret, role: key.role };
  }

  @Get()
  async list(@CurrentActor() actor: Actor) {
    const keys = await this.listKeys.execute(actor);
    return wholeSet(keys.map(({ id, name, role, prefix, createdAt, revokedAt }) => ({ id, name, role, prefix, createdAt, revokedAt })));
  }

  @Delete(':id')
  async revoke(@CurrentActor() actor: Actor, @Param('id', IdPipe) id: number): Promise<{ success: boolean }> {
    await this.revokeKey.execute(actor, id);
    return { success: true };
  }
}
